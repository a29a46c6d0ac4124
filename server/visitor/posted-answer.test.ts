import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jar } from '@/tests/support/cookie-jar';
import { POSTED_ANSWER_COOKIE } from '@/lib/http/cookies';

/**
 * A native post's answer goes back to the page it came from, by a redirect whose one-time key
 * finds it in a short-lived cookie: only a same-site page, only for its own key.
 */
vi.mock('next/headers', () => import('@/tests/support/cookie-jar'));
vi.mock('@/server/config', () => ({ getSettings: () => ({ secureCookies: false }) }));
const redirect = vi.fn((url: string) => {
  throw new Error(`redirect ${url}`);
});
vi.mock('next/navigation', () => ({ redirect: (url: string) => redirect(url) }));

const { answerBack, postedAnswerFor } = await import('./posted-answer');

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/** Sends `form` back with an answer; the address it redirected to and the cookie written. */
async function sendBack(
  form: FormData,
  answer = { ok: false, message: 'Invalid email or password' },
) {
  await expect(answerBack(form, answer, '/profile')).rejects.toThrow(/^redirect /);
  const url = new URL(redirect.mock.calls.at(-1)?.[0] ?? '', 'http://site.invalid');
  const [, value] = jar.set.mock.calls.at(-1) as [string, string];
  jar.values.set(POSTED_ANSWER_COOKIE, value);
  return { url, key: url.searchParams.get('answer') ?? '' };
}

beforeEach(() => {
  jar.reset();
  redirect.mockClear();
});

describe('answerBack', () => {
  it.each([
    ['the page it names', { back: '/profile/login' }, '/profile/login'],
    ['the page, its old answer key dropped', { back: '/checkout?answer=old' }, '/checkout'],
    [
      'with where a sign-in goes next',
      { back: '/profile/login', next: '/club' },
      '/profile/login?next=%2Fclub',
    ],
    ['the fallback without a page', {}, '/profile'],
    ['the fallback for another site', { back: '//evil.example/x' }, '/profile'],
    ['the fallback for a backslash trick', { back: '/\\evil.example' }, '/profile'],
    ['the fallback for a full address', { back: 'https://evil.example/' }, '/profile'],
  ])('goes back to %s', async (_name, fields, path) => {
    const { url } = await sendBack(posted(fields));
    expect(url.origin).toBe('http://site.invalid');
    url.searchParams.delete('answer');
    expect(`${url.pathname}${url.search}`).toBe(path);
  });

  it('keeps the answer for its own key only, in an httpOnly cookie of a minute', async () => {
    const answer = {
      ok: false,
      message: 'Please correct the fields in red',
      fieldErrors: { email: 'Invalid email address' },
      values: { email: 'ada' },
    };
    const { key } = await sendBack(posted({ back: '/profile/login' }), answer);
    expect(jar.set).toHaveBeenCalledWith(
      POSTED_ANSWER_COOKIE,
      expect.any(String),
      expect.objectContaining({ httpOnly: true, maxAge: 60 }),
    );
    expect(await postedAnswerFor(key)).toEqual(answer);
    expect(await postedAnswerFor('another-key')).toBeNull();
    expect(await postedAnswerFor(undefined)).toBeNull();
    expect(await postedAnswerFor([key, key])).toBeNull();
  });

  it('reads nothing from a cookie it did not write', async () => {
    for (const value of [
      'not-base64-json',
      Buffer.from('{"key":"k","answer":{"ok":"yes"}}').toString('base64url'),
    ]) {
      jar.values.set(POSTED_ANSWER_COOKIE, value);
      expect(await postedAnswerFor('k')).toBeNull();
    }
  });

  it('drops the typed values rather than write a cookie too large to keep', async () => {
    const values = {
      notes: 'x'.repeat(400),
      more: 'y'.repeat(400),
      again: 'z'.repeat(400),
      last: 'w'.repeat(400),
      five: 'v'.repeat(400),
      six: 'u'.repeat(400),
    };
    const { key } = await sendBack(posted({}), { ok: false, message: 'Nope', values } as never);
    expect(await postedAnswerFor(key)).toEqual({ ok: false, message: 'Nope', values: {} });
  });
});
