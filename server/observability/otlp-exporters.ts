/**
 * The OTLP exporters for traces and metrics: OpenTelemetry's own (retries on 429/502/503/504 with
 * backoff and `Retry-After`, gzip, every metric kind including exponential histograms), to
 * `{OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces` and `/v1/metrics`, in the protocol the settings name
 * (http/protobuf by default, http/json for collectors that take JSON). What they send is already
 * scrubbed: the span processor rewrites every span before an exporter reads it, and metric
 * attributes are templates only (metrics.ts). Not `server-only`: unit tests import it.
 */
import { CompressionAlgorithm } from '@opentelemetry/otlp-exporter-base';
import { AggregationTemporality, type PushMetricExporter } from '@opentelemetry/sdk-metrics';
import type { SpanExporter } from '@opentelemetry/sdk-trace';

import type { Settings } from '../config/settings';

/** The endpoint for one signal, as OpenTelemetry builds it from the base endpoint. */
export const signalUrl = (endpoint: string, signal: 'traces' | 'metrics') =>
  `${endpoint.replace(/\/+$/, '')}/v1/${signal}`;

export async function otlpExporters(
  observability: Pick<Settings['observability'], 'otlpHeaders' | 'otlpProtocol'>,
  endpoint: string,
): Promise<{ spans: SpanExporter; metrics: PushMetricExporter }> {
  const [traceModule, metricModule] = await Promise.all(
    observability.otlpProtocol === 'http/json'
      ? [
          import('@opentelemetry/exporter-trace-otlp-http'),
          import('@opentelemetry/exporter-metrics-otlp-http'),
        ]
      : [
          import('@opentelemetry/exporter-trace-otlp-proto'),
          import('@opentelemetry/exporter-metrics-otlp-proto'),
        ],
  );
  const common = {
    headers: { ...observability.otlpHeaders },
    compression: CompressionAlgorithm.GZIP,
    timeoutMillis: 10_000,
  };
  return {
    spans: new traceModule.OTLPTraceExporter({ ...common, url: signalUrl(endpoint, 'traces') }),
    metrics: new metricModule.OTLPMetricExporter({
      ...common,
      url: signalUrl(endpoint, 'metrics'),
      // Counts since the start: a lost export loses no observation, the next one carries it.
      temporalityPreference: AggregationTemporality.CUMULATIVE,
    }),
  };
}
