import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { closeKvStore } from '@/edge-cache';
import { CommerceError } from '@/server/commerce';
import { RATE_LIMITS } from '@/server/security/rate-limit';
import { DetailsInput } from '@/lib/customer/self-service-input';

/**
 * The one runner of the account's changes: who may change, what is checked before anything is
 * sent, the rate limit, and how a refusal of the commerce service reads.
 */
let signedIn: { id: string } | null = { id: 'cust-1' };
vi.mock('@/server/visitor/visitor', () => ({
  loadVisitor: async () => ({ customer: signedIn }),
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
const reported = vi.fn();
vi.mock('@/server/observability/report', () => ({ reportError: (e: unknown) => reported(e) }));

const { refusal, runAccountChange, SIGN_IN_AGAIN } = await import('./account-change');

const details = { firstName: 'Maya', lastName: 'Lind', phone: '', birthDate: '' };

beforeEach(async () => {
  await closeKvStore();
  signedIn = { id: `cust-${Math.random()}` };
  reported.mockClear();
});

describe('runAccountChange', () => {
  it.each([
    ['a good input runs the change', details, { ok: true, message: 'Saved' }, 1],
    [
      'a missing name is a field error and sends nothing',
      { ...details, firstName: ' ' },
      {
        ok: false,
        message: 'Please correct the fields in red',
        fieldErrors: { firstName: 'First name is required' },
      },
      0,
    ],
    [
      'an under-21 birth date is refused',
      { ...details, birthDate: `${new Date().getUTCFullYear() - 20}-01-01` },
      {
        ok: false,
        message: 'Please correct the fields in red',
        fieldErrors: { birthDate: 'You must be at least 21 years old' },
      },
      0,
    ],
  ])('%s', async (_, input, expected, calls) => {
    const change = vi.fn(async () => 'Saved');
    expect(await runAccountChange({ schema: DetailsInput, input }, change)).toEqual(expected);
    expect(change).toHaveBeenCalledTimes(calls);
  });

  it('asks a signed-out visitor to log in again', async () => {
    signedIn = null;
    const change = vi.fn(async () => 'Saved');
    expect(await runAccountChange({ schema: DetailsInput, input: details }, change)).toEqual({
      ok: false,
      message: SIGN_IN_AGAIN,
    });
    expect(change).not.toHaveBeenCalled();
  });

  it("shows the service's refusal on its field, and reports only real failures", async () => {
    const refuse = async () => {
      throw new CommerceError({ statusCode: 422, message: 'stateCode: Sorry, not there' });
    };
    expect(await runAccountChange({ schema: v.string(), input: 'x' }, refuse)).toEqual({
      ok: false,
      message: 'Please correct the fields in red',
      fieldErrors: { stateCode: 'Sorry, not there' },
    });
    expect(reported).not.toHaveBeenCalled();
    const down = async () => {
      throw new Error('socket hang up');
    };
    const result = await runAccountChange({ schema: v.string(), input: 'x' }, down);
    expect(result.ok).toBe(false);
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('limits the password change per account', async () => {
    const allowance = RATE_LIMITS['password-change'].attempts;
    const change = vi.fn(async () => 'Changed');
    for (let i = 0; i < allowance; i += 1)
      await runAccountChange({ schema: v.string(), input: 'x', scope: 'password-change' }, change);
    const refused = await runAccountChange(
      { schema: v.string(), input: 'x', scope: 'password-change' },
      change,
    );
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Too many attempts/),
    });
    expect(change).toHaveBeenCalledTimes(allowance);
  });
});

describe('refusal', () => {
  it.each([
    [
      'currentPassword: Current password is incorrect',
      { currentPassword: 'Current password is incorrect' },
    ],
    ['This card pays for an active membership. Choose another card first.', undefined],
  ])('%s', (message, fieldErrors) => {
    expect(refusal(message).ok).toBe(false);
    if (fieldErrors) expect(refusal(message)).toMatchObject({ fieldErrors });
    else expect(refusal(message)).toEqual({ ok: false, message });
  });
});
