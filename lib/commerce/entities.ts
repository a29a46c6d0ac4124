/**
 * The commerce entities of spec section 3, as valibot schemas: the one contract between the
 * commerce client (server/commerce), the embedded service (local-commerce) and the UI.
 *
 * Shapes follow Commerce7's JSON: money in integer cents, ids as strings. A tolerant reader,
 * because real replies are looser than any one sample:
 * - every optional field accepts `null` as well as absence (Commerce7 sends `null` for an unset
 *   `subTitle`, `teaser`, `content`, `image`, `comparePrice`, `volumeInML`, `maxQuantityPerCart`,
 *   and a virtual gift card's variant has `inventory: null`: public `product/for-web` replies);
 *   lists that may be `null` read as empty;
 * - an enum value we do not know (a new product type, a club status) degrades to a safe default
 *   (`tolerantPicklist`) instead of failing the product;
 * - extra keys are dropped (valibot's `object` strips unknown keys), so a richer reply never
 *   breaks the shop.
 * Whole products that still do not parse are left out of lists by the call groups (one bad
 * product never fails a list). Server code parses with these schemas; browser code imports only
 * the types (no valibot in browser bundles).
 */
import * as v from 'valibot';

const optionalString = v.nullish(v.string());
const optionalBoolean = v.nullish(v.boolean());
const optionalNumber = v.nullish(v.number());

/** A list that may be absent or `null`: read as empty. */
const listOf = <TItem extends v.GenericSchema>(item: TItem) => v.nullish(v.array(item), []);

/**
 * One of `options`; anything else (a value added by the service after this was written, a typo)
 * reads as `unknownAs`, chosen per field as the safe reading.
 */
function tolerantPicklist<const TOptions extends readonly [string, ...string[]]>(
  options: TOptions,
  unknownAs: TOptions[number],
) {
  return v.fallback(v.picklist(options), unknownAs);
}

