/**
 * Error reports and traces, each switched on by its setting and off by default (error reporting
 * off locally; tracing sample rate 1 outside production).
 * - SENTRY_DSN: Sentry error reports (and traces) from the server; ignored when APP_ENV is local.
 * - OTEL_EXPORTER_OTLP_ENDPOINT: OpenTelemetry traces and metrics over OTLP
 *   (server/observability/setup.ts).
 * The site's own spans (commerce calls, content fetches, KV reads, server actions) come from
 * server/observability/tracing.ts and reach whichever of the two registered a tracer; what either
 * sends is scrubbed first (server/observability/setup.ts says how, and why).
 */
import type { Instrumentation } from 'next';
import type { CircuitBreaker } from './server/commerce/circuit-breaker';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readSettings } = await import('./server/config/settings');
  const settings = readSettings(process.env);
  // The heap's growth past its live objects, before the site's own modules load.
  (await import('./server/config/heap-growth')).applyHeapGrowth(settings.heapGrowingPercent);
  // Next's page cache handler, before the first request: given here, not in next.config, which
  // would have Next import it again on every request (server/cache/page-cache-handler.ts).
  await (await import('./server/cache/page-cache-handler')).registerPageCacheHandler();
  const { sentryDsn, otlpEndpoint } = settings.observability;

  // Local/development previews work on embedded defaults: the secret is made on first start.
  const { ensurePreviewSecret, previewSecretAnnouncement } =
    await import('./server/content/preview-secret');
  const preview = ensurePreviewSecret(settings);
  const announcement = preview && previewSecretAnnouncement(preview, settings.webUrl);
  if (announcement) console.log(announcement);

  // OTLP first: with both on, the site's own tracer provider (setup.ts) owns the traces and Sentry
  // joins them.
  const { startOpenTelemetry, startSentry } = await import('./server/observability/setup');
  if (otlpEndpoint) {
    const { COMMERCE_BREAKER_KEY } = await import('./server/commerce/circuit-breaker');
    const breakerState = () =>
      (globalThis as { [COMMERCE_BREAKER_KEY]?: CircuitBreaker })[COMMERCE_BREAKER_KEY]?.state;
    await startOpenTelemetry(settings.observability, otlpEndpoint, breakerState);
  }
  if (sentryDsn) await startSentry(settings, Boolean(otlpEndpoint));
}

/** Request errors nobody reported yet (an action's own failures were, with their context). */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  if (!Sentry.isInitialized()) return;
  const { captureInActiveTrace, wasReported } = await import('./server/observability/report');
  if (wasReported(args[0])) return;
  captureInActiveTrace(() => Sentry.captureRequestError(...args));
};
