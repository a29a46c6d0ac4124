import { describe, expect, it } from 'vitest';

import {
  scrubAttributes,
  scrubBreadcrumb,
  scrubSentryEvent,
  scrubSpanName,
  scrubUrl,
} from './scrub-telemetry';

const CART = '62f472ff-d4b1-424a-8256-37c8757e9ded';
const CUSTOMER = '89664b18-d505-4ede-9177-f9d6eef47625';
const TOKEN = '2a3e3196e9f42896dfe2670e26f975d50c367342a4a1c80ca5f9f010117eb9e1';
const EMAIL = 'ada.lovelace+wine@example.com';

/** Every finding of an operator's review of the telemetry, and what must be left of it. */
describe('span names and URLs become templates', () => {
  it.each([
    [
      'a fetch span to a cart item',
      `POST http://127.0.0.1:4240/v1/cart/${CART}/item`,
      'POST http://127.0.0.1:4240/v1/cart/{cartId}/item',
    ],
    [
      'fetch span with the fetch prefix and a customer id query',
      `http GET https://api.commerce7.com/v1/customer/${CUSTOMER}/order?customerId=${CUSTOMER}`,
      'http GET https://api.commerce7.com/v1/customer/{customerId}/order',
    ],
    [
      'a reset link with token and e-mail',
      `GET /profile/reset-password?token=${TOKEN}&email=${encodeURIComponent(EMAIL)}`,
      'GET /profile/reset-password',
    ],
    ['a sign-in link', `GET /profile/sign-in-link?token=${TOKEN}`, 'GET /profile/sign-in-link'],
    [
      'an order receipt',
      `GET /profile/order-receipt/${CUSTOMER}`,
      'GET /profile/order-receipt/[id]',
    ],
    [
      'a middleware span',
      `middleware GET /profile/reset-password?token=${TOKEN}`,
      'middleware GET /profile/reset-password',
    ],
    [
      'a product page keeps its slug',
      'GET /product/apex-cabernet-sauvignon-2022',
      'GET /product/apex-cabernet-sauvignon-2022',
    ],
    ['an unknown id-like segment', `GET /somewhere/${TOKEN}/else`, 'GET /somewhere/{id}/else'],
    ['a span without a path', 'action logIn', 'action logIn'],
    [
      'the Sentry ingest URL loses its key',
      'http POST http://127.0.0.1:36647/api/1/envelope/?sentry_version=7&sentry_key=e2epublickey',
      'http POST http://127.0.0.1:36647/api/1/envelope/',
    ],
  ])('%s', (_case, name, expected) => {
    expect(scrubSpanName(name)).toBe(expected);
  });

  it.each([
    [`http://127.0.0.1:4240/v1/cart/${CART}/quote`, 'http://127.0.0.1:4240/v1/cart/{cartId}/quote'],
    [`/profile/reset-password?token=${TOKEN}`, '/profile/reset-password'],
    [`/profile/order-receipt/${CART}#top`, '/profile/order-receipt/[id]'],
    [`/local/mailbox/${encodeURIComponent(EMAIL)}`, '/local/mailbox/{id}'],
  ])('scrubUrl(%s)', (url, expected) => {
    expect(scrubUrl(url)).toBe(expected);
  });
});

describe('span attributes', () => {
  it('templates URL attributes, drops queries, bodies and headers, scrubs other text', () => {
    const attributes = scrubAttributes({
      'http.url': `http://127.0.0.1:4240/v1/cart/${CART}/item?customerId=${CUSTOMER}`,
      'url.full': `http://127.0.0.1:3240/profile/reset-password?token=${TOKEN}`,
      'url.path': `/profile/order-receipt/${CART}`,
      'url.query': `token=${TOKEN}`,
      'http.target': `/profile/sign-in-link?token=${TOKEN}&email=${EMAIL}`,
      'next.span_name': `GET /profile/order-receipt/${CART}`,
      'http.request.body.data': JSON.stringify({ email: EMAIL, password: 'Harvest-2024' }),
      'http.request.header.cookie': [`cartId=${CART}`],
      'http.request.header.referer': [`http://x/profile/reset-password?token=${TOKEN}`],
      'http.method': 'POST',
      'http.status_code': 200,
      'error.message': `Customer ${EMAIL} has cart ${CART}`,
      'sentry.op': { value: `GET /profile/order-receipt/${CART}`, type: 'string' },
      'url.template': 'cart/{cartId}',
    });
    expect(attributes).toEqual({
      'http.url': 'http://127.0.0.1:4240/v1/cart/{cartId}/item',
      'url.full': 'http://127.0.0.1:3240/profile/reset-password',
      'url.path': '/profile/order-receipt/[id]',
      'http.target': '/profile/sign-in-link',
      'next.span_name': 'GET /profile/order-receipt/[id]',
      'http.method': 'POST',
      'http.status_code': 200,
      'error.message': 'Customer [email] has cart {id}',
      'sentry.op': { value: 'GET /profile/order-receipt/{id}', type: 'string' },
      'url.template': 'cart/{cartId}',
    });
  });
});

