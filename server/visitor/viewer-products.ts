import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { Product } from '@/lib/commerce/entities';
import { isCallsPaused } from '@/server/commerce';
import { reportError } from '@/server/observability/report';
import { visitorCommerce } from './commerce-budget';
import type { Viewer } from './viewer';

/** Above this many products one listing call is cheaper than a call per product. */
const PER_PRODUCT_CALLS_MAX = 6;

/**
 * The viewer's own version of products already shown to anonymous visitors: same list, same
 * order, each as the commerce service answers for this customer (member access, isValidUser).
 * Read with the customer's token, never cached. An anonymous viewer gets the list unchanged; a
 * product the service cannot answer for keeps its anonymous version (reported), so one failed
 * call never empties a page.
 */
export async function productsForViewer(products: Product[], viewer: Viewer): Promise<Product[]> {
  const customerId = viewer.customer?.id;
  if (!customerId || products.length === 0) return products;
  // Rendered per request for the viewer's page only: the page's deadline.
  const commerce = visitorCommerce('render');
  try {
    if (products.length > PER_PRODUCT_CALLS_MAX) {
      const mine = new Map(
        (await commerce.listAllProducts({ customerId })).map((product) => [product.slug, product]),
      );
      return products.map((product) => mine.get(product.slug) ?? product);
    }
    return await Promise.all(
      products.map(async (product) => {
        const mine = await commerce
          .getProductBySlug(product.slug, { customerId })
          .catch((error: unknown) => {
            unstable_rethrow(error);
            if (!isCallsPaused(error))
              reportError(error, { section: 'viewer-products', extra: { slug: product.slug } });
            return undefined;
          });
        return mine ?? product;
      }),
    );
  } catch (error) {
    unstable_rethrow(error);
    if (!isCallsPaused(error)) reportError(error, { section: 'viewer-products' });
    return products;
  }
}
