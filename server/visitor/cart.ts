import 'server-only';
import type { Cart } from '@/lib/commerce/entities';
import type { VisitorCaller } from '@/server/commerce/session';
import { loadVisitor } from './visitor';

/**
 * The visitor's cart, once per request, on the caller's deadline (a page's by default, an
 * action passes 'action'): the customer's cart when logged in, else the cartId cookie's; null
 * when there is none or it cannot be read (server/visitor/visitor.ts runs the customer load).
 */
export async function getVisitorCart(caller: VisitorCaller = 'render'): Promise<Cart | null> {
  return (await loadVisitor(caller)).cart;
}
