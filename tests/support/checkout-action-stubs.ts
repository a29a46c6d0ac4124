import { vi } from 'vitest';

/**
 * What the checkout actions run inside, stubbed alike for their tests, which stub commerce
 * itself: local settings, a cookie session holding cart-1, no pending checkout, tracing and error
 * reports that do nothing, and no order found for a cart. A test imports this module before it
 * imports the action (`await import`), so the stubs are in place when the action loads.
 */
vi.mock('@/server/config', () => ({ getSettings: () => ({ commerce: { mode: 'local' } }) }));
vi.mock('@/server/commerce/session', () => ({
  createCookieSession: () => ({ getCartId: async () => 'cart-1', clearCartId: async () => {} }),
  commerceTransport: () => ({}),
}));
vi.mock('@/server/visitor/checkout-outcome', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/visitor/checkout-outcome')>()),
  pendingCheckoutCartId: async () => undefined,
  rememberPendingCheckout: async () => {},
  forgetPendingCheckout: async () => {},
}));
vi.mock('@/server/actions/trace', () => ({
  traceAction: (_name: string, action: unknown) => action,
}));
vi.mock('@/server/observability/report', () => ({ reportError: () => {} }));
vi.mock('@/server/commerce/orders', () => ({
  findOrderOfCart: async () => undefined,
}));
