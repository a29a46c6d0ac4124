import { beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidate } from '@/edge-cache';
import { sharedKvStore } from '@/server/config/shared-kv-store';

/**
 * A shared read never throws inside its `'use cache'` function (Next answers a page 500 when one
 * does while it prerenders, even if the block around it catches): its failure comes back as a
 * value, is kept seconds, and `sharedValue` throws it outside. After a webhook marked the KV copy
 * stale, a failing source is answered with that copy, also kept seconds only.
 */
const cacheLife = vi.fn();
vi.mock('next/cache', () => ({
  cacheLife: (profile: unknown) => cacheLife(profile),
  cacheTag: () => {},
}));

const { SharedReadError, settle, sharedRead, sharedValue } = await import('./shared-read');

let counter = 0;
const read = (loader: () => Promise<string | undefined>, key = `test:${++counter}`) =>
  sharedRead({ key, tags: [`tag:${key}`], life: 'catalog' }, loader);

describe('sharedRead', () => {
  beforeEach(() => cacheLife.mockClear());

  it.each([
    {
      name: 'a value keeps the catalog life',
      loader: async () => 'wine list',
      result: { ok: true, value: 'wine list' },
      lives: ['catalog'],
    },
    {
      name: 'an absence is kept seconds',
      loader: async () => undefined,
      result: { ok: true, value: undefined },
      lives: ['catalog', 'absent'],
    },
    {
      name: 'a failure with no copy is returned, not thrown, and kept seconds',
      loader: async () => {
        throw new Error('commerce down');
      },
      result: { ok: false, message: 'commerce down' },
      lives: ['catalog', 'absent'],
    },
  ])('$name', async ({ loader, result, lives }) => {
    expect(await read(loader)).toEqual(result);
    expect(cacheLife.mock.calls.map(([profile]) => profile)).toEqual(lives);
  });

  it('after an invalidation, a failing source is answered with the stale copy, kept seconds', async () => {
    const key = 'test:invalidated';
    expect(await read(async () => 'before the webhook', key)).toEqual({
      ok: true,
      value: 'before the webhook',
    });
    await invalidate({ tags: [`tag:${key}`], store: sharedKvStore() });
    cacheLife.mockClear();

    const failing = vi.fn(async (): Promise<string> => {
      throw new Error('commerce down');
    });
    expect(await read(failing, key)).toEqual({ ok: true, value: 'before the webhook' });
    expect(failing).toHaveBeenCalledTimes(1);
    expect(cacheLife.mock.calls.map(([profile]) => profile)).toEqual(['catalog', 'absent']);

    cacheLife.mockClear();
    expect(await read(async () => 'after the webhook', key)).toEqual({
      ok: true,
      value: 'after the webhook',
    });
    expect(cacheLife.mock.calls.map(([profile]) => profile)).toEqual(['catalog']);
  });
});

describe('sharedValue', () => {
  it('returns the value, and throws a failure as a plain error outside the cached function', async () => {
    expect(sharedValue({ ok: true, value: 3 })).toBe(3);
    expect(() => sharedValue({ ok: false, message: 'commerce down' })).toThrow(
      new SharedReadError('commerce down'),
    );
  });

  it("lets Next's own control-flow signals through settle", async () => {
    const notFound = Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), {
      digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
    });
    await expect(
      settle(async () => {
        throw notFound;
      }),
    ).rejects.toBe(notFound);
  });
});
