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
