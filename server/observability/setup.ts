/**
 * Switches telemetry on when the server starts (instrumentation.ts), from the settings:
 *
 * - OTLP (OTEL_EXPORTER_OTLP_ENDPOINT): the site registers OpenTelemetry's tracer and meter
 *   providers, the context manager and W3C propagation itself (a few lines). Every span passes
 *   ScrubbingSpanProcessor (templates, no ids) before the exporter, and feeds the metrics
 *   (metrics.ts); OpenTelemetry's exporters send both (otlp-exporters.ts).
 * - Sentry (SENTRY_DSN, not in `local`): error reports. Alone, it also traces, through its own
 *   OpenTelemetry provider (so Next's spans and the site's are Sentry spans, one trace id). Beside
 *   OTLP it traces nothing itself: Sentry 11 cannot feed spans into a provider it does not own,
 *   and a second span pipeline was what carried a visitor's login body onto other requests'
 *   spans. Its events then take the OTLP trace's ids (report.ts captureInActiveTrace),
 *   so an event leads to its trace.
 *
 * Either way Sentry collects no bodies, cookies, headers, query strings or user data, and every
 * event, span and breadcrumb passes the same scrubber as the OTLP spans.
 */
import type { Settings } from '../config/settings';

const SERVICE_NAME = 'winery-storefront';

/**
 * `breakerState` reads the commerce circuit breaker's state for its gauge; the caller passes it
 * in, as telemetry sits below the commerce client it observes.
 */
export async function startOpenTelemetry(
  observability: Settings['observability'],
  endpoint: string,
  breakerState: () => 'closed' | 'open' | 'half-open' | undefined,
): Promise<void> {
  const [api, { AsyncLocalStorageContextManager }, core, resources, sdkTrace, sdkMetrics] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/sdk-metrics'),
    ]);
  const { otlpExporters } = await import('./otlp-exporters');
  const { ScrubbingSpanProcessor } = await import('./span-processor');
  const { observeBreakerState } = await import('./metrics');
  const exporters = await otlpExporters(observability, endpoint);
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ 'service.name': SERVICE_NAME }));

  // What makes a span the parent of those started inside it, and carries the trace to commerce.
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(
    new core.CompositePropagator({
      propagators: [new core.W3CTraceContextPropagator(), new core.W3CBaggagePropagator()],
    }),
  );
  api.trace.setGlobalTracerProvider(
    new sdkTrace.TracerProvider({
      resource,
      // Scrubbing first: processors run in order on the same span, so the exporter only ever
      // reads the scrubbed one.
      spanProcessors: [
        new ScrubbingSpanProcessor(),
        new sdkTrace.BatchSpanProcessor({ exporter: exporters.spans }),
      ],
    }),
  );
  api.metrics.setGlobalMeterProvider(
    new sdkMetrics.MeterProvider({
      resource,
      readers: [
        new sdkMetrics.PeriodicExportingMetricReader({
          exporter: exporters.metrics,
          exportIntervalMillis: observability.metricExportIntervalMs,
          exportTimeoutMillis: Math.min(observability.metricExportIntervalMs, 30_000),
        }),
      ],
    }),
  );
  observeBreakerState(breakerState);
}

export async function startSentry(settings: Settings, otlpOwnsTracing: boolean): Promise<void> {
  const Sentry = await import('@sentry/nextjs');
  const { IGNORED_ERRORS } = await import('./report');
  const { sentryHooks, SENTRY_DATA_COLLECTION } = await import('./span-processor');
  Sentry.init({
    dsn: settings.observability.sentryDsn,
    environment: settings.appEnv,
    tracesSampleRate: otlpOwnsTracing ? undefined : settings.isProduction ? 0.1 : 1,
    enableOpenTelemetrySetup: !otlpOwnsTracing,
    ignoreErrors: IGNORED_ERRORS,
    // Nothing about the visitor is collected in the first place; the hooks below scrub the rest.
    dataCollection: {
      ...SENTRY_DATA_COLLECTION,
      stackFrameVariables: false,
      databaseQueryData: false,
      queues: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
    },
    integrations: (defaults) =>
      defaults.map((integration) =>
        integration.name === 'Http'
          ? // Next creates the request spans; Sentry must not read request bodies at all.
            Sentry.httpIntegration({
              disableIncomingRequestSpans: true,
              maxRequestBodySize: 'none',
              // No release-health sessions (unused here): their 'close' listener on every
              // response, beside Next's nine on a page with a postponed part, passed Node's limit
              // of ten and printed MaxListenersExceededWarning at the first pages served.
              sessions: false,
            })
          : integration,
      ),
    ...sentryHooks,
  });
}
