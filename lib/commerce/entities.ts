/**
 * The commerce entities of spec section 3, as valibot schemas: the one contract between the
 * commerce client (server/commerce), the embedded service (local-commerce) and the UI.
 *
 * Shapes follow Commerce7's JSON: money in integer cents, ids as strings. Optional fields are
 * optional because Commerce7 omits them freely; parsing is lenient about extra keys (valibot's
 * `object` strips unknown keys) so a richer production response never breaks the shop.
 */
import * as v from 'valibot';

const optionalString = v.optional(v.nullable(v.string()));
const optionalBoolean = v.optional(v.nullable(v.boolean()));
const optionalNumber = v.optional(v.nullable(v.number()));

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
  inventoryPolicy: v.optional(v.nullable(v.picklist(INVENTORY_POLICIES))),
  inventory: v.optional(v.array(InventorySchema), []),
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
  accoladesType: v.picklist(ACCOLADE_TYPES),
  reviewPoints: optionalNumber,
  /** Who gave the points, e.g. 'Wine Enthusiast'. */
  reviewSource: optionalString,
  medalType: optionalString,
  productHeroOnly: optionalBoolean,
});

export const SecuritySchema = v.object({
  availableTo: v.picklist(AVAILABLE_TO),
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
  tag: v.optional(v.nullable(v.picklist(WINE_TAGS))),
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
  type: v.picklist(PRODUCT_TYPES),
  webStatus: v.picklist(WEB_STATUSES),
  adminStatus: v.optional(v.picklist(ADMIN_STATUSES), 'Available'),
  image: optionalString,
  images: v.optional(v.array(ProductImageSchema), []),
  seal: optionalString,
  variants: v.array(VariantSchema),
  seo: v.optional(v.nullable(v.object({ title: optionalString, description: optionalString }))),
  security: v.optional(SecuritySchema, { availableTo: 'Public' }),
  wine: v.optional(v.nullable(WineSchema)),
  giftCard: v.optional(v.nullable(v.object({ type: v.picklist(['Virtual']) }))),
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
  /** Collection slugs the product belongs to (local service; Commerce7 returns collection objects). */
  collections: v.optional(v.array(v.string()), []),
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
        recipients: v.optional(
          v.array(v.object({ email: v.string(), giftMessage: optionalString })),
        ),
      }),
    ),
  ),
});

export const CartSchema = v.object({
  id: v.string(),
  items: v.array(CartItemSchema),
  subTotal: v.optional(v.number(), 0),
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
  countryCode: v.optional(v.string(), 'US'),
  phone: optionalString,
});

export const CustomerSchema = v.object({
  id: v.string(),
  firstName: optionalString,
  lastName: optionalString,
  emails: v.array(v.object({ id: v.string(), email: v.string() })),
  clubs: v.optional(
    v.array(
      v.object({
        clubId: optionalString,
        clubTitle: v.string(),
        cancelDate: optionalString,
      }),
    ),
    [],
  ),
  tags: v.optional(v.array(v.object({ id: optionalString, title: v.string() })), []),
  orderInformation: v.optional(
    v.object({
      isActiveClubMember: v.optional(v.boolean(), false),
      currentWebCartId: optionalString,
      orderCount: v.optional(v.number(), 0),
    }),
    { isActiveClubMember: false, orderCount: 0 },
  ),
  /** Known shipping addresses, most recently used first (checkout fills in the first). */
  addresses: v.optional(v.array(AddressSchema), []),
  /** Present only on the login reply. */
  token: optionalString,
});

export const OrderSchema = v.object({
  id: v.string(),
  orderNumber: v.number(),
  orderSubmittedDate: v.string(),
  orderType: v.optional(v.string(), 'Regular'),
  customerId: optionalString,
  email: v.string(),
  items: v.array(CartItemSchema),
  subTotal: v.number(),
  shipTotal: v.optional(v.number(), 0),
  taxTotal: v.optional(v.number(), 0),
  total: v.number(),
  shipTo: v.optional(v.nullable(AddressSchema)),
  /** Billing address when it differs from shipTo (local service checkout). */
  billTo: v.optional(v.nullable(AddressSchema)),
  giftMessage: optionalString,
});

export const ClubMembershipSchema = v.object({
  id: v.string(),
  customerId: v.string(),
  clubId: v.string(),
  clubTitle: v.string(),
  /** Club slug, e.g. '6-bottle-red-wines' or '12-bottle-cabernet-sauvignon-subscription-2-month'. */
  clubSlug: v.string(),
  status: v.picklist(['Active', 'Cancelled']),
  signupDate: v.string(),
  cancelDate: optionalString,
  cancellationReason: optionalString,
  /** Where the club shipments go (local service club sign-up). */
  shipTo: v.optional(v.nullable(AddressSchema)),
  /** The billing address of the membership (local service club sign-up). */
  billTo: v.optional(v.nullable(AddressSchema)),
});

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

export const CommerceErrorBodySchema = v.object({
  statusCode: v.number(),
  type: optionalString,
  message: v.string(),
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
