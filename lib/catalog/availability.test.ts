import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '../commerce/entities';
import {
  availabilityStatus,
  canAddToCart,
  defaultVariantOf,
  isListable,
  isVariantAvailable,
  purchaseLimit,
  restrictionFor,
  showsAllocationPanel,
} from './availability';

const LOCATION = 'WH-NAPA';
type ProductFacts = Pick<Product, 'webStatus' | 'giftCard' | 'soldOut'> &
  Partial<Pick<Product, 'type' | 'eventDate'>>;
type VariantFacts = Pick<Variant, 'sku' | 'inventoryPolicy' | 'inventory'>;

const wine: ProductFacts = { webStatus: 'Available', giftCard: null, soldOut: false };
const stocked = (count: number, location = LOCATION): VariantFacts => ({
  sku: 'SKU-1',
  inventoryPolicy: 'Dont Sell',
  inventory: [{ inventoryLocationId: location, availableForSaleCount: count }],
});

describe('isVariantAvailable', () => {
  it.each<[string, ProductFacts, VariantFacts, boolean]>([
    ['stock at the shipping location', wine, stocked(12), true],
    // The cart's rule: none on hand sells nothing (Tangent Tempranillo, 0 at WH-NAPA).
    ['a zero count is no stock', wine, stocked(0), false],
    ['a negative count', wine, stocked(-1), false],
    ['stock only at another location', wine, stocked(12, 'WH-OTHER'), false],
    ['no inventory data', wine, { sku: 'S', inventoryPolicy: 'Dont Sell', inventory: [] }, false],
    [
      'back order without stock',
      wine,
      { sku: 'S', inventoryPolicy: 'Back Order', inventory: [] },
      true,
    ],
    [
      'virtual gift card without inventory',
      { ...wine, giftCard: { type: 'Virtual' } },
      { sku: 'GC', inventoryPolicy: null, inventory: [] },
      true,
    ],
    [
      'Not Available product with stock',
      { ...wine, webStatus: 'Not Available' },
      stocked(12),
      false,
    ],
    ['Retired product with stock', { ...wine, webStatus: 'Retired' }, stocked(12), false],
    [
      'Retired back-order product',
      { ...wine, webStatus: 'Retired' },
      { sku: 'S', inventoryPolicy: 'Back Order', inventory: [] },
      false,
    ],
  ])('%s -> %s', (_name, product, variant, expected) => {
    expect(isVariantAvailable(product, variant, LOCATION)).toBe(expected);
  });
});

describe('canAddToCart (a sku, available, not sold out)', () => {
  it.each<[string, ProductFacts, VariantFacts, boolean]>([
    ['available with a sku', wine, stocked(3), true],
    ['no sku', wine, { ...stocked(3), sku: '' }, false],
    ['sold-out flag', { ...wine, soldOut: true }, stocked(3), false],
    ['unavailable', wine, stocked(-2), false],
    ['none on hand', wine, stocked(0), false],
  ])('%s -> %s', (_name, product, variant, expected) => {
    expect(canAddToCart(product, variant, LOCATION)).toBe(expected);
  });
});

describe('showsAllocationPanel (anonymous on a non-Public product, or not a valid user)', () => {
  it.each<[Product['security'], boolean, boolean]>([
    [{ availableTo: 'Public' }, false, false],
    [{ availableTo: 'Allocation' }, false, true],
    [{ availableTo: 'Club' }, false, true],
    [{ availableTo: 'Tag', tagTitle: 'Trade' }, false, true],
    [{ availableTo: 'Allocation', isValidUser: true }, true, false],
    [{ availableTo: 'Club', isValidUser: false }, true, true],
    [{ availableTo: 'Public', isValidUser: false }, true, true],
    [{ availableTo: 'Tag' }, true, false],
  ])('%j, logged in %s -> %s', (security, isLoggedIn, expected) => {
    expect(showsAllocationPanel({ security }, { isLoggedIn })).toBe(expected);
  });
});

