/**
 * Account rules shared by the forms, the server actions and their tests: the password rules a
 * new password must meet, and where a visitor may be sent back to after logging in.
 */
import { MIN_PASSWORD_LENGTH } from '../constants';

const PASSWORD_MAX_LENGTH = 200;

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

/** Where a logout from a personal page lands: the login page, saying it worked. */
export const LOGGED_OUT_PATH = '/profile/login?loggedOut=1';

/**
 * What creating an account for an address that already has one answers: its owner gets a sign-in
 * link, and the form never says the address is taken.
 */
export const accountEmailSentMessage = (email: string) =>
  `We have sent an e-mail to ${email} with a link to continue.`;

/** Stands in for the site's origin: only paths are accepted, so the real host never matters. */
const SITE = 'https://site.invalid';
/** A path repeatedly percent-decoded at most this often before we give up on it. */
const MAX_DECODES = 3;

/**
 * Where to go after logging in: `next` when it is a path on this site, else /profile. The path is
 * resolved against the site's origin and accepted only when it stays there *and* the normalised
 * result still reads as a path of this site when it is used again: `/.//evil.example` resolves to
 * the path `//evil.example`, which a browser or router reads as another host. So the
 * result must not begin with two slashes (or a slash and a backslash) in any decoding of it, and
 * anything with a backslash, whitespace or control characters (which URL parsers strip or turn
 * into slashes) is refused outright. Absolute URLs are refused even for our own origin: the site
 * only ever writes paths. The login page itself is never a destination.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 2000) return DEFAULT_AFTER_LOGIN;
  if (!next.startsWith('/') || leavesTheSite(next)) return DEFAULT_AFTER_LOGIN;
  const url = URL.parse(next, SITE);
  if (!url || url.origin !== SITE) return DEFAULT_AFTER_LOGIN;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (leavesTheSite(path) || URL.parse(path, SITE)?.origin !== SITE) return DEFAULT_AFTER_LOGIN;
  if (url.pathname === '/profile/login' || url.pathname.startsWith('/profile/login/'))
    return DEFAULT_AFTER_LOGIN;
  return path;
}

/**
 * The text hides a backslash or a control character (tabs and line breaks are stripped by URL
 * parsers, backslashes turned into slashes), or any percent-decoding of it starts a host: `//`,
 * `/\\`, with tabs or line breaks in between (`/%09/evil.example`).
 */
function leavesTheSite(text: string): boolean {
  if (/[\\\u0000-\u001f\u007f-\u009f]/.test(text)) return true;
  let decoded = text;
  for (let round = 0; round <= MAX_DECODES; round += 1) {
    const stripped = decoded.replace(/[\t\n\r]/g, '');
    if (/^[/\\]{2}/.test(stripped) || /[\u0000-\u001f\u007f-\u009f]/.test(stripped)) return true;
    let again: string;
    try {
      again = decodeURIComponent(decoded);
    } catch {
      return true;
    }
    if (again === decoded) return false;
    decoded = again;
  }
  // Still changing after several decodings: nobody writes links like that.
  return true;
}
