import { describe, expect, it } from 'vitest';
import { isRegExpSource } from './text-settings';

describe('isRegExpSource', () => {
  it.each([
    ['^cart/[^/]+/item$', true],
    ['^\\d{5}(-\\d{4})?$', true],
    ['', true],
    ['[a-z', false],
    ['(unclosed', false],
    ['*leading', false],
    ['a{2,1}', false],
  ])('%j: %s', (source, valid) => {
    expect(isRegExpSource(source)).toBe(valid);
  });
});
