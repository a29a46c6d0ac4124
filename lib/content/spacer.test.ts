import { describe, expect, it } from 'vitest';
import { spacerRem } from './spacer';

describe('spacer sizes', () => {
  it.each([
    ['mobile', undefined, undefined, 1],
    ['tablet', undefined, undefined, 1.5],
    ['desktop', undefined, undefined, 2],
    ['desktop', 6, undefined, 6],
    ['desktop', 0.25, undefined, 0.25],
    ['tablet', 4.5, undefined, 4.5],
    ['tablet', 6, undefined, 1.5],
    ['mobile', 3, undefined, 3],
    ['mobile', 4.5, undefined, 1],
    ['desktop', 'custom', 160, 10],
    ['mobile', 'custom', 0, 0],
    ['tablet', 'custom', 250, 15.625],
    ['tablet', 'custom', 251, 1.5],
    ['desktop', 'custom', -1, 2],
    ['desktop', 'custom', undefined, 2],
  ] as const)('%s %s (custom %s px) is %s rem', (breakpoint, size, px, rem) => {
    expect(spacerRem(breakpoint, size, px)).toBe(rem);
  });
});
