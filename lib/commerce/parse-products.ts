/**
 * One bad product never fails a list: each entry of a listing is parsed on its own, and the ones
 * that are not products (even for the tolerant reader) are left out and named, so the caller can
 * report them. Server code only (valibot).
 */
import * as v from 'valibot';

import { type Product, ProductSchema } from './entities';

export interface LeftOutProduct {
  /** The product's slug when it has one (public, in its URL), else its place in the list. */
  label: string;
  /** What did not parse, e.g. 'variants.0.price: Invalid type: Expected number but received null'. */
  problem: string;
}

export function parseProducts(items: readonly unknown[]): {
  products: Product[];
  leftOut: LeftOutProduct[];
} {
  const products: Product[] = [];
  const leftOut: LeftOutProduct[] = [];
  items.forEach((item, index) => {
    const parsed = v.safeParse(ProductSchema, item);
    if (parsed.success) {
      products.push(parsed.output);
      return;
    }
    const [issue] = parsed.issues;
    const path = v.getDotPath(issue);
    leftOut.push({
      label: slugOf(item) ?? `#${index}`,
      problem: path ? `${path}: ${issue.message}` : issue.message,
    });
  });
  return { products, leftOut };
}

function slugOf(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null || !('slug' in item)) return undefined;
  return typeof item.slug === 'string' && item.slug !== '' ? item.slug : undefined;
}
