import { describe, expect, it } from 'vitest';
import { productDocument } from '.';
import { SEED_PRODUCTS } from './catalog';
import { catalogueOfSize } from './generated';

describe('catalogueOfSize (LOCAL_COMMERCE_SEED_SIZE)', () => {
  it.each([
    [undefined, SEED_PRODUCTS.length],
    [0, SEED_PRODUCTS.length],
    [5, SEED_PRODUCTS.length],
    [1000, 1000],
  ])('size %s gives %i products', (size, count) => {
    expect(catalogueOfSize(size)).toHaveLength(count);
  });

  const large = catalogueOfSize(1000);
  it('starts with the seed, then invented wines that pass the entity contract', () => {
    expect(large.slice(0, SEED_PRODUCTS.length)).toEqual(SEED_PRODUCTS);
    for (const seed of large) expect(() => productDocument(seed)).not.toThrow();
  });

  it('has unique slugs, skus and titles, and is the same every time', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(large.map((seed) => seed.fields.slug))).toBe(true);
    expect(unique(large.flatMap((seed) => seed.variants.map((variant) => variant.sku)))).toBe(true);
    expect(unique(large.map((seed) => seed.fields.title))).toBe(true);
    expect(catalogueOfSize(1000)).toEqual(large);
  });

  it('spreads prices, vintages and varietals for sorting and filtering', () => {
    const invented = large.slice(SEED_PRODUCTS.length);
    const prices = invented.map((seed) => seed.variants[0]!.price);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(1800);
    expect(Math.max(...prices)).toBeGreaterThan(10_000);
    expect(new Set(invented.map((seed) => seed.fields.wine?.vintage)).size).toBeGreaterThan(10);
    expect(new Set(invented.map((seed) => seed.fields.wine?.varietal)).size).toBeGreaterThan(10);
  });
});
