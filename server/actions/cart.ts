'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import * as v from 'valibot';
import type { Cart } from '@/lib/commerce/entities';
import {
  DEFAULT_MAX_QUANTITY_PER_CART,
  GIFT_MESSAGE_MAX_LENGTH,
  CART_ADD_FAILED_MESSAGE,
  CART_UPDATE_FAILED_MESSAGE,
} from '@/lib/constants';
import { postedText, type PostedForm, formDataOf } from '@/lib/forms/posted-form';
import { giftCardItemData, validateGiftCard } from '@/lib/pricing/gift-card';
import { cartQuantity } from '@/lib/pricing/quantity';
import * as carts from '@/server/commerce/carts';
import { CommerceError, isCartValidationError } from '@/server/commerce/errors';
import { markStockRefusal } from '@/server/catalog/products';
import { commerceTransport, createCookieSession } from '@/server/commerce/session';
import type { Transport } from '@/server/commerce/session';
import { currentToken, forgetVisitors } from '@/server/visitor/personal-cache';
import { getVisitorCart, signedInCustomer } from '@/server/visitor/visitor';
import { traceAction } from '@/server/actions/trace';
import { reportError } from '@/server/observability/report';

/**
 * Cart mutations. Each validates its input, calls commerce and returns the whole new cart, which
 * replaces the client's cart store. A 422 on an add shows the server's message; any other
 * failure says the item is no longer available.
 */
export type CartActionResult =
  | { ok: true; cart: Cart }
  | {
      ok: false;
      message: string;
      /** The item should be shown as Sold Out (any failure other than a 422). */
      soldOut: boolean;
      /** The cart as it now is on the server, reloaded after the failure. */
      cart: Cart | null;
    };

const Sku = v.pipe(v.string(), v.trim(), v.nonEmpty('Choose a product to add.'), v.maxLength(100));
const Quantity = (min: number) =>
  v.pipe(
    v.number('Quantity must be a number.'),
    v.integer('Quantity must be a whole number.'),
    v.minValue(min, `Quantity must be at least ${min}.`),
    v.maxValue(
      DEFAULT_MAX_QUANTITY_PER_CART,
      `Quantity can be at most ${DEFAULT_MAX_QUANTITY_PER_CART}.`,
    ),
  );

const giftMessageLength = v.maxLength<string, number, string>(
  GIFT_MESSAGE_MAX_LENGTH,
  `The gift message can be at most ${GIFT_MESSAGE_MAX_LENGTH} characters.`,
);

/** A gift card's recipient, checked by the same rules as the form (lib/pricing/gift-card). */
const GiftRecipient = v.pipe(
  v.object({
    email: v.pipe(v.string(), v.maxLength(320)),
    giftMessage: v.pipe(v.string(), giftMessageLength),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const errors = validateGiftCard({ sku: 'gift-card', ...dataset.value });
    const first = errors.email ?? errors.giftMessage;
    if (first) addIssue({ message: first });
  }),
);

const AddToCartInput = v.object({
  sku: Sku,
  quantity: Quantity(1),
  /** Present for gift cards only. */
  giftCard: v.optional(GiftRecipient),
});

const UpdateCartItemInput = v.object({ sku: Sku, quantity: Quantity(0) });
const RemoveCartItemInput = v.object({ sku: Sku });

/** A refusal that changes nothing: the message to show and the cart as the server now has it. */
async function refused(message: string): Promise<CartActionResult> {
  return { ok: false, message, soldOut: false, cart: await getVisitorCart('action') };
}

async function newCart(commerce: Transport): Promise<Cart> {
  const customer = await signedInCustomer();
  return carts.createCart(commerce, {
    userAgent: (await headers()).get('user-agent') ?? 'unknown',
    customerId: customer?.id,
    emailId: customer?.emails[0]?.id,
  });
}

/** Deletes the cart this add made (and its cookie), if any; a failure leaves it to expire. */
async function dropMadeCart(commerce: Transport, cartId: string | undefined): Promise<void> {
  if (!cartId) return;
  await createCookieSession().clearCartId();
  await carts
    .deleteCart(commerce, cartId)
    .catch((error: unknown) => reportError(error, { section: 'cart' }));
}

