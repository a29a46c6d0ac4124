import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_LAYER_EVENTS, type DataLayerEntry, setTrackingAllowed, track } from './data-layer';

afterEach(() => {
  setTrackingAllowed(true);
  vi.restoreAllMocks();
});

describe('track', () => {
  it('covers every event both specs name', () => {
    expect(DATA_LAYER_EVENTS).toEqual(
      expect.arrayContaining([
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
      ]),
    );
  });

  it('pushes a known event with its payload', () => {
    const layer: DataLayerEntry[] = [];
    expect(track('footerMenuClick', { label: 'FAQ', url: '/faq' }, layer)).toBe(true);
    expect(layer).toEqual([{ event: 'footerMenuClick', label: 'FAQ', url: '/faq' }]);
  });

  it("logs an unknown event as 'Undefined Datalayer Event' and pushes nothing", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const layer: DataLayerEntry[] = [];
    expect(track('noSuchEvent', { a: 1 }, layer)).toBe(false);
    expect(layer).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Undefined Datalayer Event', 'noSuchEvent');
  });

  it('pushes nothing where the route forbids tracking', () => {
    const layer: DataLayerEntry[] = [];
    setTrackingAllowed(false);
    expect(track('pageview', { url: '/checkout' }, layer)).toBe(false);
    expect(layer).toEqual([]);
  });

  it('does nothing outside a browser without a target', () => {
    expect(track('pageview', { url: '/' })).toBe(false);
  });
});
