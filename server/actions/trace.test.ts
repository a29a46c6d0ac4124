import { redirect } from 'next/navigation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordSpans } from '@/tests/support/in-memory-tracing';

const reportError = vi.fn();
vi.mock('@/server/observability/report', () => ({
  reportError: (...args: unknown[]) => reportError(...args),
}));
vi.mock('@/server/visitor/visitor', () => ({
  currentCustomerType: async () => 'club-member',
}));

const forgotten = vi.hoisted(() => [] as unknown[]);
/** The session's token as the action's wrapper reads it: before the action, then after it. */
const session = vi.hoisted(() => ({ token: 'token-1' as string | undefined }));
vi.mock('@/server/visitor/personal-cache', () => ({
  currentToken: async () => session.token,
  forgetVisitors: async (tokens: unknown[]) => {
    forgotten.push(tokens);
  },
}));

const { traceAction } = await import('./trace');
const { currentReportScope } = await import('@/server/observability/report-scope');

const tracing = recordSpans();
beforeEach(() => {
  tracing.reset();
  reportError.mockClear();
});
const outcome = () => tracing.spans()[0]?.attributes['action.outcome'];

describe('traceAction: the personal cache', () => {
  beforeEach(() => {
    forgotten.length = 0;
    session.token = 'token-1';
  });

  it('forgets the visitor after a write, refused or not, and never after a read', async () => {
    await traceAction('saveDetails', async () => ({ ok: false }))();
    await traceAction('logout', async () => ({ ok: true }))();
    await traceAction('quoteCheckout', async () => ({ ok: true }))();
    expect(forgotten).toHaveLength(2);
  });

  it("keeps it after a change to a cart's lines, which nothing kept depends on", async () => {
    await traceAction('addToCart', async () => ({ ok: false, message: 'Sold out' }))();
    await traceAction('addToCart', async () => ({ ok: true }))();
    await traceAction('updateCartItem', async () => ({ ok: true }))();
    await traceAction('removeCartItem', async () => ({ ok: true }))();
    expect(forgotten).toHaveLength(0);
    await traceAction('placeOrder', async () => ({ ok: true }))();
    expect(forgotten).toEqual([['token-1', 'token-1']]);
  });

  it('forgets a session a sign-in ended, never the one it began (kept from its answer)', async () => {
    session.token = undefined;
    await traceAction('login', async () => {
      session.token = 'token-2';
      return { ok: true };
    })();
    await traceAction('login', async () => {
      session.token = 'token-3';
      return { ok: true };
    })();
    expect(forgotten).toEqual([
      [undefined, undefined],
      ['token-2', undefined],
    ]);
  });
});

describe('traceAction', () => {
  it.each([
    [{ ok: true }, 'ok'],
    [{ ok: false, message: 'Choose a product to add.' }, 'refused'],
    [undefined, 'ok'],
  ])('an action answering %j ends %s, and nothing is reported', async (answer, expected) => {
    const action = traceAction('addToCart', async (input: { sku: string }) => {
      expect(input.sku).toBe('ISO-2021-750');
      // Reports made inside name the action as their route.
      expect(currentReportScope()).toEqual({ route: 'action:addToCart' });
      return answer;
    });
    expect(await action({ sku: 'ISO-2021-750' })).toEqual(answer);
    expect(tracing.spans().map((span) => span.name)).toEqual(['action addToCart']);
    expect(outcome()).toBe(expected);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('reports an escaping error with its context, marks the span and rethrows', async () => {
    const failure = new TypeError('cannot read x');
    const action = traceAction('placeOrder', async () => {
      throw failure;
    });
    await expect(action()).rejects.toBe(failure);
    expect(outcome()).toBe('error');
    expect(tracing.spans()[0]?.attributes['error.type']).toBe('TypeError');
    expect(reportError).toHaveBeenCalledWith(failure, {
      section: 'action',
      customerType: 'club-member',
    });
  });

  it("lets Next's redirect through untouched and unreported", async () => {
    const action = traceAction('login', async () => redirect('/profile'));
    await expect(action()).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT/),
    });
    expect(reportError).not.toHaveBeenCalled();
    expect(tracing.spans()[0]?.status.code).toBe(0); // UNSET: not a failure
  });
});
