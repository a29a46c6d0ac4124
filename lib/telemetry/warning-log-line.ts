/**
 * A warning as one JSON line, in the shape of reported errors (server/observability/error-log.ts):
 * for edge-cache's absorbed store failures. The cache handlers, which import nothing of the
 * project, write the same line from their own copy (cache-handlers/log-line.mjs; its test holds
 * the two equal). Pure.
 */
export function warningLogLine(
  source: string,
  message: string,
  error?: unknown,
  now: Date = new Date(),
): string {
  return JSON.stringify({
    time: now.toISOString(),
    level: 'warn',
    section: source,
    message: error === undefined ? message : `${message}: ${errorMessage(error)}`,
    ...(error === undefined
      ? {}
      : { error_type: error instanceof Error ? error.name : typeof error }),
    ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
  });
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
