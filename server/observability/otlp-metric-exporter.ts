/**
 * Metrics over OTLP/HTTP as JSON, to `{OTEL_EXPORTER_OTLP_ENDPOINT}/v1/metrics`. @vercel/otel
 * exports traces itself but ships no metric exporter; OTLP's JSON encoding is small enough to
 * write here rather than add the exporter packages (and their protobuf runtime) for it. Every
 * collector that takes OTLP/HTTP takes JSON. Pure apart from `fetch`; unit-tested for the wire
 * shape in otlp-metric-exporter.test.ts.
 */
import type { Attributes, HrTime } from '@opentelemetry/api';
import {
  AggregationTemporality,
  DataPointType,
  type MetricData,
  type PushMetricExporter,
  type ResourceMetrics,
} from '@opentelemetry/sdk-metrics';

type ExportResult = Parameters<Parameters<PushMetricExporter['export']>[1]>[0];
const SUCCESS = 0 as ExportResult['code'];
const FAILED = 1 as ExportResult['code'];

interface OtlpValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string;
  doubleValue?: number;
}

function otlpValue(value: unknown): OtlpValue {
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { intValue: String(value) } : { doubleValue: value };
  return { stringValue: String(value) };
}

const otlpAttributes = (attributes: Attributes) =>
  Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({ key, value: otlpValue(value) }));

const nanos = ([seconds, nanoseconds]: HrTime) =>
  (BigInt(seconds) * 1_000_000_000n + BigInt(nanoseconds)).toString();

/** OTLP's enum: 1 delta, 2 cumulative (the SDK's counts from 0). */
const temporality = (value: AggregationTemporality) =>
  value === AggregationTemporality.DELTA ? 1 : 2;

function otlpMetric(metric: MetricData) {
  const head = {
    name: metric.descriptor.name,
    unit: metric.descriptor.unit,
    description: metric.descriptor.description,
  };
  const point = (dataPoint: { attributes: Attributes; startTime: HrTime; endTime: HrTime }) => ({
    attributes: otlpAttributes(dataPoint.attributes),
    startTimeUnixNano: nanos(dataPoint.startTime),
    timeUnixNano: nanos(dataPoint.endTime),
  });
  switch (metric.dataPointType) {
    case DataPointType.HISTOGRAM:
      return {
        ...head,
        histogram: {
          aggregationTemporality: temporality(metric.aggregationTemporality),
          dataPoints: metric.dataPoints.map((dataPoint) => ({
            ...point(dataPoint),
            count: String(dataPoint.value.count),
            sum: dataPoint.value.sum,
            min: dataPoint.value.min,
            max: dataPoint.value.max,
            bucketCounts: dataPoint.value.buckets.counts.map(String),
            explicitBounds: dataPoint.value.buckets.boundaries,
          })),
        },
      };
    case DataPointType.SUM:
      return {
        ...head,
        sum: {
          aggregationTemporality: temporality(metric.aggregationTemporality),
          isMonotonic: metric.isMonotonic,
          dataPoints: metric.dataPoints.map((dataPoint) => ({
            ...point(dataPoint),
            asDouble: dataPoint.value,
          })),
        },
      };
    case DataPointType.GAUGE:
      return {
        ...head,
        gauge: {
          dataPoints: metric.dataPoints.map((dataPoint) => ({
            ...point(dataPoint),
            asDouble: dataPoint.value,
          })),
        },
      };
    default:
      // Exponential histograms: the site defines none.
      return undefined;
  }
}

/** The OTLP/JSON request body for one collection. */
export function otlpMetricsBody(metrics: ResourceMetrics) {
  return {
    resourceMetrics: [
      {
        resource: { attributes: otlpAttributes(metrics.resource.attributes) },
        scopeMetrics: metrics.scopeMetrics.map((scope) => ({
          scope: { name: scope.scope.name, version: scope.scope.version },
          metrics: scope.metrics.map(otlpMetric).filter((metric) => metric !== undefined),
        })),
      },
    ],
  };
}

export class OtlpJsonMetricExporter implements PushMetricExporter {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly url: string,
    private readonly headers: Readonly<Record<string, string>> = {},
    private readonly send: typeof fetch = fetch,
  ) {}

  export(metrics: ResourceMetrics, resultCallback: (result: ExportResult) => void): void {
    const init: RequestInit & { opentelemetry?: { ignore: boolean } } = {
      method: 'POST',
      headers: { ...this.headers, 'content-type': 'application/json' },
      body: JSON.stringify(otlpMetricsBody(metrics)),
      signal: AbortSignal.timeout(10_000),
      // @vercel/otel's fetch instrumentation: the export is not work of the site to trace.
      opentelemetry: { ignore: true },
    };
    const sent = this.send(this.url, init)
      .then((reply) => resultCallback({ code: reply.ok ? SUCCESS : FAILED }))
      // A collector that is down costs a lost collection, never an error in a request.
      .catch((error: unknown) =>
        resultCallback({ code: FAILED, error: error instanceof Error ? error : undefined }),
      )
      .finally(() => this.pending.delete(sent));
    this.pending.add(sent);
  }

  async forceFlush(): Promise<void> {
    await Promise.all(this.pending);
  }

  async shutdown(): Promise<void> {
    await this.forceFlush();
  }

  selectAggregationTemporality(): AggregationTemporality {
    return AggregationTemporality.CUMULATIVE;
  }
}
