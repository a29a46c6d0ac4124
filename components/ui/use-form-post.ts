'use client';

import { useActionState } from 'react';
import type { FormPost, PostedForm } from '@/lib/forms/posted-form';

const neverPosted = async () => null;

/**
 * The one way a form works before the page's scripts run and without them: `action` goes on the
 * `<form>` (React renders it as a native POST to the page), and `posted` is the answer the page
 * was rendered again with. Once scripts run, the form's own `onSubmit` (which prevents the
 * native submit) takes over; its message, when there is one, wins over `posted`'s.
 */
export function useFormPost<Answer extends PostedForm = PostedForm>(
  post: FormPost<Answer> | undefined,
  /**
   * The page the form posts to: React matches the answer to the form by it rather than by the
   * form's place in the tree. For checkout's per-request content it did not help: Next puts the
   * answer in the page's data but not in its HTML there, so with scripts off it is not shown.
   */
  permalink?: string,
) {
  const [posted, action] = useActionState<Answer | null, FormData>(
    (post as FormPost<Answer | null> | undefined) ?? neverPosted,
    null,
    permalink,
  );
  return { posted, action: post ? action : undefined };
}

/** A form's shown message: its own (after scripts ran), else the native post's. */
export function shownMessage(
  own: { ok: boolean; text: string } | null,
  posted: PostedForm,
): { ok: boolean; text: string } | null {
  if (own) return own;
  return posted?.message ? { ok: posted.ok, text: posted.message } : null;
}
