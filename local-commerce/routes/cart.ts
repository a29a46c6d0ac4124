import * as v from 'valibot';
import { GIFT_MESSAGE_MAX_LENGTH } from '../../lib/constants';
import { actingCustomerId, optionalCustomerId, requireOwnOpenCart } from '../auth';
import {
  assertPositiveQuantity,
  assertSellable,
  giftCardItemData,
  isGiftCard,
} from '../cart-rules';
import { created, noContent, ok, unprocessable } from '../http';
import type { RequestContext, Route } from '../router';
import {
  createCartRow,
  deleteCart,
  findLine,
  removeLine,
  renderCart,
  renderCartById,
  saveLine,
  updateCartRow,
  type CartRow,
} from '../store/carts';
import { findCustomerById, loadViewer, setCurrentWebCart } from '../store/customers';
import { findVariantBySku } from '../store/products';
import { parseInput, plainObject, trimmed } from '../validation';

const CreateCartSchema = v.object({
  channel: v.optional(
    v.picklist(['Web', 'POS', 'Inbound'], 'channel must be Web, POS or Inbound'),
    'Web',
  ),
  connectionInformation: v.optional(
    v.nullable(v.object({ userAgent: v.optional(v.nullable(v.string())) })),
  ),
  customerId: v.optional(v.nullable(v.string())),
  additionalInfo: v.optional(v.nullable(v.object({ emailId: v.optional(v.nullable(v.string())) }))),
  // Campaign data from a cookie: anything but an object is refused, and the client retries without it.
  metaData: v.optional(v.nullable(plainObject('metaData must be an object'))),
});

const UpdateCartSchema = v.object({
  giftMessage: v.optional(
    v.nullable(
      v.pipe(v.string(), v.maxLength(GIFT_MESSAGE_MAX_LENGTH, 'Gift message is too long')),
    ),
  ),
});

const ItemDataSchema = v.object({
  recipients: v.optional(
    v.array(
      v.object({
        email: v.optional(v.string(), ''),
        giftMessage: v.optional(v.nullable(v.string())),
      }),
    ),
  ),
});

const AddItemSchema = v.object({
  sku: trimmed('sku'),
  quantity: v.number('quantity must be a number'),
  itemData: v.optional(v.nullable(ItemDataSchema)),
});

const UpdateItemSchema = v.object({
  quantity: v.number('quantity must be a number'),
});

/** Whose rules apply to a cart: its customer, else whoever is signed in. */
async function cartViewer(context: RequestContext, cart: CartRow) {
  return loadViewer(context.sql, cart.customer_id ?? (await optionalCustomerId(context)));
}

/** POST cart */
async function createCart(context: RequestContext) {
  const body = parseInput(CreateCartSchema, context.body);
  // Only a named customer owns the cart (Commerce7's rule), and it must be the caller.
  const customerId = body.customerId ? await actingCustomerId(context, body.customerId) : null;
  if (customerId && !(await findCustomerById(context.sql, customerId))) {
    throw unprocessable('Customer not found');
  }
  const cart = await createCartRow(context.sql, {
    customerId,
    channel: body.channel,
    userAgent: body.connectionInformation?.userAgent ?? null,
    additionalInfo: body.additionalInfo ?? null,
    metaData: body.metaData ?? null,
  });
  // The customer's persistent cart is the one they created last.
  if (customerId) await setCurrentWebCart(context.sql, customerId, cart.id);
  return created(await renderCart(context.sql, cart));
}

/** GET cart/{cartId} */
async function getCart(context: RequestContext) {
  const cart = await requireOwnOpenCart(context, context.params.cartId ?? '');
  return ok(await renderCart(context.sql, cart));
}

/** PUT cart/{cartId}: the gift message. */
async function updateCart(context: RequestContext) {
  const body = parseInput(UpdateCartSchema, context.body);
  const cart = await requireOwnOpenCart(context, context.params.cartId ?? '');
  if (body.giftMessage !== undefined) {
    await updateCartRow(context.sql, cart.id, { giftMessage: body.giftMessage?.trim() || null });
  }
  return ok(await renderCartById(context.sql, cart.id));
}

