/**
 * Account rules shared by the forms, the server actions and their tests: the password rules a
 * new password must meet, and where a visitor may be sent back to after logging in.
 */
import { MIN_PASSWORD_LENGTH } from './constants';

export const PASSWORD_MAX_LENGTH = 200;

/** Shown beside every new-password field, so the rules are known before the first try. */
export const PASSWORD_RULES_TEXT = `At least ${MIN_PASSWORD_LENGTH} characters, with at least one letter and one number.`;

/** The first rule a new password breaks, or undefined when it meets them all. */
export function passwordProblem(password: string): string | undefined {
  if (password === '') return 'Password is required';
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return 'Password is too long';
  if (!/\p{L}/u.test(password)) return 'Password must contain a letter';
  if (!/\p{N}/u.test(password)) return 'Password must contain a number';
  return undefined;
}

export const DEFAULT_AFTER_LOGIN = '/profile';

/**
 * Where to go after logging in: `next` when it is a path on this site, else /profile. Anything
 * that could leave the site (//host, /\host, schemes, control characters) is refused, and the
 * login pages themselves are never a destination.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 2000) return DEFAULT_AFTER_LOGIN;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return DEFAULT_AFTER_LOGIN;
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return DEFAULT_AFTER_LOGIN;
  const url = new URL(next, 'https://site.invalid');
  if (url.origin !== 'https://site.invalid') return DEFAULT_AFTER_LOGIN;
  if (url.pathname === '/profile/login' || url.pathname.startsWith('/profile/login/'))
    return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}
