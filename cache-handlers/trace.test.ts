import { beforeEach, describe, expect, it } from 'vitest';
import { recordSpans } from '@/tests/support/in-memory-tracing';
// @ts-expect-error -- plain JavaScript for Node (next.config loads it), no type declarations
import { traceCacheRead } from './trace.mjs';

/** The cache handlers' reads appear in traces like the shared reads'. */
const tracing = recordSpans();
beforeEach(() => tracing.reset());

describe('cache handler spans', () => {
  it("a read of Next's own memory cache without a shared store: backend memory, miss then hit", async () => {
    // No REDIS_URL / KV_REST_API_*: the handler is Next's in-memory one.
    // @ts-expect-error -- plain JavaScript for Node (next.config loads it), no type declarations
    const { default: handler } = await import('./use-cache.mjs');
    expect(await handler.get('spans-test-key', [])).toBeUndefined();
    await handler.set(
      'spans-test-key',
      Promise.resolve({
        value: new ReadableStream({
          start(controller) {
            controller.enqueue(new Uint8Array([1, 2, 3]));
            controller.close();
          },
        }),
        tags: [],
        stale: 60,
        timestamp: Date.now(),
        expire: 3600,
        revalidate: 60,
      }),
    );
    expect(await handler.get('spans-test-key', [])).toBeDefined();
    expect(tracing.spans().map((span) => [span.name, span.attributes])).toEqual([
      [
        'kv.read',
        { 'cache.backend': 'memory', 'cache.key_kind': 'use-cache', 'cache.result': 'miss' },
      ],
      [
        'kv.read',
        { 'cache.backend': 'memory', 'cache.key_kind': 'use-cache', 'cache.result': 'hit' },
      ],
    ]);
  });

  it('a read that throws is an error result and a failed span', async () => {
    await expect(
      traceCacheRead('redis', 'page', async () => {
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
    const [span] = tracing.spans();
    expect(span?.attributes).toMatchObject({ 'cache.backend': 'redis', 'cache.result': 'error' });
    expect(span?.status.code).toBe(2);
  });
});
