import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { availableAt } from '@/lib/catalog/sellable';
import type { Product } from '@/lib/commerce/entities';
import { isCallsPaused } from '@/server/commerce/errors';
import { getProductBySlug, listAllProducts } from '@/server/commerce/products';
import { reportError } from '@/server/observability/report';
import { visitorCommerce } from '@/server/commerce/session';
import { personalView } from './personal-cache';
import type { Viewer } from './visitor';

/** Above this many products one listing call is cheaper than a call per product. */
const PER_PRODUCT_CALLS_MAX = 6;

const productKey = (slug: string) => `product:${slug}`;

/**
 * The viewer's own version of products already shown to anonymous visitors: same list, same
 * order, each as the commerce service answers for this customer (member access, isValidUser,
 * addToCartPrice). Read with the customer's token through the personal cache (personal-cache.ts: kept
 * 30 s for this visitor, forgotten on their writes), so a member browsing asks commerce once
 * per product, not on every page. A listing call keeps every product it answered, not only
 * those asked for: the product pages a member opens from a collection ask commerce nothing. An
 * anonymous viewer gets the list unchanged; a product the service cannot answer for keeps its
 * anonymous version (reported, not kept), so one failed call never empties a page.
 */
export async function productsForViewer(products: Product[], viewer: Viewer): Promise<Product[]> {
  const customerId = viewer.customer?.id;
  if (!customerId || products.length === 0) return products;
  const view = await personalView();
  const kept = new Map<string, Product>();
  for (const { slug } of products) {
    const product = view?.get<Product>(productKey(slug));
    if (product) kept.set(slug, product);
  }
  const missing = products.filter(({ slug }) => !kept.has(slug));
  if (missing.length > 0) {
    // Renders of the same products at once (a page and its prefetches, or again as entries
    // expire) share one answer.
    const asked = () => answeredFor(missing, customerId);
    const answers = view
      ? await view.joinLoad(`products:${missing.map(({ slug }) => slug).join(' ')}`, asked)
      : await asked();
    for (const [slug, product] of answers) {
      kept.set(slug, product);
      view?.put(productKey(slug), product);
    }
  }
  return products.map((product) => {
    const own = kept.get(product.slug);
    return own ? withSharedStock(own, product) : product;
  });
}

/**
 * The viewer's answer, with the stock of the shared product where that is lower. A sale or a
 * refused add expires the shared product, so every visitor sees it sold out at once; a member's
 * kept answer alone would offer the wine until it aged out.
 */
function withSharedStock(own: Product, shared: Product): Product {
  let lowered = false;
  const variants = own.variants.map((variant) => {
    const sharedVariant = shared.variants.find(({ sku }) => sku === variant.sku);
    if (!sharedVariant) return variant;
    const inventory = variant.inventory.map((row) => {
      const count = availableAt(sharedVariant, row.inventoryLocationId);
      if (count === null || count >= row.availableForSaleCount) return row;
      lowered = true;
      return { ...row, availableForSaleCount: count };
    });
    return { ...variant, inventory };
  });
  const soldOut = Boolean(own.soldOut || shared.soldOut);
  return lowered || soldOut !== Boolean(own.soldOut) ? { ...own, variants, soldOut } : own;
}

/**
 * The service's answers for the customer, by slug: those asked for that it answered, and with a
 * listing call every other product it listed too.
 */
async function answeredFor(products: Product[], customerId: string): Promise<Map<string, Product>> {
  // Rendered per request for the viewer's page only: the page's deadline.
  const commerce = visitorCommerce('render');
  try {
    if (products.length > PER_PRODUCT_CALLS_MAX) {
      const listed = await listAllProducts(commerce, { customerId });
      return new Map(listed.map((product) => [product.slug, product]));
    }
    const answers = await Promise.all(
      products.map((product) =>
        getProductBySlug(commerce, product.slug, { customerId }).catch((error: unknown) => {
          unstable_rethrow(error);
          if (!isCallsPaused(error))
            reportError(error, { section: 'viewer-products', extra: { slug: product.slug } });
          return undefined;
        }),
      ),
    );
    return new Map(
      products.flatMap(({ slug }, index) => {
        const answer = answers[index];
        return answer ? [[slug, answer] as const] : [];
      }),
    );
  } catch (error) {
    unstable_rethrow(error);
    if (!isCallsPaused(error)) reportError(error, { section: 'viewer-products' });
    return new Map();
  }
}
