/**
 * The server log's line for a reported error: one
 * JSON object per line, so a log pipeline can filter by level, route and trace id without
 * parsing stack traces. Scrubbed like telemetry (lib/telemetry/telemetry-scrub.ts): the message and stack
 * lose e-mails, tokens and ids (a commerce error's message quotes the call's path, cart id and
 * all); the extras lose secret keys. Pure.
 */
import { scrubText, scrubValue } from '../../lib/telemetry/telemetry-scrub-text';

interface ErrorLogTags {
  section?: string;
  route?: string;
  customerType?: string;
  trace_id?: string;
}

export function errorLogLine(
  error: unknown,
  tags: ErrorLogTags,
  extra: Record<string, unknown> | undefined,
  now: Date = new Date(),
): string {
  const message = error instanceof Error ? error.message : String(error);
  return JSON.stringify({
    time: now.toISOString(),
    level: 'error',
    trace_id: tags.trace_id ?? null,
    route: tags.route ?? null,
    section: tags.section ?? null,
    customerType: tags.customerType ?? null,
    message: scrubText(message),
    error_type: error instanceof Error ? error.name : typeof error,
    ...(extra ? { extra: scrubValue(extra) } : {}),
    ...(error instanceof Error && error.stack ? { stack: scrubStack(error.stack) } : {}),
  });
}

/** The message lines scrubbed; the frames (`    at ...`: code locations, never data) kept. */
function scrubStack(stack: string): string {
  return stack
    .split('\n')
    .map((line) => (/^\s+at /.test(line) ? line : scrubText(line)))
    .join('\n');
}
