/**
 * POST cart/{cartId}/checkout: the local stand-in for Commerce7's hosted checkout. Everything
 * (stock re-check, payment, inventory, order, customer counters, closing the cart) happens in
 * the request's one transaction, so a declined card or a sold-out line leaves no trace.
 */
import * as v from 'valibot';
import { optionalCustomerId, requireOwnOpenCart } from '../auth';
import { isVirtualGiftCard } from '../availability';
import { assertSellable } from '../cart-rules';
import { SHIPPING_LOCATION_ID, TEST_CARD_NUMBER } from '../config';
import { isUsStateCode } from '../../lib/checkout/us-states';
import { created, HttpError, ok, unprocessable } from '../http';
import type { RequestContext, Route } from '../router';
import { orderTotals, requiresShipping, shippingRefusal } from '../shipping';
import { type CartRow, markCartOrdered, pricedLines, updateCartRow } from '../store/carts';
import { recordOrderPlaced } from '../store/customers';
import { sendOrderEmails } from '../mail/notify';
import { createOrder } from '../store/orders';
import { takeFromInventory } from '../store/products';
import { CheckoutRequestSchema } from '../../lib/checkout/checkout';
import { parseInput } from '../validation';

/** A card is good through the last day of its expiry month. */
function isExpired(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number);
  if (!month || year === undefined) return true;
  const fullYear = year < 100 ? 2000 + year : year;
  return new Date(Date.UTC(fullYear, month, 1)) <= now;
}

/**
 * The cart being quoted or checked out, if the caller may use it (another customer's cart is a
 * 404). A signed-in customer checking out an anonymous cart gets the order (and member prices).
 */
async function cartOfBuyer(context: RequestContext): Promise<CartRow> {
  const cart = await requireOwnOpenCart(context, context.params.cartId ?? '');
  const signedIn = await optionalCustomerId(context);
  if (cart.customer_id || !signedIn) return cart;
  await updateCartRow(context.sql, cart.id, { customerId: signedIn });
  return { ...cart, customer_id: signedIn };
}

const QuoteSchema = v.object({
  stateCode: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.toUpperCase(),
        v.check((code) => code === '' || isUsStateCode(code), 'Unknown state'),
      ),
    ),
  ),
});

/**
 * POST cart/{cartId}/quote: what checkout will charge, before payment. With a state it also
 * applies the shipping rules of that state (422 with the reason when wine cannot go there).
 * Read-only apart from handing an anonymous cart to the signed-in buyer, as checkout would.
 */
async function quote(context: RequestContext) {
  const body = parseInput(QuoteSchema, context.body);
  const cart = await cartOfBuyer(context);
  const { lines, viewer } = await pricedLines(context.sql, cart);
  const charges = lines.map((line) => line.charge);
  const stateCode = body.stateCode ?? '';
  if (stateCode && requiresShipping(charges)) {
    const refusal = shippingRefusal(charges, stateCode);
    if (refusal) throw unprocessable(refusal);
  }
  return ok({
    ...orderTotals(charges, viewer?.isActiveClubMember ?? false, stateCode),
    requiresShipping: requiresShipping(charges),
  });
}

async function checkout(context: RequestContext) {
  const body = parseInput(CheckoutRequestSchema, context.body);
  const cart = await cartOfBuyer(context);

  const { lines, viewer } = await pricedLines(context.sql, cart);
  if (lines.length === 0) throw unprocessable('Cart is empty');
  const charges = lines.map((line) => line.charge);
  const shipTo = requiresShipping(charges) ? (body.shipTo ?? null) : null;
  if (requiresShipping(charges)) {
    if (!shipTo) throw unprocessable('shipTo is required');
    const refusal = shippingRefusal(charges, shipTo.stateCode);
    if (refusal) throw unprocessable(refusal);
  }
  for (const { product, variant, item } of lines) {
    try {
      assertSellable(product, variant, item.quantity, viewer);
    } catch (error) {
      if (error instanceof HttpError) throw unprocessable(`${product.title}: ${error.message}`);
      throw error;
    }
  }

  if (isExpired(body.payment.expiry)) throw unprocessable('Card expired');
  if (body.payment.cardNumber !== TEST_CARD_NUMBER) throw unprocessable('Card declined');

  for (const { product, variant, item } of lines) {
    if (!isVirtualGiftCard(product)) {
      await takeFromInventory(context.sql, variant.sku, SHIPPING_LOCATION_ID, item.quantity);
    }
  }

  const order = await createOrder(context.sql, {
    cartId: cart.id,
    customerId: cart.customer_id,
    email: body.email,
    items: lines.map((line) => line.item),
    totals: orderTotals(charges, viewer?.isActiveClubMember ?? false, shipTo?.stateCode),
    shipTo,
    billTo: body.billTo ?? null,
    giftMessage: cart.gift_message,
    metaData: body.metaData ?? {},
    paymentLast4: body.payment.cardNumber.slice(-4),
  });

  if (cart.customer_id) await recordOrderPlaced(context.sql, cart.customer_id, cart.id);
  await markCartOrdered(context.sql, cart.id);
  await sendOrderEmails(context.sql, order, body.buyerName);
  return created(order);
}

export const checkoutRoutes: Route[] = [
  { method: 'POST', pattern: 'cart/:cartId/quote', handler: quote },
  { method: 'POST', pattern: 'cart/:cartId/checkout', handler: checkout },
];
