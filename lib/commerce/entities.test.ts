import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { isVariantAvailable, defaultVariantOf } from '../catalog/availability';
import {
  ClubMembershipSchema,
  CommerceErrorBodySchema,
  CustomerSchema,
  ProductSchema,
} from './entities';
import {
  REAL_SHAPED_GIFT_CARD,
  REAL_SHAPED_LIBRARY_LISTING,
  REAL_SHAPED_SALE_WINE,
  REAL_SHAPED_WINE,
} from '@/tests/fixtures/real-shaped-commerce';

/** Replies shaped like Commerce7's public listing (they once failed the product schema). */
describe('ProductSchema reads real-shaped Commerce7 products', () => {
  const parse = (input: unknown) => v.parse(ProductSchema, input);

  it.each([
    {
      row: 'a virtual gift card with inventory: null is a sellable gift card with no stock data',
      input: REAL_SHAPED_GIFT_CARD,
      check: (product: ReturnType<typeof parse>) => {
        expect(product.giftCard).toEqual({ type: 'Virtual' });
        expect(product.variants[0]?.inventory).toEqual([]);
        expect(product.subTitle).toBeNull();
        expect(product.teaser).toBeNull();
        expect(product.content).toBeNull();
        expect(product.variants[0]?.comparePrice).toBeNull();
        expect(product.variants[0]?.maxQuantityPerCart).toBeNull();
        expect(product.variants[0]?.volumeInML).toBeNull();
        const variant = product.variants[0];
        expect(variant && isVariantAvailable(product, variant, 'loc-b')).toBe(true);
      },
    },
    {
      row: 'a library listing with variants: [] and image: null parses and has nothing to sell',
      input: REAL_SHAPED_LIBRARY_LISTING,
      check: (product: ReturnType<typeof parse>) => {
        expect(product.variants).toEqual([]);
        expect(product.image).toBeNull();
        expect(defaultVariantOf(product)).toBeUndefined();
        expect(product.wine?.vintage).toBe(2004);
      },
    },
    {
      row: 'a wine with comparePrice 0, extra keys and per-location stock keeps what the shop reads',
      input: REAL_SHAPED_WINE,
      check: (product: ReturnType<typeof parse>) => {
        expect(product.variants[0]).toMatchObject({
          sku: '19CBB-375',
          price: 4200,
          comparePrice: 0,
          volumeInML: 375,
          inventoryPolicy: 'Dont Sell',
        });
        expect(product.variants[0]?.inventory).toEqual([
          { inventoryLocationId: 'loc-a', availableForSaleCount: 0 },
          { inventoryLocationId: 'loc-b', availableForSaleCount: 140 },
        ]);
        // Absent security in a public listing: Public.
        expect(product.security).toEqual({ availableTo: 'Public' });
        expect(product.images).toEqual([]);
        expect(product).not.toHaveProperty('departmentId');
      },
    },
    {
      row: 'a wine on sale keeps its compare price and cart limit',
      input: REAL_SHAPED_SALE_WINE,
      check: (product: ReturnType<typeof parse>) => {
        expect(product.variants[0]).toMatchObject({ comparePrice: 4400, maxQuantityPerCart: 12 });
      },
    },
  ])('$row', ({ input, check }) => {
    check(parse(input));
  });

  it.each([
    ['an unknown product type', { type: 'Membership Fee' }, { type: 'General Merchandise' }],
    ['an unknown web status', { webStatus: 'Coming Soon' }, { webStatus: 'Not Available' }],
    ['an unknown admin status', { adminStatus: 'Archived' }, { adminStatus: 'Not Available' }],
    ['a null admin status', { adminStatus: null }, { adminStatus: 'Available' }],
    [
      'an unknown security level',
      { security: { availableTo: 'Staff' } },
      { security: { availableTo: 'Allocation' } },
    ],
    ['a null security', { security: null }, { security: { availableTo: 'Public' } }],
    [
      'an unknown accolade type',
      { accolades: { accoladesType: 'Stars', reviewPoints: 4 } },
      { accolades: { accoladesType: 'None', reviewPoints: 4 } },
    ],
    ['an unknown wine tag', { wine: { tag: 'Cellar Pick' } }, { wine: { tag: 'None' } }],
    ['a gift card of another kind', { giftCard: { type: 'Physical' } }, { giftCard: null }],
    ['null images', { images: null }, { images: [] }],
    ['null variants', { variants: null }, { variants: [] }],
    [
      'collections as Commerce7 objects',
      { collections: [{ id: 'c1', title: 'Red Wines', slug: 'red-wines' }, 'white-wines'] },
      { collections: ['red-wines', 'white-wines'] },
    ],
  ])('%s degrades to a safe reading instead of failing', (_row, patch, expected) => {
    expect(parse({ ...REAL_SHAPED_WINE, ...patch })).toMatchObject(expected);
  });

  it.each([
    ['an unknown inventory policy', 'Pre Order', 'Dont Sell'],
    ['a null inventory policy', null, null],
  ])('%s reads as %s', (_row, inventoryPolicy, expected) => {
    const [variant] = REAL_SHAPED_WINE.variants;
    const product = parse({ ...REAL_SHAPED_WINE, variants: [{ ...variant, inventoryPolicy }] });
    expect(product.variants[0]?.inventoryPolicy).toBe(expected);
  });

  it.each([
    ['no slug', { slug: undefined }],
    ['a numeric id', { id: 7 }],
    ['a variant without a price', { variants: [{ id: 'v', sku: 'S', title: 'T' }] }],
  ])('a product with %s still fails (the list leaves it out)', (_row, patch) => {
    expect(v.safeParse(ProductSchema, { ...REAL_SHAPED_WINE, ...patch }).success).toBe(false);
  });
});

