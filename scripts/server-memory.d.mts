/** The surface of server-memory.mjs its unit test uses. */
export const SERVER_MALLOC_ARENA_MAX: string;
export const SERVER_SEMI_SPACE_MB: number;
export function withServerMemory(
  env: Record<string, string | undefined>,
): Record<string, string | undefined>;
export function startsServer(command: string, args: string[]): boolean;
export function serverNodeArgs(args: string[]): string[];
