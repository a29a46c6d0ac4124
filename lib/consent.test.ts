import { describe, expect, it } from 'vitest';
import { builderCanTrack, consentFromCookies, embedsBlocked, parseConsentCookie } from './consent';

const cookie = (groups: string) =>
  `ageGate=false; OptanonConsent=isGpcEnabled=0&datestamp=Mon+Jan+06+2025&groups=${encodeURIComponent(groups)}&hosts=; cartId=abc`;

describe('consent cookie', () => {
  it.each([
    // cookie header, analytics (Builder canTrack), embeds blocked
    [undefined, false, false],
    ['', false, false],
    ['cartId=abc', false, false],
    [cookie('C0001:1,C0002:1,C0003:1,C0004:1'), true, false],
    [cookie('C0001:1,C0002:0,C0003:1,C0004:1'), false, false],
    [cookie('C0001:1,C0002:1,C0003:0,C0004:1'), true, true],
    [cookie('C0001:1,C0002:1,C0003:1,C0004:0'), true, true],
    [cookie('C0001:1'), false, true],
    ['OptanonConsent=%%%', false, false],
    ['OptanonConsent=groups=', false, false],
  ])('%s: canTrack %s, embeds blocked %s', (header, canTrack, blocked) => {
    const consent = consentFromCookies(header);
    expect(builderCanTrack(consent)).toBe(canTrack);
    expect(embedsBlocked(consent)).toBe(blocked);
  });

  it('reads the raw groups field', () => {
    expect(parseConsentCookie('groups=C0002%3A1%2CC0004%3A0')).toEqual({
      known: true,
      analytics: true,
      functional: false,
      targeting: false,
    });
  });
});
