import { describe, expect, it } from 'vitest';

import { CommerceError, callsPausedError } from './errors';
import {
  type CallEnding,
  type ReplyClass,
  type ReplyMeaning,
  applySessionEffect,
  classifyReply,
  replyClass,
} from './replies';
import { createMemorySession } from './session';

const reply = (status: number): CallEnding => ({ kind: 'reply', status });
const WITH_TOKEN = { customerToken: true };
const WITHOUT_TOKEN = { customerToken: false };

describe('classifyReply: the error catalogue as one table', () => {
  const row = (
    name: string,
    ending: CallEnding,
    path: string,
    sent: { customerToken: boolean },
    meaning: ReplyMeaning,
  ) => ({ name, ending, path, sent, meaning });
  const meaning = (
    replyClass: ReplyClass,
    resolves: ReplyMeaning['resolves'],
    report: boolean,
    session: ReplyMeaning['session'] = 'keep',
  ): ReplyMeaning => ({ class: replyClass, resolves, session, report });

  it.each([
    row('200', reply(200), 'cart/c1', WITH_TOKEN, meaning('success', 'body', false)),
    row('201', reply(201), 'cart', WITH_TOKEN, meaning('success', 'body', false)),
    row('204', reply(204), 'customer/logout', WITH_TOKEN, meaning('success', 'body', false)),
    row(
      '401 to the customer token clears it',
      reply(401),
      'customer/c1/club-membership',
      WITH_TOKEN,
      meaning('refused', 'reject', false, 'clear-token'),
    ),
    row(
      '401 to a catalogue call carrying the token clears it too',
      reply(401),
      'product/for-web',
      WITH_TOKEN,
      meaning('refused', 'reject', false, 'clear-token'),
    ),
    row(
      '401 to a call without the token clears nothing',
      reply(401),
      'collection',
      WITHOUT_TOKEN,
      meaning('refused', 'reject', false),
    ),
    row(
      '401 on customer/login is the answer itself',
      reply(401),
      'customer/login',
      WITH_TOKEN,
      meaning('refused', 'reject', false),
    ),
    row(
      '401 on customer/self is the answer itself (the customer load decides)',
      reply(401),
      'customer/self',
      WITH_TOKEN,
      meaning('refused', 'reject', false),
    ),
    row(
      '404 on a product slug is no product',
      reply(404),
      'product/slug/x/for-web',
      WITH_TOKEN,
      meaning('not-found', 'nothing', false),
    ),
    row(
      '404 on a cart path forgets the cart',
      reply(404),
      'cart/c1/item',
      WITH_TOKEN,
      meaning('not-found', 'nothing', false, 'clear-cart-id'),
    ),
    row(
      '404 elsewhere rejects, unreported',
      reply(404),
      'customer/generate-magic-link',
      WITHOUT_TOKEN,
      meaning('not-found', 'reject', false),
    ),
    row(
      '422 on a cart path is a value',
      reply(422),
      'cart/c1/checkout',
      WITH_TOKEN,
      meaning('invalid', 'cart-validation-error', false),
    ),
    row(
      '422 elsewhere rejects, unreported',
      reply(422),
      'club-membership',
      WITH_TOKEN,
      meaning('invalid', 'reject', false),
    ),
    row(
      '409 on order/cart is a checkout still running, unreported',
      reply(409),
      'order/cart/c1',
      WITH_TOKEN,
      meaning('invalid', 'reject', false),
    ),
    row(
      '409 elsewhere is reported',
      reply(409),
      'cart/c1',
      WITH_TOKEN,
      meaning('invalid', 'reject', true),
    ),
    row('400 is reported', reply(400), 'cart', WITH_TOKEN, meaning('invalid', 'reject', true)),
    row(
      '403 is reported and keeps the token',
      reply(403),
      'customer/self',
      WITH_TOKEN,
      meaning('invalid', 'reject', true),
    ),
    row('429', reply(429), 'product/for-web', WITHOUT_TOKEN, meaning('throttled', 'reject', true)),
    row('500', reply(500), 'cart/c1', WITH_TOKEN, meaning('down', 'reject', true)),
    row('503', reply(503), 'customer/self', WITH_TOKEN, meaning('down', 'reject', true)),
    row('a 408 reply', reply(408), 'cart/c1', WITH_TOKEN, meaning('down', 'reject', true)),
    row('a 3xx reply', reply(302), 'cart/c1', WITH_TOKEN, meaning('down', 'reject', true)),
    row('timeout', { kind: 'timeout' }, 'cart/c1', WITH_TOKEN, meaning('down', 'reject', true)),
    row(
      'no connection',
      { kind: 'network-error' },
      'customer/self',
      WITH_TOKEN,
      meaning('down', 'reject', true),
    ),
  ])('$name', ({ ending, path, sent, meaning: expected }) => {
    expect(classifyReply(ending, path, sent)).toEqual(expected);
  });
});

describe('replyClass: what a failed call meant, for code that tells failures apart', () => {
  const failure = (statusCode: number) => new CommerceError({ statusCode, message: 'x' });
  it.each<[string, unknown, ReplyClass]>([
    ['401', failure(401), 'refused'],
    ['404', failure(404), 'not-found'],
    ['409', failure(409), 'invalid'],
    ['422', failure(422), 'invalid'],
    ['429', failure(429), 'throttled'],
    ['408 (our timeout)', failure(408), 'down'],
    ['502 (unreachable or unreadable)', failure(502), 'down'],
    ['calls paused by the breaker', callsPausedError('GET cart/c1'), 'down'],
    ['an error that is no commerce reply', new Error('boom'), 'down'],
  ])('%s', (_name, error, expected) => {
    expect(replyClass(error)).toBe(expected);
  });
});

describe('applySessionEffect: the one place a reply changes the session', () => {
  it.each([
    ['keep', 'token-1', 'cart-1'],
    ['clear-token', undefined, 'cart-1'],
    ['clear-cart-id', 'token-1', undefined],
  ] as const)('%s', async (effect, token, cartId) => {
    const session = createMemorySession({ token: 'token-1', cartId: 'cart-1' });
    await applySessionEffect(session, effect);
    expect(await session.getToken()).toBe(token);
    expect(await session.getCartId()).toBe(cartId);
  });
});
