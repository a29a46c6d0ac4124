import { describe, expect, it } from 'vitest';
import { ALL_ALLOWED, NECESSARY_ONLY, NO_CONSENT } from '@/lib/tracking/consent';
import { consentModeOf } from './consent-mode';

describe('the consent record in consent-mode terms', () => {
  it('Accept grants every signal', () => {
    expect(Object.values(consentModeOf({ known: true, ...ALL_ALLOWED }))).toEqual(
      Array(7).fill('granted'),
    );
  });

  it.each([
    ['Decline / Do Not Sell or Share', { known: true, ...NECESSARY_ONLY }],
    ['no answer yet', NO_CONSENT],
  ])('%s denies all but security storage', (_name, consent) => {
    expect(consentModeOf(consent)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('targeting drives the ad signals, analytics the analytics storage', () => {
    expect(
      consentModeOf({ known: true, analytics: true, functional: true, targeting: false }),
    ).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied' });
  });
});
