import { describe, expect, it, vi } from 'vitest';

import type { Order } from '@/lib/commerce/entities';
import { type CartValidationError, CommerceError } from '@/server/commerce';
import { CALLS_PAUSED } from '@/server/commerce/errors';

import {
  type CheckoutCalls,
  type CheckoutOutcome,
  lookUpOrder,
  settleCheckout,
} from './checkout-outcome';

const ORDER = { id: 'order-1' } as Order;
const DECLINED: CartValidationError = {
  kind: 'cart-validation-error',
  statusCode: 422,
  type: 'validation',
  message: 'Card declined',
};
const TIMEOUT = new CommerceError({ statusCode: 408, message: 'Request timed out' });
const UNREACHABLE = new CommerceError({ statusCode: 502, message: 'Commerce service unreachable' });
const SERVER_ERROR = new CommerceError({ statusCode: 500, message: 'Internal server error' });
const PAUSED = new CommerceError({ statusCode: 503, message: 'paused', type: CALLS_PAUSED });
const RUNNING = new CommerceError({ statusCode: 409, message: 'running', type: 'inProgress' });
const BAD_REQUEST = new CommerceError({ statusCode: 400, message: 'Request contains a NUL' });

type Step<T> = { answer: T } | { error: unknown } | 'not called';
const run = <T>(step: Step<T>) =>
  vi.fn(async () => {
    if (step === 'not called') throw new Error('must not be called');
    if ('error' in step) throw step.error;
    return step.answer;
  });

/** The decision after "Place order", from the checkout's reply and, when it decides nothing, the lookup's. */
const CASES: {
  name: string;
  checkout: Step<Order | CartValidationError | undefined>;
  lookup: Step<Order | undefined>;
  outcome: CheckoutOutcome;
}[] = [
  {
    name: 'success: the order, no lookup',
    checkout: { answer: ORDER },
    lookup: 'not called',
    outcome: { kind: 'placed', orderId: 'order-1' },
  },
  {
    name: '422 declined card: the service words, unchanged, no lookup',
    checkout: { answer: DECLINED },
    lookup: 'not called',
    outcome: { kind: 'refused', message: 'Card declined' },
  },
  {
    name: 'timeout, then found: the receipt',
    checkout: { error: TIMEOUT },
    lookup: { answer: ORDER },
    outcome: { kind: 'placed', orderId: 'order-1' },
  },
  {
    name: 'timeout, then the service answers "no order": a real failure (cart intact)',
    checkout: { error: TIMEOUT },
    lookup: { answer: undefined },
    outcome: { kind: 'failed' },
  },
  {
    name: 'timeout, and the service is still down: checking',
    checkout: { error: TIMEOUT },
    lookup: { error: TIMEOUT },
    outcome: { kind: 'checking' },
  },
  {
    name: 'timeout, and the checkout still runs in the service (409): checking',
    checkout: { error: TIMEOUT },
    lookup: { error: RUNNING },
    outcome: { kind: 'checking' },
  },
  {
    name: 'connection lost, then found',
    checkout: { error: UNREACHABLE },
    lookup: { answer: ORDER },
    outcome: { kind: 'placed', orderId: 'order-1' },
  },
  {
    name: '5xx, then not found: failed',
    checkout: { error: SERVER_ERROR },
    lookup: { answer: undefined },
    outcome: { kind: 'failed' },
  },
  {
    name: 'breaker open, lookup paused too: checking',
    checkout: { error: PAUSED },
    lookup: { error: PAUSED },
    outcome: { kind: 'checking' },
  },
  {
    name: 'cart not found (an earlier lost attempt ordered it): that order',
    checkout: { answer: undefined },
    lookup: { answer: ORDER },
    outcome: { kind: 'placed', orderId: 'order-1' },
  },
  {
    name: 'cart not found and no order of it: empty cart',
    checkout: { answer: undefined },
    lookup: { answer: undefined },
    outcome: { kind: 'empty' },
  },
];

describe('settleCheckout', () => {
  it.each(CASES)('$name', async ({ checkout, lookup, outcome }) => {
    const calls: CheckoutCalls = { checkout: run(checkout), findOrderOfCart: run(lookup) };
    expect(await settleCheckout('cart-1', calls)).toEqual(outcome);
    if (lookup !== 'not called') expect(calls.findOrderOfCart).toHaveBeenCalledWith('cart-1');
    else expect(calls.findOrderOfCart).not.toHaveBeenCalled();
  });

  it('passes on a 4xx refusal that is no lost reply (nothing was placed)', async () => {
    const calls: CheckoutCalls = {
      checkout: run({ error: BAD_REQUEST }),
      findOrderOfCart: run('not called'),
    };
    await expect(settleCheckout('cart-1', calls)).rejects.toBe(BAD_REQUEST);
  });
});

describe('lookUpOrder (the "we are checking" poll)', () => {
  it.each([
    { name: 'found', lookup: { answer: ORDER }, outcome: { kind: 'placed', orderId: 'order-1' } },
    { name: 'none', lookup: { answer: undefined }, outcome: { kind: 'failed' } },
    { name: 'still down', lookup: { error: UNREACHABLE }, outcome: { kind: 'checking' } },
    { name: 'still running', lookup: { error: RUNNING }, outcome: { kind: 'checking' } },
    {
      name: 'an unexpected error',
      lookup: { error: new Error('bug') },
      outcome: { kind: 'checking' },
    },
    {
      name: 'a refusal of the lookup itself (no word on the order)',
      lookup: { error: BAD_REQUEST },
      outcome: { kind: 'checking' },
    },
  ] as const)('$name', async ({ lookup, outcome }) => {
    expect(await lookUpOrder(run<Order | undefined>(lookup), 'cart-1', 'failed')).toEqual(outcome);
  });
});