/**
 * POST cart/{cartId}/item: adds to the line of the same sku, or starts one. Gift cards of the
 * same amount share a line too; their recipients are appended (see giftCardItemData).
 */
async function addItem(context: RequestContext) {
  const body = parseInput(AddItemSchema, context.body);
  const cart = await requireOwnOpenCart(context, context.params.cartId ?? '');
  assertPositiveQuantity(body.quantity);
  const found = await findVariantBySku(context.sql, body.sku);
  if (!found) throw unprocessable('Product variant not found');
  const { product, variant } = found;

  const existing = await findLine(context.sql, cart.id, variant.sku);
  const quantity = (existing?.quantity ?? 0) + body.quantity;
  assertSellable(product, variant, quantity, await cartViewer(context, cart));
  const itemData = isGiftCard(product)
    ? giftCardItemData(body.itemData, existing?.item_data ?? null)
    : (existing?.item_data ?? null);

  await saveLine(context.sql, cart.id, { sku: variant.sku, quantity, item_data: itemData });
  return created(await renderCartById(context.sql, cart.id));
}

/** PUT cart/{cartId}/item/{sku}: sets the quantity; 0 removes the line. */
async function updateItem(context: RequestContext) {
  const body = parseInput(UpdateItemSchema, context.body);
  const cart = await requireOwnOpenCart(context, context.params.cartId ?? '');
  const sku = context.params.sku ?? '';
  const line = await findLine(context.sql, cart.id, sku);
  // 422, not 404: on a cart path a 404 means "the cart is gone" and the shop drops its cart cookie.
  if (!line) throw unprocessable('Item not found in cart');

  if (body.quantity === 0) {
    await removeLine(context.sql, cart.id, sku);
  } else {
    assertPositiveQuantity(body.quantity);
    const found = await findVariantBySku(context.sql, sku);
    if (!found) throw unprocessable('Product variant not found');
    // Lowering a quantity is always allowed, even for an item that has since sold out;
    // raising it must pass the same checks as adding.
    if (body.quantity > line.quantity) {
      assertSellable(found.product, found.variant, body.quantity, await cartViewer(context, cart));
    }
    await saveLine(context.sql, cart.id, { ...line, quantity: body.quantity });
  }
  return ok(await renderCartById(context.sql, cart.id));
}

/**
 * DELETE cart/{cartId}/item/{sku}. Removing a line that is already gone (a second tab, a double
 * click) answers with the cart as it is: the visitor's wish is met, and a 404 here would make the
 * shop drop the whole cart.
 */
async function removeItem(context: RequestContext) {
  const cart = await requireOwnOpenCart(context, context.params.cartId ?? '');
  const sku = context.params.sku ?? '';
  if (await findLine(context.sql, cart.id, sku)) await removeLine(context.sql, cart.id, sku);
  return ok(await renderCartById(context.sql, cart.id));
}

/**
 * DELETE cart/{cartId}: the cart and its lines go; a customer whose current cart it was has none.
 * The shop deletes a cart it made for an add the service then refused, so none is left empty.
 */
async function removeCart(context: RequestContext) {
  const cart = await requireOwnOpenCart(context, context.params.cartId ?? '');
  await context.sql.query(
    'UPDATE customers SET current_web_cart_id = NULL WHERE current_web_cart_id = $1',
    [cart.id],
  );
  await deleteCart(context.sql, cart.id);
  return noContent();
}

export const cartRoutes: Route[] = [
  { method: 'POST', pattern: 'cart', handler: createCart },
  { method: 'GET', pattern: 'cart/:cartId', handler: getCart },
  { method: 'PUT', pattern: 'cart/:cartId', handler: updateCart },
  { method: 'DELETE', pattern: 'cart/:cartId', handler: removeCart },
  { method: 'POST', pattern: 'cart/:cartId/item', handler: addItem },
  { method: 'PUT', pattern: 'cart/:cartId/item/:sku', handler: updateItem },
  { method: 'DELETE', pattern: 'cart/:cartId/item/:sku', handler: removeItem },
];
