'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The path the visitor is on. The router's pathname on the server and during hydration; the
 * address bar afterwards, because a 404 renders the generic not-found route whose pathname is not
 * the requested URL (the footer must still hide on /checkout, the header still mark Shop on an
 * unknown /collection/...). Re-read whenever the router's pathname changes.
 */
export function useCurrentPath(): string {
  const pathname = usePathname();
  return useSyncExternalStore(
    noSubscription,
    () => (pathname === window.location.pathname ? pathname : window.location.pathname),
    () => pathname,
  );
}