describe('Sentry events', () => {
  const checkoutEvent = {
    event_id: 'a'.repeat(32),
    transaction: `POST /profile/order-receipt/${CART}`,
    message: `Checkout failed for ${EMAIL} card 4242 4242 4242 4242 cvv: 123`,
    user: { email: EMAIL, ip_address: '10.0.0.1' },
    request: {
      url: `http://127.0.0.1:3240/checkout?email=${EMAIL}`,
      method: 'POST',
      data: {
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvv: '123',
        address: '1 Ridge Road',
      },
      cookies: { cartId: CART, customerToken: TOKEN },
      headers: { authorization: TOKEN, cookie: `cartId=${CART}` },
      query_string: `email=${EMAIL}`,
    },
    tags: { section: 'commerce', customerType: 'club-member' },
    extra: { call: `GET cart/${CART}`, cartId: CART, statusCode: 503, attempts: 2 },
    exception: { values: [{ type: 'CommerceError', value: `GET cart/${CART} answered 503` }] },
    breadcrumbs: [
      {
        category: 'fetch',
        data: {
          url: `http://127.0.0.1:4240/v1/cart/${CART}?customerId=${CUSTOMER}`,
          method: 'GET',
        },
      },
      {
        category: 'console',
        message: `password reset link for ${EMAIL}: /profile/reset-password?token=${TOKEN}`,
      },
    ],
    contexts: {
      trace: { trace_id: 'b'.repeat(32), span_id: 'c'.repeat(16) },
      response: { status_code: 500 },
    },
  };

  it('keeps no body, cookie, header, query, user, card data, e-mail, token or raw id', () => {
    const scrubbed = scrubSentryEvent(checkoutEvent);
    const text = JSON.stringify(scrubbed);
    for (const secret of [
      EMAIL,
      CART,
      CUSTOMER,
      TOKEN,
      '4242 4242 4242 4242',
      '4242424242424242',
      '"123"',
      '1 Ridge Road',
      '10.0.0.1',
    ])
      expect(text).not.toContain(secret);
    expect(scrubbed.request).toEqual({ url: 'http://127.0.0.1:3240/checkout', method: 'POST' });
    expect(scrubbed.extra).toEqual({ call: 'GET cart/{id}', statusCode: 503, attempts: 2 });
    expect(scrubbed.breadcrumbs?.[0]?.data?.url).toBe('http://127.0.0.1:4240/v1/cart/{cartId}');
    // Its own ids stay: they are how Sentry and the traces find the event.
    expect(scrubbed.event_id).toBe('a'.repeat(32));
    expect(scrubbed.contexts?.trace).toEqual({ trace_id: 'b'.repeat(32), span_id: 'c'.repeat(16) });
  });

  it('gives a commerce event without a route the route template of its request', () => {
    expect(scrubSentryEvent(checkoutEvent).tags).toEqual({
      section: 'commerce',
      customerType: 'club-member',
      route: '/profile/order-receipt/[id]',
    });
    expect(
      scrubSentryEvent({
        ...checkoutEvent,
        tags: { section: 'commerce', route: 'action:placeOrder' },
      }).tags,
    ).toEqual({ section: 'commerce', route: 'action:placeOrder' });
  });

  it('scrubs a breadcrumb on its own (beforeBreadcrumb)', () => {
    expect(
      scrubBreadcrumb({
        message: `signed in ${EMAIL}`,
        data: { url: `/profile/sign-in-link?token=${TOKEN}` },
      }),
    ).toEqual({ message: 'signed in [email]', data: { url: '/profile/sign-in-link' } });
  });
});