async function addToCartAction(input: unknown): Promise<CartActionResult> {
  const commerce = commerceTransport();
  const parsed = v.safeParse(AddToCartInput, input);
  if (!parsed.success) {
    return refused(parsed.issues[0].message);
  }
  const { sku, quantity, giftCard } = parsed.output;
  const item = {
    sku,
    quantity,
    ...(giftCard ? { itemData: giftCardItemData({ sku, ...giftCard }) } : {}),
  };
  // A cart made for this add, deleted if the add is refused: a refusal leaves no empty cart.
  let made: string | undefined;
  const madeCart = async () => (made = (await newCart(commerce)).id);
  try {
    const cartId = (await createCookieSession().getCartId()) ?? (await madeCart());
    let result = await carts.addCartItem(commerce, cartId, item);
    // The cookie named a cart that no longer exists (checked out, expired): the client cleared the
    // cookie and nothing was added, so start a new cart and add once more.
    if (result === undefined) result = await carts.addCartItem(commerce, await madeCart(), item);
    if (result === undefined) throw new Error('The new cart disappeared before the item was added');
    if (isCartValidationError(result)) {
      await dropMadeCart(commerce, made);
      await markStockRefusal(sku, result.message).catch((error: unknown) =>
        reportError(error, { section: 'cart' }),
      );
      return refused(result.message);
    }
    // A new cart that is kept is now the member's current cart: what their pages keep of who they
    // are is forgotten (the personal cache). A refused add deleted its cart: nothing changed.
    if (made) await forgetVisitors([await currentToken()]).catch(() => undefined);
    return { ok: true, cart: result };
  } catch (error) {
    await dropMadeCart(commerce, made);
    if (error instanceof CommerceError) {
      return {
        ok: false,
        message: CART_ADD_FAILED_MESSAGE,
        soldOut: true,
        cart: await getVisitorCart('action'),
      };
    }
    // An exception (not a commerce reply): forget the cart so the next add starts clean.
    reportError(error, { section: 'cart' });
    await createCookieSession().clearCartId();
    return { ok: false, message: CART_ADD_FAILED_MESSAGE, soldOut: false, cart: null };
  }
}

export const addToCart = traceAction('addToCart', addToCartAction);

/** A cart form's native answer: a posted form, and whether the variant proved sold out. */
export type PostedCartForm = (NonNullable<PostedForm> & { soldOut?: boolean }) | null;

/** A number typed in a posted form; an empty field reads as not a number. */
const postedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Add To Cart's native post (before scripts run, or without them): the same add, then the cart
 * page saying what was added; a refusal renders the page again with its message. A product form
 * posts its `sku`, `quantity` and bottle-or-case `multiplier`; a gift card its recipient, checked
 * field by field first.
 */
export async function addToCartFromForm(
  _previous: PostedCartForm,
  sent: unknown,
): Promise<PostedCartForm> {
  const form = formDataOf(sent);
  const text = postedText(form, ['sku', 'quantity', 'multiplier', 'email', 'giftMessage']);
  const quantity = form.has('quantity') ? postedNumber(text.quantity) : 1;
  const multiplier = form.has('multiplier') ? postedNumber(text.multiplier) : 1;
  const recipient = { email: text.email, giftMessage: text.giftMessage };
  const giftCard = form.has('giftMessage') ? recipient : undefined;
  const values = giftCard ? { sku: text.sku, ...recipient } : { sku: text.sku };
  if (giftCard) {
    const fieldErrors = validateGiftCard({ sku: text.sku, ...giftCard });
    if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, values };
  }
  const line = { sku: text.sku, quantity: cartQuantity(quantity, multiplier), giftCard };
  const result = await addToCart(line);
  if (!result.ok) return { ok: false, message: result.message, soldOut: result.soldOut, values };
  redirect(`/cart?added=${encodeURIComponent(line.sku)}`);
}

