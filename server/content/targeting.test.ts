import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EntrySchema, type ContentEntry } from './schema';
import { entryMatchesUrl, normalizeUrlPath, pickEntry, primaryUrlOf } from './targeting';

const entry = (input: Record<string, unknown>): ContentEntry =>
  v.parse(EntrySchema, { id: 'x', name: 'x', data: {}, ...input });

describe('content targeting', () => {
  it.each([
    ['/visit/', '/visit'],
    ['visit', '/visit'],
    ['/', '/'],
    ['/faq?x=1#top', '/faq'],
  ])('normalizes %s to %s', (input, output) => expect(normalizeUrlPath(input)).toBe(output));

  it.each([
    [{ data: { url: '/visit' } }, '/visit', true],
    [{ data: { url: '/visit' } }, '/visit/', true],
    [{ data: { url: '/visit' } }, '/visit/events', false],
    [{ query: [{ property: 'urlPath', operator: 'is', value: '/dine' }], data: {} }, '/dine', true],
    [{ query: [{ property: 'urlPath', operator: 'is', value: ['/a1', '/b2'] }], data: {} }, '/b2', true],
    [{ query: [{ property: 'urlPath', operator: 'startsWith', value: '/learn' }], data: {} }, '/learn/x', true],
    [{ query: [{ property: 'urlPath', operator: 'startsWith', value: '/learn' }], data: {} }, '/dine', false],
    [{ data: { url: '/x1' }, endDate: 1 }, '/x1', false],
    [{ data: { url: '/x1' }, startDate: 9e15 }, '/x1', false],
  ])('entry %o matches %s: %s', (input, url, expected) => {
    expect(entryMatchesUrl(entry(input), url)).toBe(expected);
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
