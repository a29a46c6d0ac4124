/**
 * The seeded catalogue: the Isosceles Ridge wines, a fictional estate in the limestone hills west
 * of Paso Robles, and its gifts. Every name, note and story in the seed is invented for this shop.
 * The wines are grouped by what the shop does with them (wines/*.ts).
 */
import type { SeedProduct } from './product-builders';
import { EVENTS } from './events';
import { GIFTS } from './gifts';
import { FORMATS } from './wines/formats';
import { LIBRARY } from './wines/library';
import { REDS } from './wines/reds';
import { RESTRICTED_REDS } from './wines/restricted-reds';
import { UNAVAILABLE_REDS } from './wines/unavailable-reds';
import { WHITES } from './wines/whites';

/** The seeded catalogue in shop order. */
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  ...REDS,
  ...RESTRICTED_REDS,
  ...UNAVAILABLE_REDS,
  ...WHITES,
  ...LIBRARY,
  ...FORMATS,
  ...GIFTS,
  ...EVENTS,
];

export const productImagePath = (slug: string) => `/images/products/${slug}.svg`;
