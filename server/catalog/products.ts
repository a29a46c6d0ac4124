import 'server-only';
import { cache } from 'react';
import { isListable } from '@/lib/catalog/availability';
import type { Club, Product } from '@/lib/commerce/entities';
import { isPossibleSlug } from '@/lib/commerce/path-template';
import {
  sharedRead,
  sharedValue,
  CLUBS_TAG,
  PRODUCTS_TAG,
  productTag,
} from '@/server/cache/shared-read';
import { getCommerce } from '@/server/commerce';
import { sharedKvStore } from '@/server/config/shared-kv-store';
import { EXPIRE_NOW, MARK_STALE, expireTags } from '@/server/revalidation/messages';
import { MESSAGES } from '@/lib/catalog/sellable';

/** How the service's refusal of a quantity over the stock begins ('Sorry, only 2 of this item'). */
const FEWER_LEFT = 'Sorry, only ';

/**
 * The product as an anonymous visitor sees it, shared by every visitor (sharedRead: Next's cache
 * in this instance, the KV store between instances). Nothing customer-specific. A slug that cannot
 * exist is answered at once, before any cache; an unknown one is kept seconds (sharedRead). Once per
 * request (React cache): a page rendered per request (a member's) decodes the cached entry once,
 * not again for its metadata and each block.
 */
export const getPublicProduct = cache(async (slug: string): Promise<Product | undefined> =>
  isPossibleSlug(slug) ? sharedValue(await readPublicProduct(slug)) : undefined,
);

async function readPublicProduct(slug: string) {
  'use cache';
  return sharedRead(
    { key: `product:${slug}`, tags: [PRODUCTS_TAG, productTag(slug)], life: 'catalog' },
    () => getCommerce({ anonymous: true }).getProductBySlug(slug),
  );
}

/**
 * Every listable product (Retired and notFound dropped), for static params and collections; once
 * per request (React cache). The array is shared: callers copy before they sort.
 */
export const getPublicCatalog = cache(async (): Promise<Product[]> =>
  sharedValue(await readPublicCatalog()).filter(isListable),
);

async function readPublicCatalog() {
  'use cache';
  return sharedRead({ key: 'catalog:all', tags: [PRODUCTS_TAG], life: 'catalog' }, () =>
    getCommerce({ anonymous: true }).listAllProducts(),
  );
}

/**
 * The clubs on offer, with their plans and prices: the same for everyone, so shared like the
 * catalogue (a member's own memberships are read apart, with their token).
 */
export const getPublicClubs = cache(async (): Promise<Club[]> =>
  sharedValue(await readPublicClubs()),
);

async function readPublicClubs() {
  'use cache';
  return sharedRead({ key: 'clubs:all', tags: [CLUBS_TAG], life: 'catalog' }, () =>
    getCommerce({ anonymous: true }).listClubs(),
  );
}

/** A wine refused for stock is expired at most this often, however many refusals come at once. */
const STOCK_REFUSAL_WINDOW_SECONDS = 10;

/**
 * The cart refused a wine for its stock (`refusal`: the service's words) while the shared copy may
 * still offer it: its product's entry expires for everyone at once, so no other visitor is offered
 * what the cart refuses until the catalogue's next refresh (Next's entry and the shared store's
 * copy both, or the one would fill the other again); the collections turn stale and refresh
 * behind. Once per wine in a short window across instances (the shared store's atomic count), so a
 * rush of refusals renders the page again once, not once each.
 */
export async function markStockRefusal(sku: string, refusal: string): Promise<void> {
  if (refusal !== MESSAGES.noLongerAvailable && !refusal.startsWith(FEWER_LEFT)) return;
  const product = (await getPublicCatalog()).find((entry) =>
    entry.variants.some((variant) => variant.sku === sku),
  );
  if (!product) return;
  const window = { ttlSeconds: STOCK_REFUSAL_WINDOW_SECONDS };
  if ((await sharedKvStore().increment(`stock-refusal:${sku}`, 1, window)) !== 1) return;
  await expireTags([productTag(product.slug)], EXPIRE_NOW);
  await expireTags([PRODUCTS_TAG], MARK_STALE);
}