/**
 * Runs a change to an existing cart line. A 422 shows the server's message; a cart that is gone
 * (404, cookie cleared by the client) empties the store; any other failure keeps the server's
 * current cart and says the cart could not be updated.
 */
async function changeLine(
  commerce: Transport,
  call: (cartId: string) => Promise<carts.CartResult>,
): Promise<CartActionResult> {
  const cartId = await createCookieSession().getCartId();
  if (!cartId)
    return { ok: false, message: CART_UPDATE_FAILED_MESSAGE, soldOut: false, cart: null };
  try {
    const result = await call(cartId);
    if (result === undefined)
      return { ok: false, message: CART_UPDATE_FAILED_MESSAGE, soldOut: false, cart: null };
    if (isCartValidationError(result)) {
      return refused(result.message);
    }
    return { ok: true, cart: result };
  } catch (error) {
    if (!(error instanceof CommerceError)) reportError(error, { section: 'cart' });
    return refused(CART_UPDATE_FAILED_MESSAGE);
  }
}

/** Sets a line's quantity; 0 removes the line (PUT cart/{id}/item/{sku}). */
async function updateCartItemAction(input: unknown): Promise<CartActionResult> {
  const commerce = commerceTransport();
  const parsed = v.safeParse(UpdateCartItemInput, input);
  if (!parsed.success) {
    return refused(parsed.issues[0].message);
  }
  const { sku, quantity } = parsed.output;
  return changeLine(commerce, (cartId) =>
    quantity === 0
      ? carts.removeCartItem(commerce, cartId, sku)
      : carts.updateCartItem(commerce, cartId, sku, quantity),
  );
}

export const updateCartItem = traceAction('updateCartItem', updateCartItemAction);

/** Removes a line (DELETE cart/{id}/item/{sku}). */
async function removeCartItemAction(input: unknown): Promise<CartActionResult> {
  const commerce = commerceTransport();
  const parsed = v.safeParse(RemoveCartItemInput, input);
  if (!parsed.success) {
    return refused(parsed.issues[0].message);
  }
  const { sku } = parsed.output;
  return changeLine(commerce, (cartId) => carts.removeCartItem(commerce, cartId, sku));
}

export const removeCartItem = traceAction('removeCartItem', removeCartItemAction);

/**
 * A cart line's native post: the pressed button's `set` (minus, plus, Remove as 0) or, for
 * Update, the typed `quantity`; then the cart page again, or the page with the refusal.
 */
export async function changeCartLineFromForm(
  _previous: PostedCartForm,
  sent: unknown,
): Promise<PostedCartForm> {
  const form = formDataOf(sent);
  const text = postedText(form, ['sku', 'set', 'quantity']);
  const quantity = postedNumber(form.has('set') ? text.set : text.quantity);
  const result = await updateCartItem({ sku: text.sku, quantity });
  if (!result.ok) return { ok: false, message: result.message };
  redirect('/cart');
}

const GiftMessageInput = v.pipe(v.string('The gift message must be text.'), giftMessageLength);

/**
 * PUT cart/{cartId} with the gift message; the cart sidebar calls it when it closes with a changed
 * message. Bad input or no cart changes nothing.
 */
async function updateGiftMessageAction(
  input: unknown,
): Promise<{ ok: true; cart: Cart } | { ok: false; message: string }> {
  const parsed = v.safeParse(GiftMessageInput, input);
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message };
  const cartId = await createCookieSession().getCartId();
  if (!cartId) return { ok: false, message: 'There is no cart to add a gift message to.' };
  try {
    const result = await carts.updateCart(commerceTransport(), cartId, {
      giftMessage: parsed.output.trim(),
    });
    if (result === undefined) return { ok: false, message: 'Your cart has expired.' };
    if (isCartValidationError(result)) return { ok: false, message: result.message };
    return { ok: true, cart: result };
  } catch (error) {
    reportError(error, { section: 'cart-sidebar' });
    return { ok: false, message: 'Sorry, the gift message could not be saved. Please try again.' };
  }
}

export const updateGiftMessage = traceAction('updateGiftMessage', updateGiftMessageAction);
