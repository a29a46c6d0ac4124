/** The surface of server-memory.mjs its unit test uses. */
export const SERVER_MALLOC_ARENA_MAX: string;
export function withServerMemory(
  env: Record<string, string | undefined>,
): Record<string, string | undefined>;
export function startsServer(command: string, args: string[]): boolean;
