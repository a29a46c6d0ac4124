/**
 * A product as Commerce7's `product/for-web` replies carry it: its variants,
 * images, accolades, security and wine details, with the enums each field may hold.
 */
import * as v from 'valibot';
import {
  listOf,
  optionalBoolean,
  optionalNumber,
  optionalString,
  tolerantPicklist,
} from './tolerant-schema';

const PRODUCT_TYPES = [
  'General Merchandise',
  'Tasting',
  'Wine',
  'Prime',
  'Bundle',
  'Cannabis',
  'Reservation',
  'Event Ticket',
  'Gift Card',
  'Collateral',
  'Rebate',
  'notFound',
] as const;
const WEB_STATUSES = ['Available', 'Not Available', 'Retired'] as const;
const ADMIN_STATUSES = ['Available', 'Not Available', 'Hidden'] as const;
const AVAILABLE_TO = ['Public', 'Allocation', 'Club', 'Tag'] as const;
const INVENTORY_POLICIES = ['Back Order', 'Dont Sell'] as const;
const ACCOLADE_TYPES = ['None', 'Points', 'Medal'] as const;
const WINE_TAGS = ['New Release', 'Library Wine', 'None'] as const;

const InventorySchema = v.object({
  inventoryLocationId: v.string(),
  availableForSaleCount: v.number(),
});

export const VariantSchema = v.object({
  id: v.string(),
  sku: v.string(),
  title: v.string(),
  /** Retail price in cents. */
  price: v.number(),
  /** Compare-at price in cents (0 or absent when none). */
  comparePrice: optionalNumber,
  /** Promotion price in cents, when a promotion applies. */
  addToCartPrice: optionalNumber,
  actionMessage: optionalString,
  maxQuantityPerCart: optionalNumber,
  /** Unknown policies read as 'Dont Sell': never sell what may not be there. */
  inventoryPolicy: v.nullish(tolerantPicklist(INVENTORY_POLICIES, 'Dont Sell')),
  /** `null` on a virtual gift card's variant (nothing to count): read as no inventory data. */
  inventory: listOf(InventorySchema),
  volumeInML: optionalNumber,
  /** Bottles per case for wines sold by the case (bottle/case toggle above 1). */
  bottlesInCase: optionalNumber,
});

const ProductImageSchema = v.object({
  src: v.string(),
  altText: optionalString,
  background: optionalString,
  customBackgroundImage: optionalString,
  cropToFit: optionalBoolean,
});

const AccoladesSchema = v.object({
  accoladesType: tolerantPicklist(ACCOLADE_TYPES, 'None'),
  reviewPoints: optionalNumber,
  /** Who gave the points, e.g. 'Wine Enthusiast'. */
  reviewSource: optionalString,
  medalType: optionalString,
  productHeroOnly: optionalBoolean,
});

const SecuritySchema = v.object({
  /** An unknown restriction reads as 'Allocation': a member-only panel rather than an open sale. */
  availableTo: tolerantPicklist(AVAILABLE_TO, 'Allocation'),
  /** Set by the server for the requesting customer; false means show the allocation panel. */
  isValidUser: optionalBoolean,
  /** For Tag security: the customer tag that grants access. */
  tagTitle: optionalString,
});

const WineSchema = v.object({
  vintage: optionalNumber,
  varietal: optionalString,
  region: optionalString,
  appellation: optionalString,
  alcoholPercent: optionalNumber,
  bottleSizeMl: optionalNumber,
  tag: v.nullish(tolerantPicklist(WINE_TAGS, 'None')),
  tastingNotes: optionalString,
});

export const ProductSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  subTitle: optionalString,
  teaser: optionalString,
  /** Long description as HTML. */
  content: optionalString,
  /** A new product type is sold like general merchandise (stock decides), not dropped. */
  type: tolerantPicklist(PRODUCT_TYPES, 'General Merchandise'),
  /** An unknown web status is not for sale. */
  webStatus: tolerantPicklist(WEB_STATUSES, 'Not Available'),
  adminStatus: v.nullish(tolerantPicklist(ADMIN_STATUSES, 'Not Available'), 'Available'),
  image: optionalString,
  images: listOf(ProductImageSchema),
  seal: optionalString,
  /** `[]` on a listing with nothing to buy (e.g. a library wine): shown as not for sale. */
  variants: listOf(VariantSchema),
  seo: v.nullish(v.object({ title: optionalString, description: optionalString })),
  /** Public `for-web` listings carry no security: absent means Public. */
  security: v.nullish(SecuritySchema, { availableTo: 'Public' }),
  wine: v.nullish(WineSchema),
  /**
   * Only a virtual gift card is special (no stock, a recipient instead of an address); any other
   * kind of gift card is sold like any product.
   */
  giftCard: v.nullish(
    v.pipe(
      v.object({ type: v.string() }),
      v.transform((giftCard) =>
        giftCard.type === 'Virtual' ? { type: 'Virtual' as const } : null,
      ),
    ),
  ),
  /** Copy of the allocation panel for restricted products ('Members Exclusive', 'Join Now'). */
  allocation: v.optional(
    v.nullable(
      v.object({
        label: optionalString,
        tooltipTitle: optionalString,
        description: optionalString,
        url: optionalString,
        urlTitle: optionalString,
        ctaTitle: optionalString,
        ctaUrl: optionalString,
      }),
    ),
  ),
  accolades: v.optional(v.nullable(AccoladesSchema)),
  hideClubPrice: optionalBoolean,
  hideQuantitySelector: optionalBoolean,
  soldOut: optionalBoolean,
  /** Event tickets: the day of the event (YYYY-MM-DD); tickets stop selling once it is over. */
  eventDate: optionalString,
  /** Event tickets: local start and end times (HH:MM, the winery's clock) and the place. */
  eventTime: optionalString,
  eventEndTime: optionalString,
  eventPlace: optionalString,
  defaultVariantIndex: optionalNumber,
  builderReferenceId: optionalString,
  builderProductPageSlug: optionalString,
  hasFullWidthProductCard: optionalBoolean,
  hasDarkBackgroundProductCard: optionalBoolean,
  /** Collection slugs the product belongs to: slugs, or collection objects read as their slug. */
  collections: listOf(
    v.union([
      v.string(),
      v.pipe(
        v.object({ slug: v.string() }),
        v.transform((collection) => collection.slug),
      ),
    ]),
  ),
});

export type Variant = v.InferOutput<typeof VariantSchema>;
export type Accolades = v.InferOutput<typeof AccoladesSchema>;
export type Product = v.InferOutput<typeof ProductSchema>;
