/**
 * Which pages a visitor with a customer token is shown in their own per-customer version (their
 * member prices and access in every product card and block). proxy.ts rewrites those paths to
 * /customer-view/...; everybody else gets the static, shared page, so an anonymous visitor costs
 * no per-request render. The product page needs no rewrite: its purchase panel is already a
 * personal hole.
 */
export const CUSTOMER_VIEW_PREFIX = '/customer-view';

export function customerViewPath(pathname: string): string | undefined {
  if (pathname === '/') return CUSTOMER_VIEW_PREFIX;
  if (/^\/collection\/[^/]+\/?$/.test(pathname)) return `${CUSTOMER_VIEW_PREFIX}${pathname}`;
  return undefined;
}
