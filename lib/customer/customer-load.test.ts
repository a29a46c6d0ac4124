import { describe, expect, it } from 'vitest';
import {
  cartAfterFetch,
  planCustomerLoad,
  type CustomerLoadInput,
  type LoadedCustomer,
} from './customer-load';

const member: LoadedCustomer = {
  id: 'c1',
  isActiveClubMember: true,
  currentWebCartId: 'cart-c1',
  orderCount: 3,
};
const normal: LoadedCustomer = { ...member, isActiveClubMember: false };
const noCart: LoadedCustomer = { ...normal, currentWebCartId: null };

const keep = { kind: 'keep' } as const;
const clear = { kind: 'clear' } as const;
const set = (value: string) => ({ kind: 'set', value }) as const;

// The customer load, rule by rule.
const cases: [
  rule: string,
  input: CustomerLoadInput<LoadedCustomer>,
  expected: {
    customer: LoadedCustomer | null;
    cartIdToFetch: string | null;
    cookies: object;
    customerType: string | null;
    reportSection: string | null;
  },
][] = [
  [
    'nobody: nothing fetched, nothing written',
    { hasToken: false, cartIdCookie: undefined, orderCountCookie: undefined },
    {
      customer: null,
      cartIdToFetch: null,
      cookies: { customerToken: keep, cartId: keep, orderCount: keep },
      customerType: null,
      reportSection: null,
    },
  ],
  [
    'only a cartId: the cart is fetched',
    { hasToken: false, cartIdCookie: 'cart-a', orderCountCookie: undefined },
    {
      customer: null,
      cartIdToFetch: 'cart-a',
      cookies: { customerToken: keep, cartId: keep, orderCount: keep },
      customerType: null,
      reportSection: null,
    },
  ],
  [
    'no token: the customer is cleared with their order count',
    { hasToken: false, cartIdCookie: undefined, orderCountCookie: '3' },
    {
      customer: null,
      cartIdToFetch: null,
      cookies: { customerToken: keep, cartId: keep, orderCount: clear },
      customerType: null,
      reportSection: null,
    },
  ],
  [
    "token: the cart and cartId cookie follow the customer's order information",
    {
      hasToken: true,
      cartIdCookie: 'cart-old',
      orderCountCookie: undefined,
      self: { kind: 'loaded', customer: member },
    },
    {
      customer: member,
      cartIdToFetch: 'cart-c1',
      cookies: { customerToken: keep, cartId: set('cart-c1'), orderCount: set('3') },
      customerType: 'club-member',
      reportSection: null,
    },
  ],
  [
    'token, cookies already right: nothing written, tagged normal',
    {
      hasToken: true,
      cartIdCookie: 'cart-c1',
      orderCountCookie: '3',
      self: { kind: 'loaded', customer: normal },
    },
    {
      customer: normal,
      cartIdToFetch: 'cart-c1',
      cookies: { customerToken: keep, cartId: keep, orderCount: keep },
      customerType: 'normal',
      reportSection: null,
    },
  ],
  [
    'token, customer without a cart: the cookie cart stays',
    {
      hasToken: true,
      cartIdCookie: 'cart-a',
      orderCountCookie: '3',
      self: { kind: 'loaded', customer: noCart },
    },
    {
      customer: noCart,
      cartIdToFetch: 'cart-a',
      cookies: { customerToken: keep, cartId: keep, orderCount: keep },
      customerType: 'normal',
      reportSection: null,
    },
  ],
  [
    'customer deleted: customer, token, club flag and cart cleared',
    { hasToken: true, cartIdCookie: 'cart-c1', orderCountCookie: '3', self: { kind: 'gone' } },
    {
      customer: null,
      cartIdToFetch: null,
      cookies: { customerToken: clear, cartId: clear, orderCount: clear },
      customerType: null,
      reportSection: null,
    },
  ],
  [
    'customer load fails: reported as cart-sidebar, the cart stays enabled',
    {
      hasToken: true,
      cartIdCookie: 'cart-a',
      orderCountCookie: '3',
      self: { kind: 'failed', error: new Error('timeout') },
    },
    {
      customer: null,
      cartIdToFetch: 'cart-a',
      cookies: { customerToken: keep, cartId: keep, orderCount: keep },
      customerType: null,
      reportSection: 'cart-sidebar',
    },
  ],
];

describe('planCustomerLoad', () => {
  it.each(cases)('%s', (_rule, input, expected) => {
    expect(planCustomerLoad(input)).toEqual(expected);
  });
});

describe('cartAfterFetch', () => {
  const plan = { cookies: { customerToken: keep, cartId: keep, orderCount: keep } };
  it.each([
    ['found: shown, cookie as planned', { kind: 'found', cart: 'C' } as const, 'C', keep],
    ['404: a stale cartId is cleared', { kind: 'gone' } as const, null, clear],
    ['failure: no cart, cookie kept', { kind: 'failed', error: 1 } as const, null, keep],
    ['not fetched', null, null, keep],
  ])('%s', (_rule, outcome, cart, cookie) => {
    expect(cartAfterFetch(plan, outcome)).toEqual({ cart, cartIdCookie: cookie });
  });
});
