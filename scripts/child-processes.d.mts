/** The surface of child-processes.mjs that TypeScript test support uses. */
export function redisServerArgs(port: number): string[];
