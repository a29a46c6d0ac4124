import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_ALLOWED,
  analyticsAllowed,
  builderCanTrack,
  CONSENT_CHANGE_EVENT,
  consentCookieValue,
  consentFromCookies,
  emailTrackerAllowed,
  embedsBlocked,
  NECESSARY_ONLY,
  needsConsentChoice,
  onConsentChange,
  parseConsentCookie,
  writeBrowserConsent,
} from './consent';
import { CONSENT_COOKIE } from '../http/cookies';

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

describe('the one consent record', () => {
  const now = new Date('2026-11-23T06:00:00Z');

  it.each([
    // choice, analytics (pushes, tag manager, Builder), e-mail tracker, embeds blocked
    ['Accept', ALL_ALLOWED, true, true, false],
    ['Decline / Do Not Sell or Share', NECESSARY_ONLY, false, false, true],
  ])(
    '%s is written in the manager format and read back by every reader',
    (_name, choice, analytics, tracker, blocked) => {
      const value = consentCookieValue(choice, now);
      expect(new URLSearchParams(value).get('groups')).toBe(
        `C0001:1,C0002:${analytics ? 1 : 0},C0003:${blocked ? 0 : 1},C0004:${blocked ? 0 : 1}`,
      );
      const consent = consentFromCookies(`ageGate=false; ${CONSENT_COOKIE}=${value}`);
      expect(consent).toEqual({ known: true, ...choice });
      expect(analyticsAllowed(consent)).toBe(analytics);
      expect(builderCanTrack(consent)).toBe(analytics);
      expect(emailTrackerAllowed(consent)).toBe(tracker);
      expect(embedsBlocked(consent)).toBe(blocked);
      expect(needsConsentChoice(consent)).toBe(false);
    },
  );

  it('asks for a choice while none is recorded', () => {
    expect(needsConsentChoice(consentFromCookies('ageGate=false'))).toBe(true);
    // The old banner's cookie is not a record: the visitor is asked again.
    expect(needsConsentChoice(consentFromCookies('cookieConsent=granted'))).toBe(true);
  });

  describe('in the browser', () => {
    const listeners = new Map<string, Set<() => void>>();
    afterEach(() => {
      vi.unstubAllGlobals();
      listeners.clear();
    });

    function fakeBrowser() {
      const jar: string[] = [];
      vi.stubGlobal('document', {
        get cookie() {
          return jar.at(-1)?.split(';')[0] ?? '';
        },
        set cookie(value: string) {
          jar.push(value);
        },
      });
      vi.stubGlobal('window', {
        location: { protocol: 'http:' },
        addEventListener: (type: string, listener: () => void) =>
          listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
        removeEventListener: (type: string, listener: () => void) =>
          listeners.get(type)?.delete(listener),
        dispatchEvent: (event: Event) => {
          for (const listener of listeners.get(event.type) ?? []) listener();
          return true;
        },
      });
      return jar;
    }

    it('writes one year, site-wide, and tells the open page at once', () => {
      const jar = fakeBrowser();
      const heard = vi.fn();
      const stop = onConsentChange(heard);
      writeBrowserConsent(NECESSARY_ONLY, now);
      expect(jar[0]).toMatch(/^OptanonConsent=[^;]+; path=\/; max-age=31536000; samesite=lax$/);
      expect(consentFromCookies(jar[0]?.split(';')[0])).toEqual({ known: true, ...NECESSARY_ONLY });
      expect(heard).toHaveBeenCalledTimes(1);
      stop();
      writeBrowserConsent(ALL_ALLOWED, now);
      expect(heard).toHaveBeenCalledTimes(1);
      expect(listeners.get(CONSENT_CHANGE_EVENT)?.size).toBe(0);
    });
  });
});
