import { describe, expect, it } from 'vitest';
import { ALL_ALLOWED, NECESSARY_ONLY, NO_CONSENT, type Consent } from '@/lib/tracking/consent';
import type { CartItem, Order, Product } from '@/lib/commerce/entities';
import { lineItem, listOf, productItem, purchaseOf, withValue } from './ecommerce';
import { EVENT_AUDIENCE, type DataLayerEvent, type DataLayerPayloads } from './events';
import { gateDecision, trackingAllowed, type TrackingFacts } from './gate';
import {
  activeOnSitePayload,
  beginCheckoutPayload,
  pageviewPayload,
  viewedProductPayload,
} from './payloads';

const wine: Pick<Product, 'title' | 'type' | 'variants'> = {
  title: 'Apex Cabernet Sauvignon 2022',
  type: 'Wine',
  variants: [{ id: 'v1', sku: 'APX-CS-22', title: '750 ml', price: 6500, inventory: [] }],
};
const item = productItem(wine, { sku: 'APX-CS-22', unitPriceCents: 6500, brand: 'Isosceles' });
const line: CartItem = {
  sku: 'APX-CS-22',
  productTitle: 'Apex Cabernet Sauvignon 2022',
  variantTitle: '750 ml',
  quantity: 2,
  price: 6500,
};
const order = {
  id: 'o-1',
  items: [line],
  subTotal: 13000,
  taxTotal: 1040,
  shipTotal: 0,
} satisfies Pick<Order, 'id' | 'items' | 'subTotal' | 'taxTotal' | 'shipTotal'>;
const account = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '5551234567',
  dimensions: { customerId: 'c-1', clubs: 'Logged In - No Club', tags: '', emailId: 'e-1' },
};
const wizard = {
  isSubscriptionFlow: false,
  type: 'red-wines',
  step: 1,
  club: '6-bottle-red-wines',
};

/** One payload per event, built the way the site builds it, and the keys the specs name. */
const EVENT_TABLE: { [E in DataLayerEvent]: [DataLayerPayloads[E], string[]] } = {
  addToCart: [{ ecommerce: withValue([lineItem(line, 1)]) }, ['ecommerce']],
  removeFromCart: [{ ecommerce: withValue([lineItem(line)]) }, ['ecommerce']],
  productImpression: [{ ecommerce: listOf('All Wines', [item]) }, ['ecommerce']],
  productDetailImpression: [{ ecommerce: withValue([item]) }, ['ecommerce']],
  productClick: [{ ecommerce: listOf('All Wines', [item]) }, ['ecommerce']],
  pageview: [
    pageviewPayload('/collection/all', account),
    ['url', 'email', 'customerId', 'phone_number'],
  ],
  viewCart: [{ ecommerce: withValue([lineItem(line)]) }, ['ecommerce']],
  purchase: [{ ecommerce: purchaseOf(order) }, ['ecommerce']],
  beginCheckout: [{ ecommerce: withValue([lineItem(line)]) }, ['ecommerce']],
  clubJoin: [
    { club: 'Red Wines Club', clubSlug: '6-bottle-red-wines', isSubscriptionFlow: false },
    ['club', 'clubSlug', 'isSubscriptionFlow'],
  ],
  clubHero: [{ club: 'red-wines', quantity: '6' }, ['club', 'quantity']],
  subscriptionHero: [
    { subscription: 'Cabernet Sauvignon', quantity: '12', frequency: 'Every 2 months' },
    ['subscription', 'quantity', 'frequency'],
  ],
  footerMenuClick: [{ label: 'FAQ', url: '/faq' }, ['label', 'url']],
  wineryVisitClick: [{ label: 'Visit', url: '/visit' }, ['label', 'url']],
  wizardNavigation: [
    { ...wizard, from: 1, to: 2 },
    ['isSubscriptionFlow', 'type', 'step', 'club', 'from', 'to'],
  ],
  wizardStepOne: [wizard, ['isSubscriptionFlow', 'type', 'step', 'club']],
  wizardStepTwo: [{ ...wizard, step: 2 }, ['isSubscriptionFlow', 'type', 'step', 'club']],
  wizardStepThree: [{ ...wizard, step: 3 }, ['isSubscriptionFlow', 'type', 'step', 'club']],
  wizardStepFour: [{ ...wizard, step: 4 }, ['isSubscriptionFlow', 'type', 'step', 'club']],
  newsletter_submission: [
    { form_id: 'footer', success: true, email: 'ada@example.com' },
    ['form_id', 'success', 'email'],
  ],
  contact_form_submission: [{ form_id: 'contact', success: true }, ['form_id', 'success']],
  popup_form_submission: [{ form_id: 'welcome', success: false }, ['form_id', 'success']],
  popup_form_viewed: [{ form_id: 'welcome', variant: 'B' }, ['form_id', 'variant']],
  kl_active_on_site: [
    activeOnSitePayload(
      'https://shop.example/',
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
      undefined,
    ),
    ['browser', 'os', 'page'],
  ],
  kl_viewed_product: [
    viewedProductPayload(item, { id: 'p-1', url: 'https://shop.example/product/apex' }, undefined),
    ['ProductName', 'ProductID', 'SKU', 'URL', 'Price', 'Brand', 'Categories'],
  ],
  kl_begin_checkout: [
    beginCheckoutPayload([lineItem(line)], 'ada@example.com'),
    ['value', 'currency', 'items', 'email'],
  ],
};

