/** The surface of log-line.mjs its unit test uses. */
export function warningLogLine(
  source: string,
  message: string,
  error?: unknown,
  now?: Date,
): string;
export function logWarning(source: string, message: string, error?: unknown): void;
export function logInfo(source: string, message: string): void;
