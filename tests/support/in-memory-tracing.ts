import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type Context,
  type ContextManager,
  ROOT_CONTEXT,
  context,
  trace,
} from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';

/**
 * Test support: every span the site starts lands in memory. The context manager (what makes a
 * span the parent of the ones started inside it) is the same AsyncLocalStorage idea the real
 * providers use, kept here in a few lines.
 */
class AsyncLocalContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();
  active(): Context {
    return this.storage.getStore() ?? ROOT_CONTEXT;
  }
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    activeContext: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    return this.storage.run(activeContext, () => fn.call(thisArg, ...args));
  }
  bind<T>(activeContext: Context, target: T): T {
    if (typeof target !== 'function') return target;
    const run = (thisArg: unknown, args: unknown[]) =>
      this.with(activeContext, () => (target as (...a: unknown[]) => unknown).apply(thisArg, args));
    return function (this: unknown, ...args: unknown[]) {
      return run(this, args);
    } as T;
  }
  enable(): this {
    return this;
  }
  disable(): this {
    this.storage.disable();
    return this;
  }
}

export function recordSpans(): { spans: () => ReadableSpan[]; reset: () => void } {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  context.setGlobalContextManager(new AsyncLocalContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  return { spans: () => exporter.getFinishedSpans(), reset: () => exporter.reset() };
}
