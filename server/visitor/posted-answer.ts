import 'server-only';

import { randomUUID } from 'node:crypto';
import { redirect } from 'next/navigation';
import * as v from 'valibot';
import { ANSWER_PARAM, BACK_FIELD, FORM_FIELD, type PostedForm } from '@/lib/forms/posted-form';
import { readPostedAnswer, writePostedAnswer } from '@/server/cookies';

/**
 * A native post's answer on a page rendered per request. Next does not render such a page's form
 * again with the answer (its HTML comes back as it was first sent), so the action keeps the answer
 * in a short-lived httpOnly cookie and redirects (303) to the page the form was on, whose address
 * carries the answer's one-time key; the page reads the answer back only for that key, so a later
 * visit never shows an old message. The answer stays in the visitor's own browser.
 */

const Texts = v.record(v.string(), v.optional(v.pipe(v.string(), v.maxLength(500))));

const StoredAnswer = v.object({
  key: v.string(),
  answer: v.object({
    ok: v.boolean(),
    message: v.optional(v.pipe(v.string(), v.maxLength(500))),
    fieldErrors: v.optional(Texts),
    values: v.optional(Texts),
    form: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
});

/** A cookie holds about 4 KB: past this, the typed values are not kept. */
const MAX_COOKIE_TEXT = 3000;

const encode = (stored: v.InferOutput<typeof StoredAnswer>) =>
  Buffer.from(JSON.stringify(stored)).toString('base64url');

/** The page the form was posted from (a same-site path only; else `fallback`), with its `next`. */
function backPath(form: FormData, fallback: string): string {
  const back = form.get(BACK_FIELD);
  if (typeof back !== 'string' || !/^\/(?![/\\])[^\s]*$/.test(back) || back.length > 500)
    return fallback;
  const url = new URL(back, 'http://site.invalid');
  url.searchParams.delete(ANSWER_PARAM);
  // Where a sign-in goes on to stays with the page it came back to.
  const next = form.get('next');
  if (typeof next === 'string' && next !== '') url.searchParams.set('next', next);
  return `${url.pathname}${url.search}`;
}

/**
 * Server actions only: sends the visitor back to the page the form was posted from (`fallback`
 * when it named none) with the answer to show. Never returns.
 */
export async function answerBack(
  form: FormData,
  answer: NonNullable<PostedForm>,
  fallback: string,
): Promise<never> {
  const key = randomUUID();
  const posted = form.get(FORM_FIELD);
  if (typeof posted === 'string' && posted !== '')
    answer = { ...answer, form: posted.slice(0, 200) };
  let text = encode({ key, answer });
  if (text.length > MAX_COOKIE_TEXT) text = encode({ key, answer: { ...answer, values: {} } });
  await writePostedAnswer(text);
  const path = backPath(form, fallback);
  redirect(`${path}${path.includes('?') ? '&' : '?'}${ANSWER_PARAM}=${key}`);
}

/** The answer sent back for the page's `answer` parameter, or null (none, another or expired). */
export async function postedAnswerFor(key: string | string[] | undefined): Promise<PostedForm> {
  if (typeof key !== 'string') return null;
  const text = await readPostedAnswer();
  if (!text) return null;
  try {
    const parsed = v.safeParse(StoredAnswer, JSON.parse(Buffer.from(text, 'base64url').toString()));
    return parsed.success && parsed.output.key === key ? parsed.output.answer : null;
  } catch {
    return null;
  }
}

/** A page's query as text, and the answer it was sent back with: what a page rendered per request reads. */
export async function readPageQuery(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
) {
  const query = await searchParams;
  const text = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : undefined;
  };
  return { text, answered: await postedAnswerFor(query[ANSWER_PARAM]) };
}