const granted: Consent = { known: true, ...ALL_ALLOWED };
const denied: Consent = { known: true, ...NECESSARY_ONLY };
const facts = (
  pathname: string,
  consent: Consent,
  environment: boolean | undefined = true,
): TrackingFacts => ({
  environment,
  pathname,
  consent,
});
const tracker = { hasTrackerCookie: true };

describe('the event table: payload shape, routes, consent', () => {
  describe.each(
    Object.entries(EVENT_TABLE) as [DataLayerEvent, [Record<string, unknown>, string[]]][],
  )('%s', (event, [payload, keys]) => {
    it('carries the keys the specs name', () => {
      expect(Object.keys(payload).sort()).toEqual([...keys].sort());
    });

    it.each([
      ['/', 'push'],
      ['/product/apex-cabernet-sauvignon-2022', 'push'],
      ['/collection/all', 'push'],
      ['/club/6-bottle-red-wines', 'push'],
      ['/cart', 'push'],
      ['/profile/order-receipt/o-1', 'push'],
      ['/checkout', 'drop'],
      ['/checkout/payment', 'drop'],
      ['/profile', 'drop'],
      ['/profile/login', 'drop'],
      ['/profile/club-membership/receipt', 'drop'],
    ])('on %s: %s', (pathname, expected) => {
      expect(gateDecision(event, facts(pathname, granted), tracker)).toBe(expected);
    });

    it('needs consent: held until the visitor answers, dropped on a denial', () => {
      expect(gateDecision(event, facts('/', NO_CONSENT), tracker)).toBe('hold');
      expect(gateDecision(event, facts('/', denied), tracker)).toBe('drop');
    });

    it('only in production and stage', () => {
      expect(gateDecision(event, facts('/', granted, false), tracker)).toBe('drop');
      expect(gateDecision(event, { ...facts('/', granted), environment: undefined }, tracker)).toBe(
        'hold',
      );
    });
  });
});

describe('the e-mail tracker events', () => {
  const tracked = Object.entries(EVENT_AUDIENCE)
    .filter(([, audience]) => audience === 'emailTracker')
    .map(([event]) => event as DataLayerEvent);

  it('are the three kl_ events', () => {
    expect(tracked.sort()).toEqual(['kl_active_on_site', 'kl_begin_checkout', 'kl_viewed_product']);
  });

  it.each(tracked)('%s needs the tracker cookie or an e-mail, and targeting consent', (event) => {
    const at = facts('/', granted);
    expect(gateDecision(event, at, { hasTrackerCookie: false })).toBe('drop');
    expect(gateDecision(event, at, { hasTrackerCookie: true })).toBe('push');
    expect(gateDecision(event, at, { hasTrackerCookie: false, email: 'a@example.com' })).toBe(
      'push',
    );
    const analyticsOnly = facts('/', { ...granted, targeting: false });
    expect(gateDecision(event, analyticsOnly, { hasTrackerCookie: true })).toBe('drop');
    expect(gateDecision('pageview', analyticsOnly)).toBe('push');
  });
});

describe('trackingAllowed (the tag manager)', () => {
  it.each([
    [facts('/', granted), true],
    [facts('/profile/order-receipt/1', granted), true],
    [facts('/checkout', granted), false],
    [facts('/profile', granted), false],
    [facts('/', denied), false],
    [facts('/', NO_CONSENT), false],
    [facts('/', granted, false), false],
    [{ ...facts('/', granted), environment: undefined }, false],
  ])('%j -> %s', (given, expected) => {
    expect(trackingAllowed(given)).toBe(expected);
  });
});
