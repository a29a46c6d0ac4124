/**
 * The cache handlers' warnings as one JSON line each (a shared-store outage printed
 * `[next-cache] shared store failed ...` followed by a multi-line stack, once per instance and
 * outage), in the shape of reported errors (server/observability/error-log.ts): `time`, `level`,
 * `section`, `message`, `error_type`, `stack`. Plain JavaScript, since Node loads the handlers
 * and they import nothing of the project; edge-cache writes its absorbed store failures through
 * this same module (the one exception its layer allows), so the two cannot drift. The messages
 * are the store client's (connection refused, a deadline): no visitor data passes through them.
 */

/** One line: `source` names the part (`next-cache`), `error` is optional. */
export function warningLogLine(source, message, error, now = new Date()) {
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

function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}

/** Writes the line to stderr (warnings) or stdout (`info`: the store answers again). */
export function logWarning(source, message, error) {
  console.error(warningLogLine(source, message, error));
}

export function logInfo(source, message) {
  console.info(
    JSON.stringify({ time: new Date().toISOString(), level: 'info', section: source, message }),
  );
}
