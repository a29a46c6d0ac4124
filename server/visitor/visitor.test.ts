import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { VisitorCaller } from '@/server/commerce/session';

/**
 * The visitor load runs on its caller's deadline: a page's render budget while rendering, the
 * spec's full budget in a server action (never the page's 2 s). Commerce and cookies are fakes.
 */
const customer = {
  firstName: 'Ada',
  id: 'cust-1',
  emails: [{ id: 'e-1', email: 'a@example.com' }],
  addresses: [],
  clubs: [],
  tags: [],
  orderInformation: { isActiveClubMember: false, currentWebCartId: 'cart-1', orderCount: 2 },
};
const cart = { id: 'cart-1', items: [], subTotal: 0, total: 0 };
const clientOptions: unknown[] = [];
const selfReads = { count: 0 };

/** The request being served: its headers object is what a request's reads are kept under. */
const request = vi.hoisted(() => ({ current: {} as object }));
const newRequest = () => (request.current = {});
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
  headers: async () => request.current,
}));
vi.mock('@/server/commerce/session', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/commerce/session')>();
  const createCookieSession = () => actual.createMemorySession({ token: 'token-1' });
  // The budget each transport is asked for; the calls on it are the fakes below.
  const commerceTransport = (options: unknown) => {
    clientOptions.push(options ?? {});
    return { session: createCookieSession() };
  };
  return {
    ...actual,
    createCookieSession,
    commerceTransport,
    visitorCommerce: (caller: VisitorCaller) => commerceTransport(actual.VISITOR_BUDGETS[caller]),
  };
});
vi.mock('@/server/observability/report', () => ({
  reportError: vi.fn(),
  tagCustomerForReports: vi.fn(),
}));
vi.mock('@/server/commerce/customers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/commerce/customers')>()),
  getSelf: async () => {
    selfReads.count += 1;
    return structuredClone(customer);
  },
}));
vi.mock('@/server/commerce/carts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/commerce/carts')>()),
  getCart: async () => cart,
}));

beforeEach(() => {
  clientOptions.length = 0;
  newRequest();
});

describe('loadVisitor: the deadline of its caller', () => {
  it.each<[VisitorCaller, unknown]>([
    ['render', { render: true }],
    ['action', {}],
    ['sync', { deadlineMs: 5_000 }],
  ])('%s: the customer and the cart are read with %o', async (caller, options) => {
    const { loadVisitor } = await import('./visitor');
    const load = await loadVisitor(caller);
    expect(load.customer?.id).toBe('cust-1');
    expect(load.cart?.id).toBe('cart-1');
    expect(clientOptions).toEqual([options]);
  });
});

describe('getViewer and getVisitorCart: a page by default, an action when it says so', () => {
  it('reads on the render budget when called as it is (pages)', async () => {
    const { getViewer } = await import('./visitor');
    const { getVisitorCart } = await import('./visitor');
    expect((await getViewer()).isLoggedIn).toBe(true);
    expect((await getVisitorCart())?.id).toBe('cart-1');
    expect(new Set(clientOptions.map((options) => JSON.stringify(options)))).toEqual(
      new Set([JSON.stringify({ render: true })]),
    );
  });

  it("reads on the action's budget when an action passes 'action'", async () => {
    const { getViewer } = await import('./visitor');
    const { getVisitorCart } = await import('./visitor');
    await getViewer('action');
    await getVisitorCart('action');
    expect(new Set(clientOptions.map((options) => JSON.stringify(options)))).toEqual(
      new Set([JSON.stringify({})]),
    );
  });
});

describe('the server actions that load the visitor do so on their own budget', () => {
  it('syncSession', async () => {
    const { syncSession } = await import('@/server/actions/account/session-sync');
    const synced = await syncSession();
    expect(synced.account).not.toBeNull();
    expect(clientOptions).toEqual([{ deadlineMs: 5_000 }]);
  });

  it('cancelMembership', async () => {
    const { cancelMembership } = await import('@/server/actions/account/membership');
    await cancelMembership('membership-1');
    expect(clientOptions.length).toBeGreaterThan(0);
    expect(clientOptions.every((options) => JSON.stringify(options) === '{}')).toBe(true);
  });
});

describe('the personal cache (personal-cache.ts): renders share a read, writes forget it', () => {
  it("a page's render reads customer/self once across requests, again after the visitor's write", async () => {
    const { loadViewerCustomer } = await import('./visitor');
    const { forgetVisitors } = await import('./personal-cache');
    await forgetVisitors(['token-1']);
    selfReads.count = 0;
    expect((await loadViewerCustomer('render'))?.id).toBe('cust-1');
    expect((await loadViewerCustomer('render'))?.id).toBe('cust-1');
    expect(selfReads.count).toBe(1);
    await forgetVisitors(['token-1']);
    await loadViewerCustomer('render');
    expect(selfReads.count).toBe(2);
  });

  it('actions and the session sync always read fresh', async () => {
    const { loadViewerCustomer } = await import('./visitor');
    await loadViewerCustomer('render');
    selfReads.count = 0;
    newRequest();
    await loadViewerCustomer('action');
    newRequest();
    await loadViewerCustomer('sync');
    expect(selfReads.count).toBe(2);
  });

  it('one request reads customer/self once, whoever asks, and again after a write', async () => {
    const { loadViewerCustomer } = await import('./visitor');
    const { forgetVisitors } = await import('./personal-cache');
    await forgetVisitors(['token-1']);
    selfReads.count = 0;
    await loadViewerCustomer('action');
    await loadViewerCustomer('sync');
    await loadViewerCustomer('render');
    expect(selfReads.count).toBe(1);
    await forgetVisitors(['token-1']);
    await loadViewerCustomer('render');
    expect(selfReads.count).toBe(2);
  });

  it('a write action forgets the visitor: the next render reads again', async () => {
    const { loadViewerCustomer } = await import('./visitor');
    const { cancelMembership } = await import('@/server/actions/account/membership');
    await loadViewerCustomer('render');
    selfReads.count = 0;
    await cancelMembership('membership-1');
    const afterAction = selfReads.count;
    await loadViewerCustomer('render');
    expect(selfReads.count).toBe(afterAction + 1);
  });

  it('the session sync leaves the visitor kept when nothing changed', async () => {
    const { loadViewerCustomer } = await import('./visitor');
    const { syncSession } = await import('@/server/actions/account/session-sync');
    await loadViewerCustomer('render');
    newRequest();
    await syncSession();
    selfReads.count = 0;
    await loadViewerCustomer('render');
    expect(selfReads.count).toBe(0);
  });

  it('the session sync forgets the visitor when the customer changed elsewhere', async () => {
    const { loadViewerCustomer } = await import('./visitor');
    const { syncSession } = await import('@/server/actions/account/session-sync');
    await loadViewerCustomer('render');
    customer.firstName = 'Grace';
    try {
      newRequest();
      await syncSession();
      expect((await loadViewerCustomer('render'))?.firstName).toBe('Grace');
    } finally {
      customer.firstName = 'Ada';
    }
  });

  it("a sign-in's answer is kept for the new session: its first page reads no customer/self", async () => {
    const { keepSignedInCustomer, loadViewerCustomer } = await import('./visitor');
    const { forgetVisitors } = await import('./personal-cache');
    await forgetVisitors(['token-1']);
    await keepSignedInCustomer({ ...structuredClone(customer), token: 'token-1' } as never);
    selfReads.count = 0;
    newRequest();
    const kept = await loadViewerCustomer('render');
    expect(kept?.id).toBe('cust-1');
    expect(kept).not.toHaveProperty('token');
    expect(selfReads.count).toBe(0);
  });
});
