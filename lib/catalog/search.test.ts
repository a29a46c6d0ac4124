import { describe, expect, it } from 'vitest';
import {
  cleanQuery,
  groupResults,
  resultCountText,
  searchHref,
  type SearchResultItem,
} from './search';

const item = (kind: SearchResultItem['kind'], title: string): SearchResultItem => ({
  kind,
  title,
  href: `/${title}`,
  summary: '',
});

describe('search shapes', () => {
  it.each([
    ['  isosceles ', 'isosceles'],
    [null, ''],
    ['x'.repeat(150), 'x'.repeat(100)],
  ])('cleans %j to %j', (query, expected) => expect(cleanQuery(query)).toBe(expected));

  it('links a query to the results page', () => {
    expect(searchHref('rosé & co')).toBe('/search?q=ros%C3%A9+%26+co');
  });

  it('groups products first, then pages, recipes and events, each cut to its limit', () => {
    const results = [
      item('event', 'dinner'),
      item('recipe', 'salad'),
      item('product', 'a'),
      item('page', 'visit'),
      item('product', 'b'),
    ];
    const groups = groupResults(results, { product: 1, page: 3, recipe: 3, event: 3 });
    expect(groups.map((group) => [group.kind, group.results.map((r) => r.title)])).toEqual([
      ['product', ['a']],
      ['page', ['visit']],
      ['recipe', ['salad']],
      ['event', ['dinner']],
    ]);
    expect(groupResults([item('page', 'x')])).toHaveLength(1);
  });

  it.each([
    [0, '', 'Type a wine, a grape, a year or a place to search.'],
    [0, 'zzz', 'No results for “zzz”.'],
    [1, 'isosceles', '1 result for “isosceles”.'],
    [4, 'red', '4 results for “red”.'],
  ])('announces %i results for %j', (total, query, text) =>
    expect(resultCountText(total, query)).toBe(text),
  );
});
