import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, heapGrowingFlag } from './heap-growth';

describe('heapGrowingFlag', () => {
  it('fixes the growing factor at 1.3 by default', () => {
    expect(HEAP_GROWING_PERCENT).toBe(30);
    expect(heapGrowingFlag({})).toBe('--heap-growing-percent=30');
    expect(heapGrowingFlag({ HEAP_GROWING_PERCENT: ' ' })).toBe('--heap-growing-percent=30');
  });

  it('takes an integer from HEAP_GROWING_PERCENT, and 0 leaves V8 its own rule', () => {
    expect(heapGrowingFlag({ HEAP_GROWING_PERCENT: '50' })).toBe('--heap-growing-percent=50');
    expect(heapGrowingFlag({ HEAP_GROWING_PERCENT: '0' })).toBeUndefined();
  });

  it('ignores a value that is no percentage it would take', () => {
    for (const value of ['-5', '1.5', 'lots', '900', '--expose-gc']) {
      expect(heapGrowingFlag({ HEAP_GROWING_PERCENT: value })).toBe('--heap-growing-percent=30');
    }
  });
});
