import { getSettings } from '.';

/**
 * The attributes every cookie the site writes shares (the session, its hints, the pending
 * checkout, the order count): the whole site's path, `SameSite=Lax`, and `Secure` under a
 * production build.
 */
export function siteCookie(): { path: '/'; sameSite: 'lax'; secure: boolean } {
  return { path: '/', sameSite: 'lax', secure: getSettings().secureCookies };
}
