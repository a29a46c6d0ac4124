import { describe, expect, it } from 'vitest';
import { heapGrowingFlag } from './heap-growth';
import { readSettings } from './settings';

describe('the heap growth setting', () => {
  it.each([
    [{}, '--heap-growing-percent=60'],
    [{ HEAP_GROWING_PERCENT: ' ' }, '--heap-growing-percent=60'],
    [{ HEAP_GROWING_PERCENT: '50' }, '--heap-growing-percent=50'],
    [{ HEAP_GROWING_PERCENT: '0' }, undefined],
  ])('%j gives %s', (env, flag) => {
    expect(heapGrowingFlag(readSettings(env).heapGrowingPercent)).toBe(flag);
  });

  it.each(['-1', '301', '1.5', 'lots'])('refuses %s with the name of the variable', (value) => {
    expect(() => readSettings({ HEAP_GROWING_PERCENT: value })).toThrow(/HEAP_GROWING_PERCENT/);
  });
});
