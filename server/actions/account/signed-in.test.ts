import { describe, expect, it, vi } from 'vitest';
import type { Customer } from '@/lib/commerce/entities';

/** After a sign-in the order count cookie is written at once: the first session sync writes none. */
const applied = vi.hoisted(() => [] as unknown[]);

vi.mock('@/server/visitor/visitor', () => ({
  applyVisitorCookies: async (changes: unknown) => {
    applied.push(changes);
  },
  keepSignedInCustomer: async () => {},
}));
vi.mock('@/server/security/known-device', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/security/known-device')>()),
  rememberThisDevice: async () => {},
}));
vi.mock('@/server/commerce/session', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/commerce/session')>();
  return { ...actual, createCookieSession: () => actual.createMemorySession() };
});
vi.mock('@/server/commerce', () => ({
  getCommerce: () => ({ getCart: async () => undefined }),
  isCartValidationError: () => false,
}));
vi.mock('@/server/config', () => ({ getSettings: () => ({ webUrl: 'http://localhost' }) }));

describe('signedIn', () => {
  it("sets the order count cookie to the customer's count", async () => {
    const { signedIn } = await import('./signed-in');
    const customer = {
      id: 'c-1',
      firstName: 'Ada',
      lastName: 'L',
      emails: [],
      clubs: [],
      tags: [],
      addresses: [],
      orderInformation: { isActiveClubMember: false, currentWebCartId: null, orderCount: 4 },
    } as unknown as Customer;
    expect((await signedIn(customer)).ok).toBe(true);
    expect(applied).toEqual([
      {
        customerToken: { kind: 'keep' },
        cartId: { kind: 'keep' },
        orderCount: { kind: 'set', value: '4' },
      },
    ]);
  });
});
