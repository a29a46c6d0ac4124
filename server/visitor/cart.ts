import 'server-only';
import type { Cart } from '@/lib/commerce/entities';
import { loadVisitor } from './visitor';

/**
 * The visitor's cart, once per request, within the render deadline: the customer's cart when
 * logged in, else the cartId cookie's; null when there is none or it cannot be read
 * (server/visitor/visitor.ts runs the customer load).
 */
export async function getVisitorCart(): Promise<Cart | null> {
  return (await loadVisitor()).cart;
}
