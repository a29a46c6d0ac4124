/**
 * After the visitor's identity changes (sign in, account created, sign out) the next page is a
 * full page load, never a client navigation. The router keeps what it fetched as the former
 * visitor, and a prefetch still in flight when the cookie changed lands after the router's purge:
 * on a slow phone a member who had just signed in was shown the anonymous home page (no member
 * prices) from such a prefetch. A full load starts a router with nothing cached. `path` omitted:
 * the current page again.
 *
 * The promise never settles: the page is leaving, and a form that awaits it stays pending (its
 * button off, saying what happens) until the new page replaces it. Changing the page in between
 * (closing the modal, showing the avatar) would show a state the reload then takes back.
 */
export function continueAsNewVisitor(path?: string): Promise<never> {
  if (path === undefined) window.location.reload();
  else window.location.assign(path);
  return new Promise<never>(() => {});
}
