import { describe, expect, it } from 'vitest';
import { optionsOf } from './predictive-list';
import { arrowStep } from './use-site-search';

describe('the predictive list by keyboard', () => {
  it.each([
    ['ArrowDown', -1, 3, 0],
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowUp', -1, 3, 2],
    ['ArrowUp', 0, 3, 2],
    ['ArrowUp', 2, 3, 1],
    ['ArrowDown', -1, 0, -1],
  ])('%s from %i of %i options makes %i active', (key, index, count, expected) =>
    expect(arrowStep(key, index, count)).toBe(expected),
  );

  it('walks every result in group order, then the results page', () => {
    const options = optionsOf(
      {
        query: 'red',
        total: 3,
        groups: [
          {
            kind: 'product',
            label: 'Wines & products',
            results: [
              { kind: 'product', title: 'A', href: '/product/a', summary: '' },
              { kind: 'product', title: 'B', href: '/product/b', summary: '' },
            ],
          },
          {
            kind: 'recipe',
            label: 'Recipes',
            results: [{ kind: 'recipe', title: 'C', href: '/recipes/c', summary: '' }],
          },
        ],
      },
      'list',
    );
    expect(options).toEqual([
      { id: 'list-0', href: '/product/a' },
      { id: 'list-1', href: '/product/b' },
      { id: 'list-2', href: '/recipes/c' },
      { id: 'list-3', href: '/search?q=red' },
    ]);
  });
});
