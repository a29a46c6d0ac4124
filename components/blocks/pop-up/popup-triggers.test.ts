import { afterEach, describe, expect, it, vi } from 'vitest';
import { armLoadCondition } from './popup-triggers';

/** A window scrolled to `scrollY` on a page of `scrollHeight` px in a 900 px viewport. */
function stubPage(scrollY: number, scrollHeight: number) {
  const listeners: Array<() => void> = [];
  vi.stubGlobal('window', {
    scrollY,
    innerHeight: 900,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    removeEventListener: vi.fn(),
  });
  vi.stubGlobal('document', { documentElement: { scrollHeight } });
  return listeners;
}

afterEach(() => vi.unstubAllGlobals());

describe('Scroll load condition', () => {
  it.each([
    // Already past the threshold when armed (scrolled while the page hydrated): opens at once.
    { scrollY: 1_100, scrollHeight: 2_900, threshold: 50, opens: true },
    { scrollY: 2_000, scrollHeight: 2_900, threshold: 100, opens: true },
    // Scrolled, but not far enough yet.
    { scrollY: 600, scrollHeight: 2_900, threshold: 50, opens: false },
    // Not scrolled at all: waits, also on a page too short to scroll.
    { scrollY: 0, scrollHeight: 2_900, threshold: 50, opens: false },
    { scrollY: 0, scrollHeight: 500, threshold: 50, opens: false },
  ])(
    'armed at $scrollY of $scrollHeight px, threshold $threshold%: opens now $opens',
    ({ scrollY, scrollHeight, threshold, opens }) => {
      stubPage(scrollY, scrollHeight);
      const open = vi.fn();
      armLoadCondition('Scroll', { threshold }, open);
      expect(open).toHaveBeenCalledTimes(opens ? 1 : 0);
    },
  );

  it('opens once when a later scroll crosses the threshold', () => {
    const listeners = stubPage(0, 2_900);
    const open = vi.fn();
    armLoadCondition('Scroll', { threshold: 50 }, open);
    (window as unknown as { scrollY: number }).scrollY = 1_200;
    listeners.forEach((listener) => listener());
    listeners.forEach((listener) => listener());
    expect(open).toHaveBeenCalledTimes(1);
  });
});
