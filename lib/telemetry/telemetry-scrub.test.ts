import { describe, expect, it } from 'vitest';

import { createTelemetryScrubber } from './telemetry-scrub';
import { isSecretKey, scrubPath, scrubText } from './telemetry-scrub-text';

const TOKEN = '2a3e3196e9f42896dfe2670e26f975d50c367342a4a1c80ca5f9f010117eb9e1';
const ORDER = 'aa588126-4db6-4039-8dae-e615333cc8f9';
const EMAIL = 'ada@example.com';

describe('scrubText', () => {
  it.each([
    [`reset link for ${EMAIL}`, 'reset link for [email]'],
    [`to ${encodeURIComponent(EMAIL)}`, 'to [email]'],
    ['card 4242 4242 4242 4242 and 4242-4242-4242-4242', 'card [card] and [card]'],
    [`order ${ORDER}`, 'order {id}'],
    [`token ${TOKEN}`, 'token {token}'],
    ['password: Harvest-2024, cvv=123', `password: [redacted], cvv=[redacted]`],
    ['{"email":"a@b.co","cvv":"123"}', '{"email":"[redacted]","cvv":"[redacted]"}'],
    ['ErrorProbe failed on purpose', 'ErrorProbe failed on purpose'],
  ])('%s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });
});

describe('scrubPath', () => {
  it.each([
    ['/product/apex-cabernet-sauvignon-2022', '/product/apex-cabernet-sauvignon-2022'],
    ['/collection/all?page=2', '/collection/all'],
    [`/club-receipt/${ORDER}`, '/club-receipt/[id]'],
    ['/api/1/envelope/', '/api/1/envelope/'],
    ['/orders/123456', '/orders/{id}'],
    [
      `https://shop.example/profile/sign-in-link?magicLinkToken=${TOKEN}#x`,
      'https://shop.example/profile/sign-in-link',
    ],
  ])('%s', (path, expected) => {
    expect(scrubPath(path)).toBe(expected);
  });
});

describe("the browser's Sentry hooks (no commerce templates)", () => {
  const { scrubBreadcrumb, scrubSentryEvent } = createTelemetryScrubber();

  it('templates navigation and fetch breadcrumbs', () => {
    expect(
      scrubBreadcrumb({
        category: 'navigation',
        data: {
          from: `/profile/reset-password?token=${TOKEN}`,
          to: `/profile/order-receipt/${ORDER}`,
        },
      }),
    ).toEqual({
      category: 'navigation',
      data: { from: '/profile/reset-password', to: '/profile/order-receipt/[id]' },
    });
  });

  it('keeps no page URL query, body, cookies or user in an event', () => {
    const event = scrubSentryEvent({
      request: {
        url: `https://shop.example/profile/reset-password?token=${TOKEN}`,
        headers: { Referer: `https://shop.example/?email=${EMAIL}` },
        cookies: { cartId: ORDER },
      },
      user: { email: EMAIL },
      transaction: '/profile/reset-password',
    });
    expect(event).toEqual({
      request: { url: 'https://shop.example/profile/reset-password' },
      transaction: '/profile/reset-password',
    });
  });
});

describe('isSecretKey (the club join)', () => {
  it.each(['birthDate', 'birth_date', 'cardHolderName', 'creditCardId', 'cardNumber', 'cvv'])(
    '%s never leaves',
    (key) => {
      expect(isSecretKey(key)).toBe(true);
    },
  );
});
