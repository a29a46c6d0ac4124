import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../lib/commerce/entities';
import { SHIPPING_LOCATION_ID } from '../config';
import { productDocument } from '.';
import { SEED_PRODUCTS, catalogueOfSize } from './catalog';
import { SEED_CLUBS } from './clubs';
import { SEED_COLLECTIONS } from './collections';
import { imageFiles } from './make-images';

// The stored document leaves collections to a join table; put them back for the checks.
const documents = SEED_PRODUCTS.map((seed) => ({
  seed,
  doc: { ...productDocument(seed), collections: seed.collections },
}));
const stockAtShipping = (sku: string) =>
  SEED_PRODUCTS.flatMap((seed) => seed.variants).find((variant) => variant.sku === sku)?.stock[
    SHIPPING_LOCATION_ID
  ];

describe('seed catalogue', () => {
  it('has at least 36 products with unique kebab-case slugs and unique skus', () => {
    expect(documents.length).toBeGreaterThanOrEqual(36);
    const slugs = documents.map(({ doc }) => doc.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const skus = documents.flatMap(({ doc }) => doc.variants.map((variant) => variant.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });

  // Every rule the shop has to show must be exercised by at least one seeded product.
  const rules: [string, (product: Product) => boolean][] = [
    ['red wine', (p) => p.type === 'Wine' && p.collections.includes('red-wines')],
    ['white wine', (p) => p.type === 'Wine' && p.collections.includes('white-wines')],
    ['library wine', (p) => p.wine?.tag === 'Library Wine'],
    ['1.5 L magnum', (p) => p.wine?.bottleSizeMl === 1500],
    ['3 L', (p) => p.wine?.bottleSizeMl === 3000],
    ['375 ml', (p) => p.wine?.bottleSizeMl === 375],
    ['general merchandise', (p) => p.type === 'General Merchandise'],
    [
      'virtual gift card $50/$100/$250',
      (p) =>
        p.giftCard?.type === 'Virtual' &&
        p.variants.map((v) => v.price).join() === '5000,10000,25000',
    ],
    ['Allocation', (p) => p.security.availableTo === 'Allocation'],
    ['Club', (p) => p.security.availableTo === 'Club'],
    ['Tag Trade', (p) => p.security.availableTo === 'Tag' && p.security.tagTitle === 'Trade'],
    [
      'sold out, Dont Sell',
      (p) =>
        p.variants.some((v) => v.inventoryPolicy === 'Dont Sell' && stockAtShipping(v.sku) === 0) &&
        p.webStatus === 'Available',
    ],
    [
      'back order at 0',
      (p) =>
        p.variants.some((v) => v.inventoryPolicy === 'Back Order' && stockAtShipping(v.sku) === 0),
    ],
    ['soldOut flag', (p) => p.soldOut === true],
    ['Not Available', (p) => p.webStatus === 'Not Available'],
    ['Retired', (p) => p.webStatus === 'Retired'],
    ['Hidden', (p) => p.adminStatus === 'Hidden'],
    [
      'promotion with message',
      (p) =>
        p.variants.some(
          (v) => (v.addToCartPrice ?? Infinity) < v.price && v.actionMessage === 'Holiday Sale',
        ),
    ],
    [
      'promotion without message',
      (p) => p.variants.some((v) => (v.addToCartPrice ?? Infinity) < v.price && !v.actionMessage),
    ],
    ['maxQuantityPerCart 6', (p) => p.variants.some((v) => v.maxQuantityPerCart === 6)],
    [
      'case variant',
      (p) => p.variants.some((v) => v.bottlesInCase === 6 || v.bottlesInCase === 12),
    ],
    [
      '94 points with a source',
      (p) =>
        p.accolades?.accoladesType === 'Points' &&
        p.accolades.reviewPoints === 94 &&
        !!p.accolades.reviewSource,
    ],
    [
      'Gold medal',
      (p) => p.accolades?.accoladesType === 'Medal' && p.accolades.medalType === 'Gold',
    ],
    [
      'Double Gold medal',
      (p) => p.accolades?.accoladesType === 'Medal' && p.accolades.medalType === 'Double Gold',
    ],
    ['Event Ticket', (p) => p.type === 'Event Ticket'],
    ['hideClubPrice', (p) => p.hideClubPrice === true],
  ];
  it.each(rules)('exercises: %s', (_name, matches) => {
    expect(documents.filter(({ doc }) => matches(doc)).map(({ doc }) => doc.slug)).not.toEqual([]);
  });

  // A product without one would show the shop's placeholder bottle.
  it('gives every product its picture, at /images/products/{slug}.svg', () => {
    for (const { doc } of documents) {
      expect(doc.image).toBe(`/images/products/${doc.slug}.svg`);
      expect(doc.images[0]?.src).toBe(doc.image);
    }
  });

  it('fills every collection', () => {
    for (const collection of SEED_COLLECTIONS) {
      expect(
        SEED_PRODUCTS.filter((seed) => seed.collections.includes(collection.slug)).length,
      ).toBeGreaterThan(0);
    }
  });

  it('seeds 9 clubs and 27 subscriptions with unique slugs', () => {
    expect(SEED_CLUBS.filter((club) => club.kind === 'club')).toHaveLength(9);
    expect(SEED_CLUBS.filter((club) => club.kind === 'subscription')).toHaveLength(27);
    expect(new Set(SEED_CLUBS.map((club) => club.slug)).size).toBe(36);
  });
});

describe('committed pictures', () => {
  const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

  it('match what make-images.ts draws, each under 3 KB (run it after changing the art)', async () => {
    for (const [path, content] of imageFiles()) {
      const committed = await readFile(`${publicDir}${path}`, 'utf8');
      expect(committed, path).toBe(content);
      expect(Buffer.byteLength(committed), path).toBeLessThan(3 * 1024);
    }
    const onDisk = (await readdir(`${publicDir}/images/products`)).map(
      (name) => `/images/products/${name}`,
    );
    expect(onDisk.sort()).toEqual(
      [...imageFiles().keys()].filter((path) => path.startsWith('/images/products/')).sort(),
    );
  });
});

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
