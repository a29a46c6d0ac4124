import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';

/**
 * Test support: every span the site starts lands in memory, with the context manager the server
 * registers (server/observability/setup.ts), so a span is the parent of those started inside it.
 */
export function recordSpans(): { spans: () => ReadableSpan[]; reset: () => void } {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  return { spans: () => exporter.getFinishedSpans(), reset: () => exporter.reset() };
}
