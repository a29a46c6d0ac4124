/**
 * What the account forms share, written once: their e-mail and new-password fields, and the ways
 * on from a login form.
 */
import Link from 'next/link';
import { PASSWORD_RULES_TEXT, passwordProblem } from '@/lib/customer/account';
import type { TextFieldSpec } from '@/components/ui/form-shell';

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

/** The three ways on from a login form, offered by the modal and by /profile/login alike. */
export function AccountLinks({ next, onNavigate }: { next?: string; onNavigate?: () => void }) {
  const query = next ? `?next=${encodeURIComponent(next)}` : '';
  const links = [
    { href: `/profile/forgot-password${query}`, label: 'Forgot password?' },
    { href: `/profile/sign-in-link${query}`, label: 'E-mail me a sign-in link' },
    { href: `/profile/create-account${query}`, label: 'Create an account' },
  ];
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} onClick={onNavigate} className="underline hover:text-wine">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
