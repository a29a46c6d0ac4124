import { describe, expect, it } from 'vitest';
import { headerHiddenAfter } from './hide-on-scroll';

describe('header hides on scroll down, returns on scroll up', () => {
  it.each([
    [0, 400, false, true],
    [400, 300, true, false],
    [400, 400, true, true],
    [400, 400, false, false],
    [400, 40, true, false],
    [0, 60, false, false],
  ])('from %d to %d (hidden %s) -> %s', (from, to, was, expected) => {
    expect(headerHiddenAfter(from, to, was)).toBe(expected);
  });
});
