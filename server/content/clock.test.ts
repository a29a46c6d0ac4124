import { afterEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../config/settings';
import { contentClockSwitchOn, contentNow, setContentNow } from './clock';

afterEach(() => setContentNow(undefined));

describe('content clock', () => {
  it.each<[AppEnv, string | undefined, boolean]>([
    ['local', '1', true],
    ['development', '1', true],
    ['stage', '1', false],
    ['production', '1', false],
    ['local', undefined, false],
    ['local', 'true', false],
  ])('in %s with LOCAL_CONTENT_CLOCK=%s the test switch is %s', (appEnv, value, on) => {
    expect(contentClockSwitchOn(appEnv, value)).toBe(on);
  });

  it('is the real time until moved, then keeps running from where it was set', () => {
    expect(Math.abs(contentNow() - Date.now())).toBeLessThan(50);
    const target = Date.UTC(2030, 3, 1, 8);
    setContentNow(target);
    expect(contentNow() - target).toBeGreaterThanOrEqual(0);
    expect(contentNow() - target).toBeLessThan(1_000);
    setContentNow(undefined);
    expect(Math.abs(contentNow() - Date.now())).toBeLessThan(50);
  });
});
