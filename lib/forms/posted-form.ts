/**
 * What a form's native post answers: the message to show and the errors by field. A form posts
 * natively when the browser submits it itself (before the page's scripts run, or with none), and
 * the page is rendered again with this answer; null until the form has posted.
 */
export type PostedForm = {
  ok: boolean;
  message?: string;
  fieldErrors?: Partial<Record<string, string>>;
  /** What the visitor typed, to show again (never a password or card number). */
  values?: Partial<Record<string, string>>;
  /** Which of a page's forms the answer is for (its `FORM_FIELD`), when the page has several. */
  form?: string;
} | null;

/** The hidden field naming the page a native post goes back to with its answer. */
export const BACK_FIELD = 'back';

/** The hidden field naming which of a page's forms was posted (its accessible name). */
export const FORM_FIELD = 'form';

/** The query parameter naming a form a page shows open (a new card, an address to edit). */
export const OPEN_PARAM = 'open';

/** The query parameter carrying the one-time key of an answer sent back to a page. */
export const ANSWER_PARAM = 'answer';

/**
 * A server action a form posts to natively (React's `useActionState` shape); a form whose answer
 * carries more (checkout's totals) names its own `Answer`.
 */
export type FormPost<Answer extends PostedForm = PostedForm> = (
  previous: Answer,
  form: FormData,
) => Promise<Answer>;

/** The named fields of a posted form as text; a missing field or a file reads as empty. */
export function postedText<Name extends string>(
  form: FormData,
  names: readonly Name[],
): Record<Name, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Record<Name, string>;
}

/**
 * An action's answer as a posted form shows it, with the typed `values` to show again (leave out
 * secrets); the answer's other data stays on the server.
 */
export function postedAnswer(
  result: { ok: boolean; message?: string; fieldErrors?: Partial<Record<string, string>> },
  values?: Partial<Record<string, string>>,
): NonNullable<PostedForm> {
  return { ok: result.ok, message: result.message, fieldErrors: result.fieldErrors, values };
}

/**
 * What a post action was sent, as a form: anything else (a forged call with other arguments)
 * reads as an empty form, which the action refuses with its usual messages.
 */
export function formDataOf(sent: unknown): FormData {
  return sent instanceof FormData ? sent : new FormData();
}

/** A form's shown message: its own (after scripts ran), else the native post's. */
export function shownMessage(
  own: { ok: boolean; text: string } | null,
  posted: PostedForm,
): { ok: boolean; text: string } | null {
  if (own) return own;
  return posted?.message ? { ok: posted.ok, text: posted.message } : null;
}
