/** The surface of log-line.mjs that edge-cache and the unit test use. */
export function warningLogLine(
  source: string,
  message: string,
  error?: unknown,
  now?: Date,
): string;
export function logWarning(source: string, message: string, error?: unknown): void;
export function logInfo(source: string, message: string): void;
