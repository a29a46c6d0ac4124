'use client';

import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (the address, a cookie hint, the consent record), with the
 * arguments of React's `useSyncExternalStore`: the server's value in the server HTML and while
 * hydrating, the browser's once the page runs, and every change `subscribe` reports.
 *
 * Why not `useSyncExternalStore` itself: when the browser's value differs from the server's,
 * React re-renders every such caller synchronously right after hydration (store updates always
 * take the sync lane), one long task on a phone's first load, counted whole in its blocking time.
 * Here that first change after hydration is a transition, which React renders in short slices.
 * A component mounted later, after a client navigation, starts with the browser's value: nothing
 * flashes.
 */
export function useBrowserSnapshot<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  // React asks for the server snapshot only when the markup comes from the server (rendering it,
  // or hydrating it): the mount remembers which, and reports the same every time, so this store
  // never changes and never schedules a render of its own.
  const markupFromServer = useRef(false);
  const fromServerHtml = useSyncExternalStore(
    noSubscription,
    () => markupFromServer.current,
    () => (markupFromServer.current = true),
  );
  const [value, setValue] = useState<T>(() =>
    fromServerHtml ? getServerSnapshot() : getSnapshot(),
  );
  useEffect(() => {
    const update = () => {
      const next = getSnapshot();
      setValue((shown) => (Object.is(shown, next) ? shown : next));
    };
    // After every commit that changed the subscription or the reader (a caller passing a new
    // reader each render re-reads after each of its commits), as useSyncExternalStore does.
    startTransition(update);
    return subscribe(update);
  }, [subscribe, getSnapshot]);
  return value;
}

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
