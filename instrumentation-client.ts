/**
 * Browser error reports, only when NEXT_PUBLIC_SENTRY_DSN is set at build time. The variable is
 * inlined by the bundler, so without it the SDK is never loaded and ships no bytes.
 */
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => {
    Sentry.init({
      dsn,
      environment: process.env.NEXT_PUBLIC_APP_ENV ?? 'production',
      tracesSampleRate: process.env.NEXT_PUBLIC_APP_ENV === 'production' ? 0.1 : 1,
      ignoreErrors: [/ResizeObserver loop/],
    });
  });
}
