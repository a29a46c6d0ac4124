'use client';

import { useBrowserSnapshot } from '@/components/ui/use-browser-snapshot';

const subscribe = () => () => {};
// Module constants: a reader that never changes is read once after hydration, not after every
// commit of every control that asks.
const inBrowser = () => true;
const onServer = () => false;

/**
 * False in the server HTML and during hydration, true once React runs in the browser. Cart
 * controls and form submits stay disabled until then, so an early click is never silently lost
 * and a form is never sent by the browser itself (a GET that would put its fields in the URL).
 */
export function useHydrated(): boolean {
  return useBrowserSnapshot(subscribe, inBrowser, onServer);
}
