/**
 * The consent record in the tag manager's own terms (Google consent mode), so tags inside an
 * already-loaded container follow the visitor's choice too: a 'Do Not Sell or Share' made after the
 * tag manager started switches its storage and ad signals to denied at once. Pure.
 */
import type { Consent } from '@/lib/tracking/consent';

type Signal = 'granted' | 'denied';

interface ConsentModeState {
  analytics_storage: Signal;
  ad_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
  functionality_storage: Signal;
  personalization_storage: Signal;
  security_storage: Signal;
}

const signal = (allowed: boolean): Signal => (allowed ? 'granted' : 'denied');

export function consentModeOf(consent: Consent): ConsentModeState {
  return {
    analytics_storage: signal(consent.analytics),
    ad_storage: signal(consent.targeting),
    ad_user_data: signal(consent.targeting),
    ad_personalization: signal(consent.targeting),
    functionality_storage: signal(consent.functional),
    personalization_storage: signal(consent.functional),
    // Strictly necessary (C0001) is always on.
    security_storage: 'granted',
  };
}
