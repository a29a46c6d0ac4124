'use client';

import { useEffect } from 'react';
import { useBrowserSnapshot } from '@/components/ui/use-browser-snapshot';

/**
 * The running server's web URL in the browser, for islands that keep state (the subscription
 * hero's choices). It arrives in a streamed hole (`StreamedWebUrl`), after the static shell; the
 * island reads it here instead of being rendered again inside that hole, so the hole resolving
 * never replaces the island and a choice already made stays. Until it arrives: '' (links relative
 * to the current site, same target).
 */
let current = '';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Module constants: a new reader each render would have the hook read again after every commit.
const readCurrent = () => current;
const readNothing = () => '';

export function useWebUrl(): string {
  return useBrowserSnapshot(subscribe, readCurrent, readNothing);
}

/** Rendered by the streamed hole: hands the web URL to every island reading `useWebUrl()`. */
export function WebUrlBeacon({ webUrl }: { webUrl: string }) {
  useEffect(() => {
    if (current === webUrl) return;
    current = webUrl;
    for (const listener of listeners) listener();
  }, [webUrl]);
  return null;
}
