import { PASSWORD_RULES_TEXT, passwordProblem } from '@/lib/customer/account';
import type { TextFieldSpec } from '@/components/ui/form-shell';

/** The text fields the account forms share, written once. */

export const EMAIL_FIELD = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
} as const satisfies TextFieldSpec<'email'>;

/** A password the visitor chooses now: the rules are its hint. */
export const NEW_PASSWORD_FIELD = {
  name: 'password',
  label: 'Password',
  type: 'password',
  autoComplete: 'new-password',
  hint: PASSWORD_RULES_TEXT,
} as const satisfies TextFieldSpec<'password'>;

/** Beyond the controls' own constraints: a new password's error goes once it meets the rules. */
export const isNewPasswordValid = (name: string, value: string): boolean =>
  name !== NEW_PASSWORD_FIELD.name || passwordProblem(value) === undefined;
