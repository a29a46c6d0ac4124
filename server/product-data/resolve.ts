import { isListable } from '@/lib/catalog/availability';
import type { Product } from '@/lib/commerce/entities';
import type { ProductDataSource } from './sources';
import { reportError } from '@/server/observability/report';

const keysOf = (product: Product) =>
  [product.id, product.slug, product.builderReferenceId].filter((key): key is string => !!key);

/**
 * Products for the given ids, in the order asked, from the first source that has each: a source
 * that fails or lacks some ids hands the rest to the next (the last is the commerce calls).
 * Retired and notFound products are dropped from the merged list.
 */
export async function resolveProducts(
  ids: readonly string[],
  sources: readonly ProductDataSource[],
  onError: (source: string, error: unknown) => void = (source, error) =>
    reportError(error, { section: 'product-data', extra: { source, outcome: 'falling back' } }),
): Promise<Product[]> {
  const found = new Map<string, Product>();
  let missing = [...new Set(ids)];
  for (const source of sources) {
    if (missing.length === 0) break;
    try {
      for (const product of await source.getProducts(missing)) {
        for (const key of keysOf(product)) if (!found.has(key)) found.set(key, product);
      }
    } catch (error) {
      onError(source.name, error);
    }
    missing = missing.filter((id) => !found.has(id));
  }
  const seen = new Set<string>();
  const products: Product[] = [];
  for (const id of ids) {
    const product = found.get(id);
    if (!product || seen.has(product.id) || !isListable(product)) continue;
    seen.add(product.id);
    products.push(product);
  }
  return products;
}
