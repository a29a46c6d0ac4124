import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PencilBannerOptionsSchema } from './pencil-banner-schema';
import {
  bannerAtPathScript,
  bannerTargetsPath,
  countdownParts,
  dismissalExpiry,
  isBannerLive,
  isDismissed,
  type Targeting,
} from './pencil-banner';

const DAY = 86_400_000;

/** Evaluates the inline script's expression as a browser on `pathname` would. */
function runBannerAtPath(targetings: Targeting[], pathname: string): number {
  const pick = new Function('location', `return ${bannerAtPathScript(targetings)};`);
  return pick({ pathname }) as number;
}
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
    // Every operator Builder's SDK evaluates on the path, in the pure rule and the inline script.
    [[{ property: 'urlPath', operator: 'isNot', value: '/checkout' }], '/checkout', false],
    [[{ property: 'urlPath', operator: 'isNot', value: ['/checkout', '/cart'] }], '/x', true],
    [[{ property: 'urlPath', operator: 'isNot', value: ['/checkout', '/cart/'] }], '/cart', false],
    [[{ property: 'urlPath', operator: 'contains', value: 'club' }], '/join/club-a', true],
    [[{ property: 'urlPath', operator: 'contains', value: 'club' }], '/visit', false],
    [[{ property: 'urlPath', operator: 'endsWith', value: '-2021' }], '/product/a-2021', true],
    [[{ property: 'urlPath', operator: 'endsWith', value: '-2021' }], '/product/a-2022', false],
    [[{ property: 'urlPath', operator: 'is', value: '/visit/' }], '/visit', true],
    [[{ property: 'urlPath', operator: 'is', value: 3 }], '/3', false],
    [[{ property: 'urlPath', operator: 'greaterThan', value: 3 }], '/9', false],
    [[{ property: 'urlPath', operator: 'unknown', value: '/x' }], '/x', false],
  ])('targeting %j on %s -> %s', (targeting, path, expected) => {
    expect(bannerTargetsPath(targeting, path)).toBe(expected);
    expect(runBannerAtPath([targeting], path)).toBe(expected ? 0 : -1);
  });

  it.each([
    ['/product/isosceles-2021', 0],
    ['/product', 0],
    ['/', 1],
    ['/products-old', 0],
    ['/collection/all', 1],
  ])('the inline pick on %s is banner %i, the first one aimed at the page', (path, expected) => {
    const banners = [
      [{ property: 'urlPath', operator: 'startsWith', value: '/product' }],
      [{ property: 'device', operator: 'is', value: 'mobile' }],
    ];
    expect(runBannerAtPath(banners, path)).toBe(expected);
    expect(banners.findIndex((targeting) => bannerTargetsPath(targeting, path))).toBe(expected);
  });

  it('picks no banner when none is aimed at the page, and survives a closing script tag', () => {
    const banners = [[{ property: 'urlPath', operator: 'is', value: '</script><b>' }]];
    expect(bannerAtPathScript(banners)).not.toContain('</script>');
    expect(runBannerAtPath(banners, '/')).toBe(-1);
    expect(runBannerAtPath(banners, '</script><b>')).toBe(0);
  });
});
