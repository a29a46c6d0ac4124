'use server';

import { HONEYPOT_FIELD } from '@/lib/forms/rules';
import { keptFields, postedBlock, postedFields } from '@/lib/forms/posted-block';
import { postedAnswer, postedText, type PostedForm, formDataOf } from '@/lib/forms/posted-form';
import { submitContactForm, subscribeToNewsletter } from './forms';

/**
 * The sign-up and generic forms posted by the browser itself (before scripts run, or with none):
 * the same actions the script path calls, so the same checks and messages by field. The page is
 * rendered again with the answer; a typed e-mail address is never sent back into it.
 */

export async function subscribeFromForm(_previous: PostedForm, sent: unknown): Promise<PostedForm> {
  const form = formDataOf(sent);
  const text = postedText(form, ['email', 'email-opt-in', 'legal', HONEYPOT_FIELD]);
  const result = await subscribeToNewsletter({
    email: text.email,
    optIn: text['email-opt-in'] !== '',
    legal: text.legal !== '',
    website: text[HONEYPOT_FIELD],
    block: postedBlock(form),
  });
  return postedAnswer(result);
}

export async function submitContactFromForm(
  _previous: PostedForm,
  sent: unknown,
): Promise<PostedForm> {
  const form = formDataOf(sent);
  const values = postedFields(form);
  const result = await submitContactForm({
    block: postedBlock(form),
    values,
    website: postedText(form, [HONEYPOT_FIELD])[HONEYPOT_FIELD],
  });
  return postedAnswer(result, result.ok ? undefined : keptFields(values));
}
