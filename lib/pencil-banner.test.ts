import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  PencilBannerOptionsSchema,
  bannerTargetsPath,
  countdownParts,
  dismissalExpiry,
  isBannerLive,
  isDismissed,
} from './pencil-banner';

const DAY = 86_400_000;
const t0 = Date.parse('2026-06-01T12:00:00Z');

describe('pencil banner dismissal (7 days, keyed by text)', () => {
  it.each([
    ['never dismissed', null, null, t0, false],
    ['dismissed just now', '1', String(dismissalExpiry(t0)), t0, true],
    ['6 days later', '1', String(dismissalExpiry(t0)), t0 + 6 * DAY, true],
    ['7 days later', '1', String(dismissalExpiry(t0)), t0 + 7 * DAY, false],
    ['without expiry', '1', null, t0, true],
    ['corrupt expiry', '1', 'soon', t0, false],
  ])('%s', (_name, stored, expiry, now, expected) => {
    expect(isDismissed(stored, expiry, now)).toBe(expected);
  });
});

describe('countdown', () => {
  const end = '2026-06-03T13:04:05Z';
  it.each([
    [t0, { days: 2, hours: 1, minutes: 4, seconds: 5 }],
    [Date.parse(end) - 1000, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [Date.parse(end), null],
    [Date.parse(end) + 1000, null],
  ])('at %s', (now, expected) => {
    expect(countdownParts(end, now)).toEqual(expected);
  });

  it('a countdown banner is live only before its end date; a default one always', () => {
    expect(isBannerLive({ bannerType: 'countdown', endDate: end }, t0)).toBe(true);
    expect(isBannerLive({ bannerType: 'countdown', endDate: end }, Date.parse(end))).toBe(false);
    expect(isBannerLive({ bannerType: 'countdown', endDate: undefined }, t0)).toBe(false);
    expect(isBannerLive({ bannerType: 'default', endDate: undefined }, t0)).toBe(true);
  });
});

describe('options and targeting', () => {
  it('rejects a banner without text or with a bad link', () => {
    expect(v.safeParse(PencilBannerOptionsSchema, { text: ' ' }).success).toBe(false);
    expect(v.safeParse(PencilBannerOptionsSchema, { text: 'x', url: 'javascript:x' }).success).toBe(
      false,
    );
    expect(v.safeParse(PencilBannerOptionsSchema, { text: 'x', endDate: 'soon' }).success).toBe(
      false,
    );
  });

  it.each([
    [[], '/anything', true],
    [[{ property: 'urlPath', operator: 'is', value: '/' }], '/', true],
    [[{ property: 'urlPath', operator: 'is', value: '/' }], '/visit', false],
    [[{ property: 'urlPath', operator: 'startsWith', value: '/product' }], '/product/x', true],
    [[{ property: 'urlPath', operator: 'is', value: ['/a', '/b'] }], '/b', true],
    [[{ property: 'device', operator: 'is', value: 'mobile' }], '/x', true],
  ])('targeting %j on %s -> %s', (targeting, path, expected) => {
    expect(bannerTargetsPath(targeting, path)).toBe(expected);
  });
});
