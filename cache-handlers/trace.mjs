/**
 * Spans of the cache handlers' reads, named and shaped like the shared reads' (server/cache/
 * shared-read.ts): `kv.read` with the backend and the result (hit, miss, stale, error). Plain
 * JavaScript for the same reason as the handlers; without a registered tracer the spans are no-ops.
 */
import { SpanStatusCode, trace } from '@opentelemetry/api';

const TRACER_NAME = 'winery-storefront';

/**
 * Runs `read` in a `kv.read` span. `read` answers `{ value, result }`; only `value` is returned.
 * `keyKind` says which cache it is (`use-cache`, `page`), never the key itself (it holds URLs).
 */
export function traceCacheRead(backend, keyKind, read) {
  return trace
    .getTracer(TRACER_NAME)
    .startActiveSpan(
      'kv.read',
      { attributes: { 'cache.backend': backend, 'cache.key_kind': keyKind } },
      async (span) => {
        try {
          const { value, result } = await read();
          span.setAttribute('cache.result', result);
          return value;
        } catch (error) {
          span.setAttribute('cache.result', 'error');
          span.setAttribute('error.type', error instanceof Error ? error.name : typeof error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    );
}
