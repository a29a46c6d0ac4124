/**
 * The first span processor of the OTLP pipeline (setup.ts registers it before the exporting
 * one): every finished span, the site's and the libraries' (Next's request spans with
 * `http.target`, Next's fetch spans with the full URL), is scrubbed in
 * place before any exporter reads it, then counted into the metrics (metrics.ts). Processors run
 * in order on the same span object, so the exporter only ever sees the scrubbed one.
 */
import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace';
import { recordSpanMetrics } from './metrics';
import { commercePathTemplate } from '../../lib/commerce/path-template';
import { createTelemetryScrubber } from '../../lib/telemetry/telemetry-scrub';

/** Rewrites an attribute map in place: the SDK's span keeps the object it was given. */
function replaceInPlace(target: Record<string, unknown>, scrubbed: Record<string, unknown>) {
  for (const key of Object.keys(target)) if (!(key in scrubbed)) delete target[key];
  Object.assign(target, scrubbed);
}

/** Scrubs a finished span in place (name, attributes, event attributes, status message). */
function scrubFinishedSpan(span: ReadableSpan): void {
  const writable = span as unknown as {
    name: string;
    status: { code: number; message?: string };
    attributes: Record<string, unknown>;
  };
  writable.name = scrubSpanName(span.name);
  replaceInPlace(writable.attributes, scrubAttributes(span.attributes));
  for (const event of span.events) {
    if (event.attributes)
      replaceInPlace(
        event.attributes as Record<string, unknown>,
        scrubAttributes(event.attributes),
      );
  }
  // Status messages are error messages: their type is in `error.type`, the words may quote ids.
  if (writable.status.message !== undefined) delete writable.status.message;
}

export class ScrubbingSpanProcessor implements SpanProcessor {
  onStart(_span: Span, _parentContext: Context): void {}

  onEnd(span: ReadableSpan): void {
    scrubFinishedSpan(span);
    recordSpanMetrics(span);
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The server's one scrubber for everything that leaves the process as telemetry: OpenTelemetry
 * spans (span names and attributes, including Next's library spans that the site's own code
 * never sees), Sentry spans, events and breadcrumbs, and error log lines.
 * The rules are lib/telemetry/telemetry-scrub.ts (shared with the browser's Sentry); the server adds the
 * commerce API's path templates (lib/commerce/path-template.ts), so a call to
 * `.../v1/cart/<id>/item?customerId=...` reads `.../v1/cart/{cartId}/item`. Table-tested in
 * scrub-telemetry.test.ts. Not `server-only`: the instrumentation hook and unit tests import it.
 */

export { SENTRY_DATA_COLLECTION } from '../../lib/telemetry/telemetry-scrub';

/** Calls to the commerce API (Commerce7 and the embedded service both answer under `/v1/`). */
function commerceTemplateOf(path: string): string | undefined {
  const match = /^(.*\/v1)\/(.+)$/.exec(path);
  return match ? `${match[1]}/${commercePathTemplate(match[2] ?? '')}` : undefined;
}

export const {
  scrubUrl,
  scrubSpanName,
  scrubAttributes,
  scrubBreadcrumb,
  scrubSentryEvent,
  sentryHooks,
} = createTelemetryScrubber(commerceTemplateOf);
