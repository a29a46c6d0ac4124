import { describe, expect, it } from 'vitest';
import { routeTracking } from './routes';

describe('tracking by route', () => {
  it.each([
    // path, tracking, cookie banner, commerce widget, cart page
    ['/', true, true, false, false],
    ['/product/apex-cabernet-sauvignon-2022', true, true, false, false],
    ['/checkout', false, false, true, false],
    ['/checkout/payment', false, false, true, false],
    ['/profile', false, true, true, false],
    ['/profile/', false, true, true, false],
    ['/profile/login', false, true, false, false],
    ['/profile/forgot-password', false, true, false, false],
    ['/profile/order-receipt/abc-123', true, true, false, false],
    ['/profile/club-membership/receipt/xyz', false, true, false, false],
    ['/profiles', true, true, false, false],
    ['/club/6-bottle-red-wines', true, true, true, false],
    ['/club', true, true, true, false],
    ['/clubhouse', true, true, false, false],
    ['/cart', true, true, false, true],
    ['/shop/my-cart-page', true, true, false, true],
    ['/checkouts-explained', true, true, false, false],
  ])(
    '%s: tracking %s, banner %s, widget %s, cart %s',
    (path, tracking, cookieBanner, commerceWidget, isCartPage) => {
      expect(routeTracking(path)).toEqual({ tracking, cookieBanner, commerceWidget, isCartPage });
    },
  );
});
