import type { SeedProduct } from './product-builders';
import { GIFTS } from './gifts';
import { FORMATS, LIBRARY, REDS, WHITES } from './wines';

/** The seeded catalogue in shop order. */
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  ...REDS,
  ...WHITES,
  ...LIBRARY,
  ...FORMATS,
  ...GIFTS,
];

export const productImagePath = (slug: string) => `/images/products/${slug}.svg`;
