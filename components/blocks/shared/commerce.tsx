import { type Product } from '@/lib/commerce/entities';
import { getPublicProduct } from '@/server/catalog/products';
import { productsForViewer } from '@/server/visitor/viewer-products';
import type { BlockContext } from '../types';

/**
 * Commerce blocks render the shop's own product components (components/product). In shared
 * renders for an anonymous visitor; on the per-customer routes (context.viewer) with the
 * customer's own product data, prices and access, never cached.
 */
export const MISSING_PRODUCT_TEXT =
  'Warning! Selected Product does not exist or is deactivated in the commerce platform';

export async function loadProducts(
  slugs: readonly string[],
  context: Pick<BlockContext, 'viewer'>,
): Promise<(Product | undefined)[]> {
  const shared = await Promise.all(slugs.map((slug) => getPublicProduct(slug)));
  if (!context.viewer?.isLoggedIn) return shared;
  const found = shared.filter((product): product is Product => product !== undefined);
  const mine = new Map(
    (await productsForViewer(found, context.viewer)).map((product) => [product.slug, product]),
  );
  return shared.map((product) => (product ? (mine.get(product.slug) ?? product) : undefined));
}

/**
 * The products of a block's references that exist, in order, and whether any did not (an editor
 * note in draft mode; the page leaves them out).
 */
export async function loadReferencedProducts(
  slugs: readonly string[],
  context: Pick<BlockContext, 'viewer'>,
): Promise<{ found: Product[]; missing: boolean }> {
  const products = await loadProducts(slugs, context);
  const found = products.filter((product): product is Product => product !== undefined);
  return { found, missing: found.length < products.length };
}

export function EditorWarning({ text, draft }: { text: string; draft: boolean }) {
  // Visitors never see editor hints; editors (draft mode) do.
  return draft ? (
    <p role="note" className="mx-auto my-4 max-w-3xl rounded bg-gold/20 p-4 text-center text-sm">
      {text}
    </p>
  ) : null;
}

/**
 * The options a block hands to its shop component, named once. Never the whole options object:
 * a loose schema keeps keys the editor did not define, and those must not reach the component.
 */
export function pickOptions<T extends object, K extends keyof T>(
  options: T,
  keys: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, options[key]])) as Pick<T, K>;
}