describe('isListable', () => {
  it.each<[Product['webStatus'], Product['type'], boolean]>([
    ['Available', 'Wine', true],
    ['Not Available', 'Wine', true],
    ['Retired', 'Wine', false],
    ['Available', 'notFound', false],
  ])('%s %s -> %s', (webStatus, type, expected) => {
    expect(isListable({ webStatus, type })).toBe(expected);
  });
});

describe('defaultVariantOf', () => {
  it.each([
    [undefined, 'a'],
    [1, 'b'],
    [5, 'a'],
  ])('index %s picks %s', (defaultVariantIndex, expected) => {
    expect(defaultVariantOf({ variants: ['a', 'b'], defaultVariantIndex })).toBe(expected);
  });
});

describe('availabilityStatus', () => {
  it.each<[string, ProductFacts, VariantFacts, string]>([
    ['stocked', wine, stocked(5), 'in-stock'],
    [
      'back order with none on hand',
      wine,
      { sku: 'S', inventoryPolicy: 'Back Order', inventory: [] },
      'back-order',
    ],
    ['back order with stock', wine, { ...stocked(4), inventoryPolicy: 'Back Order' }, 'in-stock'],
    ['sold-out flag', { ...wine, soldOut: true }, stocked(5), 'unavailable'],
    ['none at the shipping location, some elsewhere', wine, stocked(24, 'WH-PASO'), 'unavailable'],
    ['none on hand', wine, stocked(0), 'unavailable'],
    [
      'no inventory',
      wine,
      { sku: 'S', inventoryPolicy: 'Dont Sell', inventory: [] },
      'unavailable',
    ],
  ])('%s -> %s', (_name, product, variant, expected) => {
    expect(availabilityStatus(product, variant, LOCATION)).toBe(expected);
  });
});

describe('purchaseLimit: the quantity field stops where the cart would', () => {
  it.each<[string, ProductFacts, VariantFacts & { maxQuantityPerCart?: number | null }, number]>([
    ['plenty of stock: the per-cart default', wine, stocked(120), 99],
    ['per-cart limit below stock', wine, { ...stocked(60), maxQuantityPerCart: 6 }, 6],
    ['stock below the per-cart limit', wine, stocked(4), 4],
    [
      'back order is unbounded by stock',
      wine,
      { sku: 'S', inventoryPolicy: 'Back Order', inventory: [] },
      99,
    ],
  ])('%s -> %i', (_name, product, variant, expected) => {
    expect(purchaseLimit(product, variant, LOCATION)).toBe(expected);
  });
});

describe('restrictionFor: labels a restricted wine right for each viewer', () => {
  const anonymous = { isLoggedIn: false, isActiveClubMember: false };
  const customer = { isLoggedIn: true, isActiveClubMember: false };
  const member = { isLoggedIn: true, isActiveClubMember: true };
  it.each<[string, Product['security'], typeof member, 'join' | 'invitation' | null]>([
    ['public, anonymous', { availableTo: 'Public' }, anonymous, null],
    ['club wine, anonymous', { availableTo: 'Club' }, anonymous, 'join'],
    [
      'trade wine, anonymous (spec: the panel with Join Now)',
      { availableTo: 'Tag' },
      anonymous,
      'join',
    ],
    [
      'club wine, customer without a club',
      { availableTo: 'Club', isValidUser: false },
      customer,
      'join',
    ],
    [
      'allocation wine, customer without a club',
      { availableTo: 'Allocation', isValidUser: false },
      customer,
      'join',
    ],
    ['trade wine, customer', { availableTo: 'Tag', isValidUser: false }, customer, 'invitation'],
    ['trade wine, member', { availableTo: 'Tag', isValidUser: false }, member, 'invitation'],
    ['trade wine, trade customer', { availableTo: 'Tag', isValidUser: true }, customer, null],
    ['club wine, member', { availableTo: 'Club', isValidUser: true }, member, null],
  ])('%s -> %s', (_name, security, viewer, expected) => {
    expect(restrictionFor({ security }, viewer)).toBe(expected);
  });
});
