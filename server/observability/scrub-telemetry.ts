/**
 * The server's one scrubber for everything that leaves the process as telemetry: OpenTelemetry
 * spans (span names and attributes, including Next's library spans that the site's own code
 * never sees), Sentry spans, events and breadcrumbs, and error log lines.
 * The rules are lib/telemetry/telemetry-scrub.ts (shared with the browser's Sentry); the server adds the
 * commerce API's path templates (lib/commerce/path-template.ts), so a call to
 * `.../v1/cart/<id>/item?customerId=...` reads `.../v1/cart/{cartId}/item`. Table-tested in
 * scrub-telemetry.test.ts. Not `server-only`: the instrumentation hook and unit tests import it.
 */
import { commercePathTemplate } from '../../lib/commerce/path-template';
import { createTelemetryScrubber } from '../../lib/telemetry/telemetry-scrub';

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
