'use client';

import { useEffect, useRef, useState, type RefObject, type ToggleEvent } from 'react';
import { useCurrentPath } from './use-current-path';
import { useHydrated } from './use-browser-snapshot';

/** A browser without popovers has no `:popover-open` to ask for (the selector would throw). */
export const popoversSupported = () =>
  typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

const isPopoverOpen = (element: HTMLElement | null | undefined) =>
  popoversSupported() && !!element?.matches(':popover-open');

/**
 * A panel that is a popover opened by its toggle's `popovertarget` (the header's phone menu and
 * search): the browser opens and closes it, before the page's code runs too, so the browser's
 * state is the truth and this follows it. `expanded` is for the toggle's aria-expanded: absent in
 * the server HTML and while hydrating (the browser exposes a popover toggle's state itself, and
 * an attribute written then would be wrong for a panel opened early), the panel's state after.
 * A panel opened before hydration is found open. A navigation closes it.
 */
export function usePopoverPanel(ref: RefObject<HTMLElement | null>) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // Its toggle event came before React listened.
    if (isPopoverOpen(ref.current)) setOpen(true);
  }, [ref]);

  // Null until hydrated, then the address: only a change between two addresses is a navigation.
  const pathname = useCurrentPath();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (pathname === null) return;
    if (shownAt.current !== null && shownAt.current !== pathname && popoversSupported())
      ref.current?.hidePopover();
    shownAt.current = pathname;
  }, [pathname, ref]);

  return {
    open,
    /** The browser's state, which a tap may have changed before React heard of it. */
    isOpen: () => isPopoverOpen(ref.current),
    expanded: hydrated ? open : undefined,
    onToggle: (event: ToggleEvent) => setOpen(event.newState === 'open'),
    show: () => (popoversSupported() ? ref.current?.showPopover() : undefined),
    close: () => (popoversSupported() ? ref.current?.hidePopover() : undefined),
  };
}
