import { describe, expect, it } from 'vitest';
import { productDisplayLayout } from './product-display';

describe('productDisplayLayout (four columns when divisible by 4)', () => {
  it.each([
    [1, false, 'three'],
    [2, false, 'three'],
    [3, false, 'three'],
    [4, false, 'four'],
    [0, false, 'three'],
    [4, true, 'stacked'],
    [2, true, 'stacked'],
  ] as const)('%i products, stacked %s -> %s', (count, stacked, layout) =>
    expect(productDisplayLayout(count, stacked)).toBe(layout),
  );
});
