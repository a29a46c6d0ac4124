/**
 * Browser error reports, only when NEXT_PUBLIC_SENTRY_DSN is set at build time. The variable is
 * inlined by the bundler, so without it the SDK is never loaded and ships no bytes (nor does the
 * scrubber, loaded with it). Like the server's, the browser's reports carry no request bodies,
 * cookies, query strings or user data, and every URL (page, navigation and fetch breadcrumbs,
 * spans) is a template: a reset or sign-in link's token and an order receipt's id never leave.
 */
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  void Promise.all([import('@sentry/nextjs'), import('./lib/telemetry/telemetry-scrub')]).then(
    ([Sentry, { createTelemetryScrubber, SENTRY_DATA_COLLECTION }]) => {
      const { sentryHooks } = createTelemetryScrubber();
      Sentry.init({
        dsn,
        environment: process.env.NEXT_PUBLIC_APP_ENV ?? 'production',
        tracesSampleRate: process.env.NEXT_PUBLIC_APP_ENV === 'production' ? 0.1 : 1,
        ignoreErrors: [/ResizeObserver loop/],
        dataCollection: SENTRY_DATA_COLLECTION,
        ...sentryHooks,
      });
    },
  );
}
