/**
 * Which third-party loads a route may make.
 * Pure, so the server (proxy and layout) and the client islands apply the same rule.
 */

/**
 * Routes served by Commerce7's widget in production commerce mode, with everything below them:
 * checkout and the club pages (join). See docs/commerce7-widget.md.
 */
export const COMMERCE_WIDGET_ROUTES = ['/checkout', '/club'] as const;
/**
 * And Manage Account, /profile itself (not the sign-in pages or the receipts below it, which stay
 * ours): the widget's account page, whose orders, addresses and cards need calls only the widget
 * can make for the customer (our site has no app credentials).
 */
export const WIDGET_ACCOUNT_ROUTE = '/profile';

/** Paths where tracking never runs and the cookie banner is not shown. */
const NO_TRACKING_ROUTES = ['/checkout'] as const;
/** The account area skips tracking... */
const ACCOUNT_ROUTE = '/profile';
/** ...except order receipts, where the purchase is recorded. */
const ORDER_RECEIPT_ROUTE = '/profile/order-receipt';

/** True when `pathname` is `route` or lies below it (segment-aware: /clubhouse is not /club). */
export function isUnderRoute(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

interface RouteTracking {
  /** Tag manager and data-layer pushes allowed. */
  tracking: boolean;
  /** The consent (cookie) banner may be shown. */
  cookieBanner: boolean;
  /** The route is a commerce-widget route (the widget loads there in production commerce mode). */
  commerceWidget: boolean;
  /** The cart page is recognised by a path containing "cart". */
  isCartPage: boolean;
}

export function routeTracking(pathname: string): RouteTracking {
  const checkout = NO_TRACKING_ROUTES.some((route) => isUnderRoute(pathname, route));
  const account =
    isUnderRoute(pathname, ACCOUNT_ROUTE) && !isUnderRoute(pathname, ORDER_RECEIPT_ROUTE);
  return {
    tracking: !checkout && !account,
    cookieBanner: !checkout,
    commerceWidget:
      pathname.replace(/\/+$/, '') === WIDGET_ACCOUNT_ROUTE ||
      COMMERCE_WIDGET_ROUTES.some((route) => isUnderRoute(pathname, route)),
    isCartPage: pathname.includes('cart'),
  };
}
