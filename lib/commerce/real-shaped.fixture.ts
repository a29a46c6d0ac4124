/**
 * Test data written by hand in the shape of real Commerce7 replies: a public
 * `GET product/for-web?limit=50&page=N` listing (`{ products, total }`, plus a `collection`
 * summary when filtered by `collectionSlug`), as public winery storefront readers show it: nulls
 * for unset fields (`subTitle`, `teaser`, `content`, `image`, `comparePrice`, `volumeInML`,
 * `maxQuantityPerCart`), `inventory: null` on a virtual gift card's variant, `variants: []` on a
 * library listing, `comparePrice: 0`, extra keys we do not read (`departmentId`, `taxType`,
 * `reserveCount`...) and a `wine` object of its own shape. The winery and its wines are invented.
 * Test-only: imported by table tests, never by the app.
 */

const common = {
  departmentId: 'dep-1',
  vendorId: null,
  productTemplateId: null,
  isRedeemableWithLoyaltyPoints: true,
  createdAt: '2026-06-04T20:58:51.777Z',
  updatedAt: '2026-08-20T20:36:23.961Z',
  overrideOperatingRegions: {
    isOverride: false,
    operatingStateCodes: null,
    operatingCountryCodes: null,
  },
};

const variantCommon = {
  upcCode: null,
  bottleDeposit: 0,
  sortOrder: 1,
  hasShipping: true,
  taxType: 'Wine',
  weight: 3,
};

function stock(locationId: string, count: number, variantId: string) {
  return {
    reserveCount: 0,
    allocatedCount: 0,
    productVariantId: variantId,
    inventoryLocationId: locationId,
    availableForSaleCount: count,
  };
}

export const REAL_SHAPED_GIFT_CARD = {
  ...common,
  id: 'gift-1',
  title: '$75 Virtual Gift Card',
  subTitle: null,
  image: 'https://images.example.test/coastal-bench/gift-card.jpg',
  type: 'Gift Card',
  teaser: null,
  content: null,
  webStatus: 'Available',
  adminStatus: 'Available',
  slug: 'virtual-gift-card-75',
  variants: [
    {
      ...variantCommon,
      id: 'gift-1-v',
      productId: 'gift-1',
      title: '$75',
      sku: 'GIFT-V-75',
      upcCode: '',
      volumeInML: null,
      alcoholPercentage: null,
      price: 7500,
      comparePrice: null,
      maxQuantityPerCart: null,
      hasInventory: false,
      inventoryPolicy: 'Back Order',
      hasShipping: false,
      taxType: 'Not Taxable',
      weight: 0,
      inventory: null,
      addToCartPrice: 7500,
    },
  ],
  giftCard: { type: 'Virtual' },
};

export const REAL_SHAPED_LIBRARY_LISTING = {
  ...common,
  id: 'lib-1',
  title: '2004 Bench Reserve',
  subTitle: null,
  image: null,
  type: 'Wine',
  teaser: null,
  content: null,
  webStatus: 'Available',
  adminStatus: 'Available',
  slug: '2004-bench-reserve',
  variants: [],
  wine: {
    type: 'Red',
    varietal: 'Blend',
    countryCode: 'US',
    region: 'California',
    appellation: 'Paso Robles',
    vintage: 2004,
  },
};

export const REAL_SHAPED_WINE = {
  ...common,
  id: 'wine-1',
  title: '2019 Coastal Bench Blanc 375ml',
  subTitle: null,
  image: 'https://images.example.test/coastal-bench/blanc-375.png',
  type: 'Wine',
  teaser: null,
  content: null,
  webStatus: 'Available',
  adminStatus: 'Available',
  slug: '2019-coastal-bench-blanc-375ml',
  variants: [
    {
      ...variantCommon,
      id: 'wine-1-v',
      productId: 'wine-1',
      title: '375ml',
      sku: '19CBB-375',
      volumeInML: 375,
      alcoholPercentage: 13,
      price: 4200,
      comparePrice: 0,
      maxQuantityPerCart: null,
      hasInventory: true,
      inventoryPolicy: 'Dont Sell',
      inventory: [stock('loc-a', 0, 'wine-1-v'), stock('loc-b', 140, 'wine-1-v')],
      addToCartPrice: 4200,
    },
  ],
  wine: {
    type: 'White',
    varietal: 'Blend',
    countryCode: 'US',
    region: 'California',
    appellation: 'Paso Robles',
    vintage: 2019,
  },
};

export const REAL_SHAPED_SALE_WINE = {
  ...REAL_SHAPED_WINE,
  id: 'wine-2',
  title: '2020 Coastal Bench Rouge',
  slug: '2020-coastal-bench-rouge',
  variants: [
    {
      ...REAL_SHAPED_WINE.variants[0],
      id: 'wine-2-v',
      productId: 'wine-2',
      title: '750ml',
      sku: '20CBR-750',
      volumeInML: 750,
      price: 3600,
      comparePrice: 4400,
      maxQuantityPerCart: 12,
      inventory: [stock('loc-b', 3, 'wine-2-v')],
      addToCartPrice: 3600,
    },
  ],
};

/** A listing page as the public route answers it. */
export function realShapedPage(products: readonly unknown[], total = products.length) {
  return { products, total };
}

/** A `collectionSlug=` page: the same, with the collection summary Commerce7 adds. */
export function realShapedCollectionPage(
  products: readonly unknown[],
  summary: Record<string, unknown>,
  total = products.length,
) {
  return { collection: summary, products, total };
}
