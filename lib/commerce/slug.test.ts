import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, isPossibleSlug } from './slug';

describe('isPossibleSlug', () => {
  it.each([
    'isosceles-2021',
    'apex-cabernet-sauvignon-2018-3l',
    'red-wines',
    'Gift_Box.2',
    'a',
    'x'.repeat(SLUG_MAX_LENGTH),
  ])('%s can be a slug', (slug) => {
    expect(isPossibleSlug(slug)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(SLUG_MAX_LENGTH + 1)],
    ['a space', 'red wines'],
    ['a slash', 'red/wines'],
    ['a percent sign', 'red%20wines'],
    ['non-ASCII letters', 'rosé-2023'],
    ['punctuation', "o'brien"],
    ['a leading dot', '.env'],
    ['a leading hyphen', '-red'],
    ['a dot segment', '..'],
    ['a control character', 'red\u0000wines'],
  ])('%s cannot be a slug', (_case, slug) => {
    expect(isPossibleSlug(slug)).toBe(false);
  });
});
