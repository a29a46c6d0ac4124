import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedKvStore } from '@/server/config/shared-kv-store';

/**
 * A stock refusal expires the wine's shared copies: Next's entry at once, the collections stale,
 * and the shared store's copy too (left fresh there, it would fill Next's entry again with the
 * stock the cart just refused). Once per wine in a short window, whatever the rush.
 */
const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({
  cacheLife: () => {},
  cacheTag: () => {},
  revalidateTag: (...args: unknown[]) => revalidateTag(...args),
}));
const WINE = { slug: 'baseline-chardonnay-2016', variants: [{ sku: 'BAS-2016-750' }] };
vi.mock('@/server/commerce', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/commerce')>()),
  getCommerce: () => ({ listAllProducts: async () => [{ ...WINE, webStatus: 'Available' }] }),
}));

const { markStockRefusal } = await import('./products');

describe('markStockRefusal', () => {
  beforeEach(async () => {
    revalidateTag.mockClear();
    // A decrement past zero deletes the counter: each case starts a new window.
    await sharedKvStore().increment('stock-refusal:BAS-2016-750', -1_000, { ttlSeconds: 10 });
  });

  it.each([
    ['the wine is gone', 'Sorry, this item is no longer available', 'BAS-2016-750', true],
    ['fewer left than asked', 'Sorry, only 2 of this item are available', 'BAS-2016-750', true],
    ['a refusal about something else', 'Quantity must be at least 1', 'BAS-2016-750', false],
    ['a SKU no listed wine has', 'Sorry, this item is no longer available', 'NOPE-750', false],
  ])('%s: expired %s', async (_case, refusal, sku, expires) => {
    await markStockRefusal(sku, refusal);
    expect(revalidateTag.mock.calls).toEqual(
      expires
        ? [
            [`product:${WINE.slug}`, { expire: 0 }],
            ['products', 'max'],
          ]
        : [],
    );
  });

  it("marks the shared store's copy stale, so the next read asks commerce", async () => {
    const store = sharedKvStore();
    await store.set(`product:${WINE.slug}`, WINE, {
      ttlSeconds: 60,
      tags: ['products', `product:${WINE.slug}`],
    });
    expect((await store.getEntry(`product:${WINE.slug}`))?.fresh).toBe(true);
    await markStockRefusal('BAS-2016-750', 'Sorry, this item is no longer available');
    expect((await store.getEntry(`product:${WINE.slug}`))?.fresh).toBe(false);
  });

  it('a rush of refusals expires the wine once', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        markStockRefusal('BAS-2016-750', 'Sorry, this item is no longer available'),
      ),
    );
    expect(revalidateTag).toHaveBeenCalledTimes(2);
  });
});
