import { type Product } from '@/lib/commerce/entities';
import { getPublicProduct } from '@/server/shop/products';

/**
 * Commerce blocks render the shop's own product components (components/product) for an anonymous
 * visitor: block output is shared, so nothing customer-specific appears in it.
 */
export const MISSING_PRODUCT_TEXT =
  'Warning! Selected Product does not exist or is deactivated in the commerce platform';

export async function loadProducts(slugs: readonly string[]): Promise<(Product | undefined)[]> {
  return Promise.all(slugs.map((slug) => getPublicProduct(slug)));
}

export function EditorWarning({ text, draft }: { text: string; draft: boolean }) {
  // Visitors never see editor hints; editors (draft mode) do.
  return draft ? (
    <p role="note" className="mx-auto my-4 max-w-3xl rounded bg-gold/20 p-4 text-center text-sm">
      {text}
    </p>
  ) : null;
}
