'use client';

import { useActionState, useCallback, useRef } from 'react';
import type { FormPost, PostedForm } from '@/lib/forms/posted-form';
import { readyForm } from './early-taps';

const neverPosted = async () => null;

/**
 * The one way a form works before the page's scripts run and without them: `action` and `ref` go
 * on the `<form>`. React renders `action` as a native POST to the page, and `posted` is the answer
 * the page was rendered again with. With scripts on, a submit made before hydration waits for the
 * form to be ready and is sent then (`ref`, early-taps.tsx). Once scripts run, the form's own
 * `onSubmit` (which prevents the native submit) takes over; its message, when there is one, wins
 * over `posted`'s.
 */
export function useFormPost<Answer extends PostedForm>(
  post: FormPost<Answer> | undefined,
  /** The answer a page rendered per request was sent back with (server/visitor/posted-answer.ts). */
  answered: Answer | null = null,
) {
  const [posted, action] = useActionState<Answer | null, FormData>(
    (post as FormPost<Answer | null> | undefined) ?? neverPosted,
    answered as Awaited<Answer> | null,
  );
  // An answer with field errors takes the visitor to the first one, as the form's own check does,
  // once: also when the post went before the page's scripts ran and the page came back with it.
  const focusedFor = useRef<Answer | null>(null);
  const ref = useCallback(
    (form: HTMLFormElement | null) => {
      readyForm(form);
      if (!form || focusedFor.current === posted) return;
      focusedFor.current = posted;
      if (Object.keys(posted?.fieldErrors ?? {}).length > 0) focusFirstInvalid(form);
    },
    [posted],
  );
  return { posted, action: post ? action : undefined, ref };
}

/** Takes the visitor to the first problem, once React has marked it. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
