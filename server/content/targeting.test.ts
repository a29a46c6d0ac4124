import { describe, expect, it, afterEach } from 'vitest';
import * as v from 'valibot';
import { EntrySchema, type ContentEntry } from './schema';
import { entryMatchesUrl, pickEntry, primaryUrlOf, contentClockSwitchOn, contentNow, setContentNow } from './targeting';
import type { AppEnv } from '../config/settings';

const entry = (input: Record<string, unknown>): ContentEntry =>
  v.parse(EntrySchema, { id: 'x', name: 'x', data: {}, ...input });

describe('content targeting', () => {
  it.each([
    [{ data: { url: '/visit' } }, '/visit', true],
    [{ data: { url: '/visit' } }, '/visit/', true],
    [{ data: { url: '/visit' } }, '/visit/events', false],
    [{ query: [{ property: 'urlPath', operator: 'is', value: '/dine' }], data: {} }, '/dine', true],
    [{ query: [{ property: 'urlPath', operator: 'is', value: ['/a1', '/b2'] }], data: {} }, '/b2', true],
    [{ query: [{ property: 'urlPath', operator: 'startsWith', value: '/learn' }], data: {} }, '/learn/x', true],
    [{ query: [{ property: 'urlPath', operator: 'startsWith', value: '/learn' }], data: {} }, '/dine', false],
    // Every operator Builder's SDK evaluates: entries using them are no longer skipped.
    [{ query: [{ property: 'urlPath', operator: 'endsWith', value: '-menu' }], data: {} }, '/dine/fall-menu', true],
    [{ query: [{ property: 'urlPath', operator: 'endsWith', value: '-menu' }], data: {} }, '/dine', false],
    [{ query: [{ property: 'urlPath', operator: 'isNot', value: ['/a1', '/b2/'] }], data: {} }, '/b2', false],
    [{ query: [{ property: 'urlPath', operator: 'contains', value: 'learn' }], data: {} }, '/x/learn', true],
    [{ query: [{ property: 'urlPath', operator: 'greaterThan', value: 3 }], data: {} }, '/4', false],
    // A rule on an attribute the shared page does not know (the device) does not exclude it.
    [
      {
        query: [
          { property: 'urlPath', operator: 'is', value: '/dine' },
          { property: 'device', operator: 'is', value: 'mobile' },
          { property: 'visits', operator: 'greaterThanOrEqualTo', value: 2 },
        ],
        data: {},
      },
      '/dine',
      true,
    ],
    [{ data: { url: '/x1' }, endDate: 1 }, '/x1', false],
    [{ data: { url: '/x1' }, startDate: 9e15 }, '/x1', false],
  ])('entry %o matches %s: %s', (input, url, expected) => {
    expect(entryMatchesUrl(entry(input), url)).toBe(expected);
  });

  it.each([
    ['endsWith', 'x'],
    ['greaterThan', 3],
    ['lessThanOrEqualTo', 2.5],
    ['is', true],
    ['is', [1, 'a', false]],
    ['somethingNew', 'x'],
  ])('parses an entry targeted with %s %j instead of skipping it', (operator, value) => {
    const parsed = v.safeParse(EntrySchema, {
      id: 'x',
      name: 'x',
      data: {},
      query: [{ property: 'urlPath', operator, value }],
    });
    expect(parsed.success).toBe(true);
  });

  it('serves drafts only in draft mode, and prefers them there', () => {
    const published = entry({ id: 'p', data: { url: '/faq' } });
    const draft = entry({ id: 'd', published: 'draft', data: { url: '/faq' } });
    const onlyDraft = entry({ id: 'o', published: 'draft', data: { url: '/new' } });
    const all = [published, draft, onlyDraft];
    expect(pickEntry(all, '/faq', false)?.id).toBe('p');
    expect(pickEntry(all, '/faq', true)?.id).toBe('d');
    expect(pickEntry(all, '/new', false)).toBeUndefined();
    expect(pickEntry(all, '/new', true)?.id).toBe('o');
  });

  it('finds the primary url', () => {
    expect(primaryUrlOf(entry({ data: { url: '/visit/' } }))).toBe('/visit');
    expect(primaryUrlOf(entry({ query: [{ property: 'urlPath', operator: 'is', value: '/a1' }], data: {} }))).toBe('/a1');
  });
});

afterEach(() => setContentNow(undefined));

describe('content clock', () => {
  it.each<[AppEnv, string | undefined, boolean]>([
    ['local', '1', true],
    ['development', '1', true],
    ['stage', '1', false],
    ['production', '1', false],
    ['local', undefined, false],
    ['local', 'true', false],
  ])('in %s with LOCAL_CONTENT_CLOCK=%s the test switch is %s', (appEnv, value, on) => {
    expect(contentClockSwitchOn(appEnv, value)).toBe(on);
  });

  it('is the real time until moved, then keeps running from where it was set', () => {
    expect(Math.abs(contentNow() - Date.now())).toBeLessThan(50);
    const target = Date.UTC(2030, 3, 1, 8);
    setContentNow(target);
    expect(contentNow() - target).toBeGreaterThanOrEqual(0);
    expect(contentNow() - target).toBeLessThan(1_000);
    setContentNow(undefined);
    expect(Math.abs(contentNow() - Date.now())).toBeLessThan(50);
  });
});
