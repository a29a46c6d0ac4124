import 'server-only';
import type { Cart } from '@/lib/commerce/entities';
import { loadVisitor } from './visitor';

/**
 * The visitor's cart, once per request: the customer's cart when logged in, else the cartId
 * cookie's; null when there is none, it is gone (404) or commerce is down (reported).
 */
export async function getVisitorCart(): Promise<Cart | null> {
  return (await loadVisitor()).cart;
}
