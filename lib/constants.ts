/**
 * Business constants and limits, as both specs fix them.
 * The one place these numbers live; import them, never repeat the literal.
 */

export const MINIMUM_AGE = 21;
export const CLUB_DISCOUNT_PERCENTAGE = 20;

export const CLUB_SIZES = [4, 6, 12] as const;
export const SUBSCRIPTION_SIZES = [6, 12, 24] as const;
export const SUBSCRIPTION_FREQUENCY_MONTHS = [1, 2, 3] as const;
export const CLUB_TYPES = ['red-wines', 'red-and-white-wines', 'isosceles-only'] as const;
export const SUBSCRIPTION_TYPES = [
  'isosceles-only',
  'cabernet-sauvignon',
  'sauvignon-blanc',
] as const;

export const DEFAULT_MAX_QUANTITY_PER_CART = 99;
/** New account passwords (the embedded service refuses shorter ones too). */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest gift message, on the cart and on a gift card (the commerce service's limit). */
export const GIFT_MESSAGE_MAX_LENGTH = 1000;

/**
 * Ground shipping is complimentary from this many bottles of wine in one order. The pencil banner
 * of content/ promises it in words (a unit test keeps the two in step) and the embedded commerce
 * service charges by it.
 */
export const FREE_GROUND_SHIPPING_MIN_BOTTLES = 6;

export const REQUEST_TIMEOUT_MS = 10_000;
export const FETCH_RETRIES = 3;
/**
 * Commerce calls made while rendering share one deadline per request (attempts included), so a
 * page completes within 3 s however the service hangs; server actions keep the spec's budget above.
 */
export const RENDER_COMMERCE_DEADLINE_MS = 2_000;
/**
 * Looking up whether an order came of a checkout whose reply was lost: one lookup, retries
 * included, ends within this, so the shopper hears "we are checking" soon rather than after 40 s.
 */
export const ORDER_CHECK_DEADLINE_MS = 3_000;
/** How long "we are checking your order" waits before asking again: doubling from the first, capped. */
export const ORDER_CHECK_FIRST_WAIT_MS = 2_000;
export const ORDER_CHECK_MAX_WAIT_MS = 30_000;
/** Calls in a row that got no answer before the breaker pauses the service, and for how long. */
export const COMMERCE_BREAKER = { threshold: 3, cooldownMs: 5_000 } as const;
export const CACHE_TTL_SECONDS = 60;

export const CONTENT_PAGE_SIZE = 100;

export const DEFAULT_ALLOCATION_LABEL = 'Members Exclusive';
export const DEFAULT_JOIN_CTA_TEXT = 'Join Now';
export const DEFAULT_JOIN_CTA_URL = '/join';
export const DEFAULT_ADD_TO_CART_TEXT = 'Add To Cart';
export const DEFAULT_PROMOTION_MESSAGE = 'Promotion';
export const CLUB_PRICE_LABEL = 'Wine Society';
export const PLACEHOLDER_PRODUCT_IMAGE = '/images/placeholder-bottle.svg';

export const PRODUCT_CARD_IMAGE = {
  widths: { mobile: 210, tablet: 290, desktop: 290 },
  heights: { mobile: 187, tablet: 290, desktop: 290 },
  quality: 85,
} as const;

export const CART_SIDEBAR_WIDTHS = [
  { minViewport: 0, width: '100%' },
  { minViewport: 580, width: '420px' },
  { minViewport: 768, width: '440px' },
  { minViewport: 1024, width: '580px' },
  { minViewport: 1280, width: '700px' },
] as const;

export const SCROLL_DIRECTION_SAMPLE_MS = 300;
export const LOADING_BAR = { color: 'red', height: 5, speed: 350 } as const;
export const TRACKING_ENVIRONMENTS = ['production', 'stage'] as const;
export const LOCALE = 'en_US';

export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];
export const LAZY_LOAD_MARGIN_PX = 200;
export const IMAGE_QUALITY = 75;
export const HERO_IMAGE_QUALITY = 85;

/** API key of the embedded marketing service (local mode only; never a real secret). */
export const LOCAL_MARKETING_API_KEY = 'local-marketing-key';

/** Visitor-facing texts that the spec fixes word for word. */

/** The cart button label. */
export function cartButtonLabel(count: number): string {
  return `${count} item(s) in cart - click to open sidebar cart`;
}

/** The cart button while the cart cannot be read (commerce down): no number rather than a wrong one. */
export const CART_BUTTON_LABEL_COUNT_UNKNOWN = 'Cart - click to open sidebar cart';

export const CART_ADD_FAILED_MESSAGE = 'Sorry, this item is no longer available';
export const SOLD_OUT_TEXT = 'Sold Out';

/** Shop texts. */
export const CART_UPDATE_FAILED_MESSAGE = 'Sorry, we could not update your cart. Please try again.';
export const EMPTY_COLLECTION_TEXT = 'This collection is empty.';
export const EMPTY_CART_TEXT = 'Your cart is empty.';

/** What a failed block (and a failed page) says. */
export const BLOCK_ERROR_TEXT = 'Sorry, there has been an error.';
