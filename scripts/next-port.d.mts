/** The surface of next-port.mjs its unit test uses. */
export function portFromNextArgs(command: string, args: string[]): string | undefined;