export const PRODUCT_TYPES = [
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
export const WEB_STATUSES = ['Available', 'Not Available', 'Retired'] as const;
export const ADMIN_STATUSES = ['Available', 'Not Available', 'Hidden'] as const;
export const AVAILABLE_TO = ['Public', 'Allocation', 'Club', 'Tag'] as const;
export const INVENTORY_POLICIES = ['Back Order', 'Dont Sell'] as const;
export const ACCOLADE_TYPES = ['None', 'Points', 'Medal'] as const;
export const WINE_TAGS = ['New Release', 'Library Wine', 'None'] as const;

export const InventorySchema = v.object({
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

export const ProductImageSchema = v.object({
  src: v.string(),
  altText: optionalString,
  background: optionalString,
  customBackgroundImage: optionalString,
  cropToFit: optionalBoolean,
});

export const AccoladesSchema = v.object({
  accoladesType: tolerantPicklist(ACCOLADE_TYPES, 'None'),
  reviewPoints: optionalNumber,
  /** Who gave the points, e.g. 'Wine Enthusiast'. */
  reviewSource: optionalString,
  medalType: optionalString,
  productHeroOnly: optionalBoolean,
});

export const SecuritySchema = v.object({
  /** An unknown restriction reads as 'Allocation': a member-only panel rather than an open sale. */
  availableTo: tolerantPicklist(AVAILABLE_TO, 'Allocation'),
  /** Set by the server for the requesting customer; false means show the allocation panel. */
  isValidUser: optionalBoolean,
  /** For Tag security: the customer tag that grants access. */
  tagTitle: optionalString,
});

export const WineSchema = v.object({
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
  /** Copy of the allocation panel for restricted products (labels default per spec section 9). */
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

export const CartItemSchema = v.object({
  sku: v.string(),
  productTitle: v.string(),
  variantTitle: optionalString,
  productSlug: optionalString,
  image: optionalString,
  quantity: v.number(),
  /** Unit price in cents as charged (promotion or member price already applied). */
  price: v.number(),
  /** Unit compare price in cents (retail when a lower price applies). */
  comparePrice: optionalNumber,
  itemData: v.optional(
    v.nullable(
      v.object({
        recipients: v.nullish(
          v.array(v.object({ email: v.string(), giftMessage: optionalString })),
        ),
      }),
    ),
  ),
});

export const CartSchema = v.object({
  id: v.string(),
  items: v.array(CartItemSchema),
  subTotal: v.nullish(v.number(), 0),
  total: v.number(),
  giftMessage: optionalString,
  customerId: optionalString,
});

export const AddressSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  address: v.string(),
  address2: optionalString,
  city: v.string(),
  stateCode: v.string(),
  zipCode: v.string(),
  countryCode: v.nullish(v.string(), 'US'),
  phone: optionalString,
});

export const CustomerSchema = v.object({
  id: v.string(),
  firstName: optionalString,
  lastName: optionalString,
  emails: v.array(v.object({ id: v.string(), email: v.string() })),
  clubs: listOf(
    v.object({
      clubId: optionalString,
      clubTitle: v.string(),
      cancelDate: optionalString,
    }),
  ),
  tags: listOf(v.object({ id: optionalString, title: v.string() })),
  orderInformation: v.nullish(
    v.object({
      isActiveClubMember: v.nullish(v.boolean(), false),
      currentWebCartId: optionalString,
      orderCount: v.nullish(v.number(), 0),
    }),
    { isActiveClubMember: false, orderCount: 0 },
  ),
  /** Known shipping addresses, most recently used first (checkout fills in the first). */
  addresses: listOf(AddressSchema),
  /** Present only on the login reply. */
  token: optionalString,
});

export const OrderSchema = v.object({
  id: v.string(),
  orderNumber: v.number(),
  orderSubmittedDate: v.string(),
  orderType: v.nullish(v.string(), 'Regular'),
  customerId: optionalString,
  email: v.string(),
  items: v.array(CartItemSchema),
  subTotal: v.number(),
  shipTotal: v.nullish(v.number(), 0),
  taxTotal: v.nullish(v.number(), 0),
  total: v.number(),
  shipTo: v.nullish(AddressSchema),
  /** Billing address when it differs from shipTo (local service checkout). */
  billTo: v.nullish(AddressSchema),
  giftMessage: optionalString,
});

/** Membership statuses Commerce7 is known to send; `On Hold` is a paused, not cancelled, membership. */
export const CLUB_MEMBERSHIP_STATUSES = ['Active', 'On Hold', 'Cancelled'] as const;

/**
 * A club membership. Commerce7 nests the club (`club: { title, slug }`); the local service and
 * older replies carry flat `clubTitle` / `clubSlug`: both read as the flat fields. A status we do
 * not know reads as 'On Hold' (neither a current membership nor a finished one).
 */
export const ClubMembershipSchema = v.pipe(
  v.object({
    id: v.string(),
    customerId: v.string(),
    clubId: optionalString,
    clubTitle: optionalString,
    /** Club slug, e.g. '6-bottle-red-wines' or '12-bottle-cabernet-sauvignon-subscription-2-month'. */
    clubSlug: optionalString,
    club: v.nullish(v.object({ id: optionalString, title: v.string(), slug: v.string() })),
    status: tolerantPicklist(CLUB_MEMBERSHIP_STATUSES, 'On Hold'),
    signupDate: v.string(),
    cancelDate: optionalString,
    cancellationReason: optionalString,
    /** Where the club shipments go (local service club sign-up). */
    shipTo: v.nullish(AddressSchema),
    /** The billing address of the membership (local service club sign-up). */
    billTo: v.nullish(AddressSchema),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { club, clubId, clubTitle, clubSlug, ...membership } = dataset.value;
    const title = clubTitle ?? club?.title;
    const slug = clubSlug ?? club?.slug;
    const id = clubId ?? club?.id;
    if (!title || !slug || !id) {
      addIssue({ message: 'A club membership needs its club (id, title and slug)' });
      return NEVER;
    }
    return { ...membership, clubId: id, clubTitle: title, clubSlug: slug };
  }),
);

export const ClubSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  /** 'club' or 'subscription' (spec section 2: 9 club and 27 subscription routes). */
  kind: v.picklist(['club', 'subscription']),
  bottles: v.number(),
  category: v.string(),
  /** Months between shipments; subscriptions only. */
  frequencyMonths: optionalNumber,
});

/**
 * Commerce7's error body, e.g. its 401 `{ statusCode: 401, type: 'unauthorized', message:
 * 'Unauthorized user', errors: [] }` (https://dev-center-docs.commerce7.com/docs/app-authentication).
 */
export const CommerceErrorBodySchema = v.object({
  statusCode: v.number(),
  type: optionalString,
  message: v.string(),
  /** Field-level problems, when the service lists them. */
  errors: listOf(v.unknown()),
});

export type Inventory = v.InferOutput<typeof InventorySchema>;
export type Variant = v.InferOutput<typeof VariantSchema>;
export type ProductImage = v.InferOutput<typeof ProductImageSchema>;
export type Accolades = v.InferOutput<typeof AccoladesSchema>;
export type Product = v.InferOutput<typeof ProductSchema>;
export type CartItem = v.InferOutput<typeof CartItemSchema>;
export type Cart = v.InferOutput<typeof CartSchema>;
export type Customer = v.InferOutput<typeof CustomerSchema>;
export type Address = v.InferOutput<typeof AddressSchema>;
export type Order = v.InferOutput<typeof OrderSchema>;
export type ClubMembership = v.InferOutput<typeof ClubMembershipSchema>;
export type Club = v.InferOutput<typeof ClubSchema>;
export type CommerceErrorBody = v.InferOutput<typeof CommerceErrorBodySchema>;
