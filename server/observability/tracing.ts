/**
 * The one tracer of the site and the helpers every span goes through. Spans cost nothing until a
 * tracer provider is registered (setup.ts: the site's own with OTEL_EXPORTER_OTLP_ENDPOINT, or
 * Sentry's with SENTRY_DSN); without one `@opentelemetry/api` hands out no-op spans.
 *
 * Attribute rule: the shape of the work, never who it was for. No e-mails, tokens, customer ids,
 * cart ids or raw paths holding them: commerce calls carry their path template, never the path.
 * Not `server-only`: the cache handlers' sibling code and unit tests import it under plain Node.
 */
import { type Attributes, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

export const TRACER_NAME = 'winery-storefront';

export function getTracer() {
  return trace.getTracer(TRACER_NAME);
}

/**
 * Errors Next throws to steer rendering (prerender aborts, postpones, redirects, notFound) are
 * not failures of the work in the span. Read by shape (`digest` starting NEXT_ or the prerender
 * abort messages) so this module stays importable outside Next.
 */
function isNextControlFlow(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const digest = (error as { digest?: unknown }).digest;
  if (
    typeof digest === 'string' &&
    (digest.startsWith('NEXT_') || digest === 'DYNAMIC_SERVER_USAGE')
  )
    return true;
  const name = (error as { name?: unknown }).name;
  return (
    name === 'AbortError' &&
    (error as { message?: unknown }).message === 'This operation was aborted'
  );
}

/**
 * Marks a span failed with the semantic-convention `error.type`: the error's own type name or
 * code, never its message (messages may quote ids or e-mails).
 */
function markSpanFailed(span: Span, errorType: string): void {
  span.setAttribute('error.type', errorType);
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/**
 * The semantic conventions' `error.type`: an HTTP status code when the error carries one (a
 * commerce rejection: '503', '408' for a timeout), else the error's class name.
 */
function errorTypeOf(error: unknown): string {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number') return String(statusCode);
  if (error instanceof Error) return error.name || 'Error';
  return typeof error;
}

interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
}

/**
 * Runs `work` inside an active span named `name`: child spans and `activeSpanIds()` see it. The
 * span ends when the work settles; a thrown error marks it failed (Next's control flow aside) and
 * is rethrown unchanged.
 */
export function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return getTracer().startActiveSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes },
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        if (!isNextControlFlow(error)) markSpanFailed(span, errorTypeOf(error));
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** The ids of the span running now, for error reports; undefined outside any recorded trace. */
export function activeSpanIds(): { traceId: string; spanId: string } | undefined {
  const context = trace.getActiveSpan()?.spanContext();
  if (!context || !trace.isSpanContextValid(context)) return undefined;
  return { traceId: context.traceId, spanId: context.spanId };
}

export { SpanKind, type Span };
