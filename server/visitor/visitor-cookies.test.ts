import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jar } from '@/tests/support/cookie-jar';
import { ORDER_COUNT_COOKIE } from '@/lib/http/cookies';

/**
 * applyVisitorCookies writes only what changes: any cookie a server action writes makes Next send
 * the whole page back with its answer.
 */
vi.mock('next/headers', () => import('@/tests/support/cookie-jar'));
vi.mock('@/server/config', () => ({
  getSettings: () => ({ commerce: { mode: 'local' }, secureCookies: false }),
}));

const KEEP = { kind: 'keep' } as const;

beforeEach(() => {
  jar.reset();
});

describe('applyVisitorCookies', () => {
  it('writes the order count when it changes, and nothing when the cookie holds it', async () => {
    const { applyVisitorCookies } = await import('./visitor');
    jar.values.set(ORDER_COUNT_COOKIE, '2');
    const changes = { customerToken: KEEP, cartId: KEEP, orderCount: { kind: 'set', value: '2' } };
    await applyVisitorCookies(changes as Parameters<typeof applyVisitorCookies>[0]);
    expect(jar.set).not.toHaveBeenCalled();
    await applyVisitorCookies({ ...changes, orderCount: { kind: 'set', value: '3' } });
    expect(jar.set).toHaveBeenCalledWith(ORDER_COUNT_COOKIE, '3', expect.anything());
  });

  it('clears nothing that is not there', async () => {
    const { applyVisitorCookies } = await import('./visitor');
    await applyVisitorCookies({
      customerToken: { kind: 'clear' },
      cartId: { kind: 'clear' },
      orderCount: { kind: 'clear' },
    });
    expect(jar.delete).not.toHaveBeenCalled();
    jar.values.set(ORDER_COUNT_COOKIE, '1');
    await applyVisitorCookies({ customerToken: KEEP, cartId: KEEP, orderCount: { kind: 'clear' } });
    expect(jar.delete).toHaveBeenCalledWith({ name: ORDER_COUNT_COOKIE, path: '/' });
  });
});
