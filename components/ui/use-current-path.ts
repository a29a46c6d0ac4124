'use client';

import { usePathname } from 'next/navigation';
import { useBrowserSnapshot } from '@/components/ui/use-browser-snapshot';

const noSubscription = () => () => {};
const inBrowser = typeof window !== 'undefined';

/**
 * The path the visitor is on, known only in the browser after hydration: `null` on the server and
 * while hydrating, so the shell parts that depend on it (active header link, footer on checkout,
 * the banner and pop-up aimed at this page) prerender once, path-neutral, on every route. Reading
 * the router's pathname on the server would suspend routes whose params resolve at request time,
 * and a Suspense boundary around each part made React send the part twice (fallback, then the
 * streamed copy) on large pages.
 *
 * After hydration it is the address bar, not the router's pathname: a 404 renders the generic
 * not-found route whose pathname is not the requested URL (the footer must still hide on
 * /checkout, the header still mark Shop on an unknown /collection/...).
 */
export function useCurrentPath(): string | null {
  // The router's pathname only subscribes the caller to navigations. The same branch runs on
  // every render in one environment, so the hook order never changes.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (inBrowser) usePathname();
  return useBrowserSnapshot(
    noSubscription,
    // A new function each render: the address is then re-read after every commit, which
    // catches a navigation whose history entry is written after the new route rendered.
    () => window.location.pathname,
    () => null,
  );
}
