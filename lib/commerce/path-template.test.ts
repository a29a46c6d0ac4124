import { describe, expect, it } from 'vitest';
import { commercePathTemplate, SLUG_MAX_LENGTH, isPossibleSlug } from './path-template';

describe('commercePathTemplate', () => {
  it.each([
    ['product/slug/isosceles-2021/for-web', 'product/slug/{slug}/for-web'],
    ['product', 'product'],
    ['collection/slug/red-wines', 'collection/slug/{slug}'],
    ['cart', 'cart'],
    ['cart/6f1c2b', 'cart/{cartId}'],
    ['cart/6f1c2b/item', 'cart/{cartId}/item'],
    ['cart/6f1c2b/item/ISO-2021-750', 'cart/{cartId}/item/{sku}'],
    ['cart/6f1c2b/quote', 'cart/{cartId}/quote'],
    ['cart/6f1c2b/checkout', 'cart/{cartId}/checkout'],
    ['customer/login', 'customer/login'],
    ['customer/self', 'customer/self'],
    ['customer/c-42/order', 'customer/{customerId}/order'],
    ['customer/c-42/order/o-7', 'customer/{customerId}/order/{orderId}'],
    ['customer/c-42/club-membership', 'customer/{customerId}/club-membership'],
    [
      'customer/c-42/club-membership/m-9/cancel',
      'customer/{customerId}/club-membership/{membershipId}/cancel',
    ],
    ['order/limited', 'order/limited'],
    ['order/o-7/limited', 'order/{orderId}/limited'],
    ['club-membership/m-9/limited', 'club-membership/{membershipId}/limited'],
  ])('%s -> %s', (path, template) => {
    expect(commercePathTemplate(path)).toBe(template);
  });

  it('an unknown path keeps the known words and hides everything else', () => {
    expect(commercePathTemplate('cart/6f1c2b/gift/ada@example.com')).toBe('cart/{id}/{id}/{id}');
    expect(commercePathTemplate('/customer/c-42/')).toBe('customer/{id}');
  });
});

describe('isPossibleSlug', () => {
  it.each([
    'isosceles-2021',
    'apex-cabernet-sauvignon-2018-3l',
    'red-wines',
    'Gift_Box.2',
    'a',
    'x'.repeat(SLUG_MAX_LENGTH),
  ])('%s can be a slug', (slug) => {
    expect(isPossibleSlug(slug)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(SLUG_MAX_LENGTH + 1)],
    ['a space', 'red wines'],
    ['a slash', 'red/wines'],
    ['a percent sign', 'red%20wines'],
    ['non-ASCII letters', 'rosé-2023'],
    ['punctuation', "o'brien"],
    ['a leading dot', '.env'],
    ['a leading hyphen', '-red'],
    ['a dot segment', '..'],
    ['a control character', 'red\u0000wines'],
  ])('%s cannot be a slug', (_case, slug) => {
    expect(isPossibleSlug(slug)).toBe(false);
  });
});
