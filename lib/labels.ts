/** Visitor-facing texts that the spec fixes word for word. */

/** Storefront spec section 2: the cart button label. */
export function cartButtonLabel(count: number): string {
  return `${count} item(s) in cart - click to open sidebar cart`;
}

export const CART_ADD_FAILED_MESSAGE = 'Sorry, this item is no longer available';
export const SOLD_OUT_TEXT = 'Sold Out';
