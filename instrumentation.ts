/**
 * Error reports and traces, each switched on by its setting and off by default (spec section 9:
 * error reporting off locally; tracing sample rate 1 outside production).
 * - SENTRY_DSN: Sentry error reports (and traces) from the server; ignored when APP_ENV is local.
 * - OTEL_EXPORTER_OTLP_ENDPOINT: OpenTelemetry traces exported over OTLP by @vercel/otel.
 * The site's own spans (commerce calls, content fetches, KV reads, server actions) come from
 * server/observability/tracing.ts and reach whichever of the two registered a tracer.
 */
import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readSettings } = await import('./server/config/settings');
  const settings = readSettings(process.env);
  const { sentryDsn, otlpEndpoint } = settings.observability;

  // Local/development previews work on embedded defaults: the secret is made on first start.
  const { ensurePreviewSecret, previewSecretAnnouncement } =
    await import('./server/content/preview-secret');
  const preview = ensurePreviewSecret(settings);
  const announcement = preview && previewSecretAnnouncement(preview, settings.webUrl);
  if (announcement) console.log(announcement);

  if (otlpEndpoint) {
    const { registerOTel } = await import('@vercel/otel');
    registerOTel({ serviceName: 'winery-storefront' });
  }
  if (sentryDsn) {
    const Sentry = await import('@sentry/nextjs');
    const { IGNORED_ERRORS } = await import('./server/observability/report');
    Sentry.init({
      dsn: sentryDsn,
      environment: settings.appEnv,
      tracesSampleRate: settings.isProduction ? 0.1 : 1,
      ignoreErrors: IGNORED_ERRORS,
      // With an OTLP exporter the tracer provider is @vercel/otel's; Sentry must not replace it.
      enableOpenTelemetrySetup: !otlpEndpoint,
    });
  }
}

/** Request errors nobody reported yet (an action's own failures were, with their context). */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  if (!Sentry.isInitialized()) return;
  const { wasReported } = await import('./server/observability/report');
  if (wasReported(args[0])) return;
  Sentry.captureRequestError(...args);
};
