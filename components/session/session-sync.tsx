'use client';

/**
 * The visitor's session in the browser: learned once per page load (`loadSession`, `SessionSync`),
 * settled for tracking (`useSettledAccount`), and left behind by a full page load when the
 * visitor's identity changes (`continueAsNewVisitor`).
 */
import { useEffect, useState } from 'react';
import { useCartStore } from '@/components/session/cart-store';
import { needsSessionSync, readSessionHints } from '@/lib/customer/session-hints';
import { syncSession } from '@/server/actions/account/session-sync';
import { useShellStore } from './shell-store';
import { CONSENT_POLL } from '@/lib/tracking/tag-manager';
import type { AccountSummary } from '@/lib/customer/viewer';

let pending: Promise<void> | undefined;

/**
 * Learns the visitor's session once per page load (shared pages are prerendered, the same for
 * everyone): the syncSession action answers with the account (with its analytics dimensions) and
 * the cart, and applies the customer load's cookie changes. Only asked when the session hints
 * say there is a customer or a cart with items; otherwise the visitor is anonymous with an empty
 * cart, at no cost. Safe to call from several places: one request at a time.
 */
export function loadSession(): Promise<void> {
  pending ??= run().finally(() => {
    pending = undefined;
  });
  return pending;
}

async function run(): Promise<void> {
  const { setAccount } = useShellStore.getState();
  const { replaceCart } = useCartStore.getState();
  if (!needsSessionSync(readSessionHints(document.cookie))) {
    // No cart, or an empty one: the header shows the hint's count and the cart store stays as it
    // is until a cart action replaces it.
    setAccount(null);
    return;
  }
  try {
    const result = await syncSession();
    setAccount(result.account);
    // A cart that could not be read keeps the count the hint shows (a quiet fallback).
    if (!result.cartUnavailable) replaceCart(result.cart);
  } catch {
    // Offline or the action failed: the header keeps the hints (tracking stops waiting for the
    // account on its own, `useSettledAccount` below); the next page load asks again.
  }
}

/**
 * A page restored from the back/forward cache (shared pages may be kept there now) was rendered
 * for whoever was looking then: after a login or logout since, it is loaded again; otherwise the
 * session is asked again for the current cart count.
 */
function onPageShow(event: PageTransitionEvent) {
  if (!event.persisted) return;
  const { account } = useShellStore.getState();
  const signedIn = readSessionHints(document.cookie).signedIn;
  if (account !== undefined && signedIn !== (account !== null)) window.location.reload();
  else void loadSession();
}

/** Mounted once by the root layout's islands. */
export function SessionSync() {
  useEffect(() => {
    void loadSession();
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return null;
}

/** How long tracking waits for the header to know who is logged in before going on without. */
const ACCOUNT_WAIT_MS = CONSENT_POLL.intervalMs * CONSENT_POLL.attempts;

/**
 * Who is logged in, for tracking: undefined while the header does not know yet, then the account
 * (null for an anonymous visitor), or null once ACCOUNT_WAIT_MS has passed without an answer, so
 * an event never waits forever for the header.
 */
export function useSettledAccount(): AccountSummary | null | undefined {
  const account = useShellStore((state) => state.account);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), ACCOUNT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (account !== undefined) return account;
  return waited ? null : undefined;
}

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
