import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { productDocument as seedProduct } from '@/local-commerce/seed';
import { SEED_PRODUCTS } from '@/local-commerce/seed/catalog';
import { EntrySchema } from '@/server/content/schema';
import { entryDocument, productDocument, type SearchDocument } from './documents';
import { allowedTypos, editDistance, normalizeText, tokenize } from './text';
import { buildTextIndex, matchQuality } from './text-index';

// The seeded catalogue and the embedded content, as the site reads them.
const products = SEED_PRODUCTS.map((seed) => ({
  ...seedProduct(seed),
  collections: [...seed.collections],
}));
const entriesOf = (folder: string) =>
  readdirSync(path.join(process.cwd(), 'content', folder)).map((file) =>
    v.parse(
      EntrySchema,
      JSON.parse(readFileSync(path.join(process.cwd(), 'content', folder, file), 'utf8')),
    ),
  );
const documents: SearchDocument[] = [
  ...products.map(productDocument),
  ...[...entriesOf('page'), ...entriesOf('blog')].map((entry) => entryDocument(entry, 'page')),
  ...entriesOf('recipes').map((entry) => entryDocument(entry, 'recipe')),
].filter((document) => document !== undefined);
const index = buildTextIndex(documents);
const titlesFor = (query: string) => index.search(query).map((hit) => hit.document.title);

describe('text', () => {
  it.each([
    ['Rosé', 'rose'],
    ['CABERNET Franc', 'cabernet franc'],
    ['Crème brûlée', 'creme brulee'],
  ])('normalizes %s to %s', (text, expected) => expect(normalizeText(text)).toBe(expected));

  it('splits words on anything but letters and digits', () => {
    expect(tokenize("Summit Block — Cabernet, 2021 (750 ml) l'été")).toEqual([
      'summit',
      'block',
      'cabernet',
      '2021',
      '750',
      'ml',
      'l',
      'ete',
    ]);
  });

  it.each([
    ['isoseles', 'isosceles', 1],
    ['isoslcees', 'isosceles', 2],
    ['syrha', 'syrah', 1],
    ['merlot', 'merlot', 0],
    ['abc', 'xyzabc', 3],
  ])('the distance from %s to %s is %i (or past the limit)', (a, b, expected) =>
    expect(editDistance(a, b, 2)).toBe(expected),
  );

  it.each([
    ['red', 0],
    ['rose', 1],
    ['merlot', 1],
    ['isoseles', 2],
  ])('%s may carry %i typos', (word, typos) => expect(allowedTypos(word)).toBe(typos));

  it.each([
    ['isosceles', 'isosceles', true],
    ['isos', 'isosceles', true],
    ['isoseles', 'isosceles', true],
    ['isosel', 'isosceles', true],
    ['red', 'rod', false],
    ['2012', '2021', false],
    ['202', '2021', true],
  ])('%s answers %s: %s', (query, word, answers) =>
    expect(matchQuality(query, word) > 0).toBe(answers),
  );
});

describe('search over the seeded catalogue and content', () => {
  it('indexes every listed product and page', () => {
    expect(index.size).toBeGreaterThan(products.length);
  });

  it.each([
    ['isoseles', 'Isosceles 2021'],
    ['ISOSCELES', 'Isosceles 2021'],
    ['isosc', 'Isosceles 2021'],
    ['tangent rose', 'Tangent Rosé 2023'],
    ['Tangent Rosé', 'Tangent Rosé 2023'],
    ['summit cabernet', 'Summit Block Cabernet 2021'],
    ['harvest dinner', 'Harvest Table Dinner 2026'],
    ['chicory', 'Chicory Salad with Citrus'],
    ['short ribs', expect.stringMatching(/Short Rib/)],
    ['harvest report', 'Harvest Report 2024'],
  ])('"%s" finds %s first', (query, first) => {
    expect(titlesFor(query)[0]).toEqual(first);
  });

  it('matches varietal, region and vintage', () => {
    const grenache = titlesFor('grenache');
    expect(grenache).toContain('Cellar Hand Grenache 2022');
    const adelaida = index.search('adelaida').map((hit) => hit.document.kind);
    expect(adelaida[0]).toBe('product');
    const vintage = index.search('2021').filter((hit) => hit.document.kind === 'product');
    expect(vintage.length).toBeGreaterThan(1);
    for (const hit of vintage) expect(hit.document.fields.vintage).toBe('2021');
    expect(titlesFor('cabernet 2021')).toContain('Isosceles 2021');
    expect(titlesFor('paso robles').length).toBeGreaterThan(5);
  });

  it('needs every word of the query, and finds nothing for nonsense', () => {
    expect(titlesFor('isosceles chicory')).toEqual([]);
    expect(titlesFor('qwxzv')).toEqual([]);
    expect(titlesFor('   ')).toEqual([]);
  });

  it('marks member-only wines and keeps event tickets apart from wines', () => {
    const summit = documents.find((document) => document.slug === 'summit-block-cabernet-2021');
    expect(summit).toMatchObject({ kind: 'product', restricted: true });
    const isosceles = documents.find((document) => document.slug === 'isosceles-2021');
    expect(isosceles).toMatchObject({
      restricted: false,
      href: '/product/isosceles-2021',
      summary: expect.stringContaining('2021'),
    });
    const dinner = documents.find((document) => document.slug === 'harvest-table-dinner-2026');
    expect(dinner).toMatchObject({ kind: 'event', summary: expect.stringContaining('2026-10-10') });
  });
});
