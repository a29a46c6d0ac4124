import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_ALLOWED, NECESSARY_ONLY, NO_CONSENT, type Consent } from '@/lib/tracking/consent';
import {
  createDataLayer,
  DATA_LAYER_EVENTS,
  MAX_HELD_EVENTS,
  type DataLayerEntry,
  type DataLayerEvent,
} from './data-layer';

afterEach(() => vi.restoreAllMocks());

/** A data layer over fakes: the route, the consent record and the tracker cookie are ours to set. */
function fakePage(start: { path?: string; consent?: Consent; trackerCookie?: boolean } = {}) {
  const state = {
    path: start.path ?? '/',
    consent: start.consent ?? { known: true, ...ALL_ALLOWED },
    trackerCookie: start.trackerCookie ?? false,
  };
  const entries: DataLayerEntry[] = [];
  const layer = createDataLayer({
    target: () => ({ push: (entry) => entries.push(entry) }),
    pathname: () => state.path,
    consent: () => state.consent,
    hasTrackerCookie: () => state.trackerCookie,
  });
  const events = () => entries.filter((entry) => 'event' in entry).map((entry) => entry.event);
  return { state, entries, layer, events };
}

describe('data layer', () => {
  it('covers every event both specs name', () => {
    expect([...DATA_LAYER_EVENTS].sort()).toEqual(
      [
        'addToCart',
        'removeFromCart',
        'productImpression',
        'productDetailImpression',
        'productClick',
        'pageview',
        'viewCart',
        'purchase',
        'beginCheckout',
        'clubJoin',
        'clubHero',
        'subscriptionHero',
        'footerMenuClick',
        'wineryVisitClick',
        'wizardNavigation',
        'wizardStepOne',
        'wizardStepTwo',
        'wizardStepThree',
        'wizardStepFour',
        'newsletter_submission',
        'contact_form_submission',
        'popup_form_submission',
        'popup_form_viewed',
        'kl_active_on_site',
        'kl_viewed_product',
        'kl_begin_checkout',
      ].sort(),
    );
  });

  it('pushes an allowed event once, with its payload', () => {
    const page = fakePage();
    page.layer.setEnvironment(true);
    expect(page.layer.push('footerMenuClick', { label: 'FAQ', url: '/faq' })).toBe('push');
    expect(page.entries).toEqual([{ event: 'footerMenuClick', label: 'FAQ', url: '/faq' }]);
  });

  it('clears the previous ecommerce object before an ecommerce event (GA4)', () => {
    const page = fakePage();
    page.layer.setEnvironment(true);
    const ecommerce = { currency: 'USD' as const, value: 0, items: [] };
    page.layer.push('viewCart', { ecommerce });
    expect(page.entries).toEqual([{ ecommerce: null }, { event: 'viewCart', ecommerce }]);
  });

  it("logs an unknown event as 'Undefined Datalayer Event' and pushes nothing", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = fakePage();
    page.layer.setEnvironment(true);
    expect(page.layer.push('noSuchEvent' as DataLayerEvent, { url: '/' } as never)).toBe('drop');
    expect(page.entries).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Undefined Datalayer Event', 'noSuchEvent');
  });

  it('holds events until the environment is known, then pushes them with their own route', () => {
    const page = fakePage({ path: '/product/x' });
    expect(page.layer.push('pageview', { url: '/product/x' })).toBe('hold');
    page.state.path = '/checkout';
    page.layer.push('pageview', { url: '/checkout' });
    expect(page.entries).toEqual([]);
    page.layer.setEnvironment(true);
    expect(page.entries).toEqual([{ event: 'pageview', url: '/product/x' }]);
    expect(page.layer.held()).toBe(0);
  });

  it('drops everything outside production and stage', () => {
    const page = fakePage();
    page.layer.push('pageview', { url: '/' });
    page.layer.setEnvironment(false);
    expect(page.layer.push('pageview', { url: '/' })).toBe('drop');
    expect(page.entries).toEqual([]);
    expect(page.layer.held()).toBe(0);
  });

  it('holds events until the visitor answers the banner: accepting pushes them, declining drops them', () => {
    const accepted = fakePage({ consent: NO_CONSENT });
    accepted.layer.setEnvironment(true);
    accepted.layer.push('pageview', { url: '/' });
    expect(accepted.events()).toEqual([]);
    accepted.state.consent = { known: true, ...ALL_ALLOWED };
    accepted.layer.flush();
    expect(accepted.events()).toEqual(['pageview']);

    const declined = fakePage({ consent: NO_CONSENT });
    declined.layer.setEnvironment(true);
    declined.layer.push('pageview', { url: '/' });
    declined.state.consent = { known: true, ...NECESSARY_ONLY };
    declined.layer.flush();
    expect(declined.events()).toEqual([]);
    expect(declined.layer.held()).toBe(0);
  });

  it('stops at once after "Do Not Sell or Share"', () => {
    const page = fakePage();
    page.layer.setEnvironment(true);
    page.layer.push('pageview', { url: '/' });
    page.state.consent = { known: true, ...NECESSARY_ONLY };
    expect(page.layer.push('footerMenuClick', { label: 'FAQ', url: '/faq' })).toBe('drop');
    expect(page.events()).toEqual(['pageview']);
  });

  it(`keeps at most the latest ${MAX_HELD_EVENTS} held events`, () => {
    const page = fakePage({ consent: NO_CONSENT });
    for (let index = 0; index < MAX_HELD_EVENTS + 5; index += 1)
      page.layer.push('pageview', { url: `/${index}` });
    expect(page.layer.held()).toBe(MAX_HELD_EVENTS);
    page.state.consent = { known: true, ...ALL_ALLOWED };
    page.layer.setEnvironment(true);
    expect(page.entries[0]).toEqual({ event: 'pageview', url: '/5' });
  });

  it('sends the e-mail tracker an event only with its cookie or an e-mail', () => {
    const payload = { browser: 'Chrome', os: 'Linux', page: 'https://shop.example/' };
    const anonymous = fakePage();
    anonymous.layer.setEnvironment(true);
    expect(anonymous.layer.push('kl_active_on_site', payload)).toBe('drop');
    expect(anonymous.layer.push('kl_active_on_site', payload, { email: 'a@example.com' })).toBe(
      'push',
    );
    const known = fakePage({ trackerCookie: true });
    known.layer.setEnvironment(true);
    expect(known.layer.push('kl_active_on_site', payload)).toBe('push');
  });
});
