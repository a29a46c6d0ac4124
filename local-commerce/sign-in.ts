/**
 * What every way of signing in shares (password, registration, magic link): a new token, and the
 * visitor's anonymous cart becoming the customer's cart.
 */
import type { Customer } from '../lib/commerce/entities';
import { quantityLimit } from './availability';
import type { Sql } from './db';
import { cartLines, deleteCart, findOpenCart, saveLine, updateCartRow } from './store/carts';
import {
  findCustomerById,
  issueToken,
  setCurrentWebCart,
  toCustomer,
  type CustomerRow,
} from './store/customers';
import { findVariantsBySku } from './store/products';

export async function signIn(
  sql: Sql,
  customer: CustomerRow,
  cartId: string | null | undefined,
): Promise<Customer> {
  await adoptCart(sql, customer, cartId ?? null);
  const token = await issueToken(sql, customer.id);
  const fresh = (await findCustomerById(sql, customer.id)) ?? customer;
  return toCustomer(sql, fresh, token);
}

/**
 * The cart the visitor filled before signing in becomes the customer's current cart. Lines of
 * the customer's previous cart are merged into it (quantities added, capped at the line limit)
 * so nothing saved earlier is lost, and the previous cart is deleted. A cart id that is unknown,
 * already ordered or someone else's is ignored: signing in never fails because of a stale cookie.
 */
async function adoptCart(sql: Sql, customer: CustomerRow, cartId: string | null) {
  const cart = cartId ? await findOpenCart(sql, cartId) : null;
  const previous = customer.current_web_cart_id
    ? await findOpenCart(sql, customer.current_web_cart_id)
    : null;

  if (!cart || (cart.customer_id !== null && cart.customer_id !== customer.id)) {
    if (customer.current_web_cart_id && !previous) await setCurrentWebCart(sql, customer.id, null);
    return;
  }
  if (previous && previous.id !== cart.id) {
    await mergeLines(sql, previous.id, cart.id);
    if (!cart.gift_message && previous.gift_message) {
      await updateCartRow(sql, cart.id, { giftMessage: previous.gift_message });
    }
    await deleteCart(sql, previous.id);
  }
  await updateCartRow(sql, cart.id, { customerId: customer.id });
  await setCurrentWebCart(sql, customer.id, cart.id);
}

async function mergeLines(sql: Sql, fromCartId: string, intoCartId: string) {
  const from = await cartLines(sql, fromCartId);
  const into = new Map((await cartLines(sql, intoCartId)).map((line) => [line.sku, line]));
  const variants = await findVariantsBySku(
    sql,
    from.map((line) => line.sku),
  );
  for (const line of from) {
    const variant = variants.get(line.sku)?.variant;
    if (!variant) continue;
    const target = into.get(line.sku);
    const recipients = [
      ...(target?.item_data?.recipients ?? []),
      ...(line.item_data?.recipients ?? []),
    ];
    await saveLine(sql, intoCartId, {
      sku: line.sku,
      quantity: Math.min((target?.quantity ?? 0) + line.quantity, quantityLimit(variant)),
      item_data: recipients.length > 0 ? { recipients } : null,
    });
  }
}