describe('ClubMembershipSchema', () => {
  const base = {
    id: 'm1',
    customerId: 'cust-1',
    signupDate: '2025-01-01T00:00:00.000Z',
    cancelDate: null,
  };

  it.each([
    [
      'flat club fields (local service)',
      { ...base, clubId: 'club-1', clubTitle: 'Red Club', clubSlug: 'red-club', status: 'Active' },
      { clubId: 'club-1', clubTitle: 'Red Club', clubSlug: 'red-club', status: 'Active' },
    ],
    [
      'the club nested under `club`, as Commerce7 sends it, On Hold',
      {
        ...base,
        clubId: 'club-2',
        status: 'On Hold',
        club: { id: 'club-2', title: 'Cellar Club', slug: 'cellar-club', seo: { title: 'x' } },
        onHolds: [],
      },
      { clubId: 'club-2', clubTitle: 'Cellar Club', clubSlug: 'cellar-club', status: 'On Hold' },
    ],
    [
      'a status we do not know reads as On Hold',
      { ...base, club: { id: 'club-3', title: 'Club', slug: 'club' }, status: 'Suspended' },
      { clubId: 'club-3', status: 'On Hold' },
    ],
    [
      'Cancelled stays Cancelled',
      { ...base, clubId: 'c', clubTitle: 'T', clubSlug: 's', status: 'Cancelled' },
      { status: 'Cancelled' },
    ],
  ])('%s', (_row, input, expected) => {
    const membership = v.parse(ClubMembershipSchema, input);
    expect(membership).toMatchObject(expected);
    expect(membership).not.toHaveProperty('club');
  });

  it('fails a membership that names no club at all', () => {
    expect(v.safeParse(ClubMembershipSchema, { ...base, status: 'Active' }).success).toBe(false);
  });
});

describe('CustomerSchema and the error body accept nulls', () => {
  it('reads null lists and order information as empty', () => {
    const customer = v.parse(CustomerSchema, {
      id: 'cust-1',
      firstName: null,
      lastName: null,
      emails: [{ id: 'e1', email: 'ada@example.com' }],
      clubs: null,
      tags: null,
      addresses: null,
      orderInformation: null,
    });
    expect(customer).toMatchObject({
      clubs: [],
      tags: [],
      addresses: [],
      orderInformation: { isActiveClubMember: false, orderCount: 0 },
    });
  });

  it("reads Commerce7's error body with its errors list", () => {
    expect(
      v.parse(CommerceErrorBodySchema, {
        statusCode: 401,
        type: 'unauthorized',
        message: 'Unauthorized user',
        errors: [],
      }),
    ).toEqual({ statusCode: 401, type: 'unauthorized', message: 'Unauthorized user', errors: [] });
  });
});
