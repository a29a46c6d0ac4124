'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { popoversSupported } from '@/components/ui/use-popover-panel';
import { SCROLL_DIRECTION_SAMPLE_MS } from '@/lib/constants';

/**
 * Hides the header while the visitor scrolls down and brings it back on the way up. The scroll
 * position is sampled every 300 ms (the spec's interval) instead of on every scroll event: cheap,
 * and small jitters do not make the header flicker. Focus inside the header always shows it, and so
 * does an open phone panel (menu, search), which is placed under the header. A new page starts at
 * its top with the header shown, not one sample later over the announcement bar.
 */
export function HideOnScroll({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  const headerRef = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setHidden(false);
  }

  useEffect(() => {
    lastY.current = window.scrollY;
    const timer = window.setInterval(() => {
      const y = window.scrollY;
      const previous = lastY.current;
      if (y === previous) return;
      lastY.current = y;
      // `previous` is captured: the updater runs later, after lastY has moved on.
      const panelOpen = popoversSupported() && !!headerRef.current?.querySelector(':popover-open');
      setHidden((was) => !panelOpen && headerHiddenAfter(previous, y, was));
    }, SCROLL_DIRECTION_SAMPLE_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <header
      ref={headerRef}
      data-hidden={hidden ? 'true' : 'false'}
      data-testid="site-header"
      onFocus={() => setHidden(false)}
      className={`site-header sticky top-0 z-40 border-b border-ash bg-white transition-transform duration-300 ${
        hidden ? '-translate-y-full' : 'translate-y-0'
      }`}
    >
      {children}
    </header>
  );
}

/**
 * The header hides while the visitor scrolls down and comes back when they scroll up (direction
 * sampled every 300 ms).
 */

/** Near the top the header always shows; below this many pixels it may hide. */
const HEADER_REVEAL_ZONE_PX = 80;

export function headerHiddenAfter(
  previousY: number,
  currentY: number,
  wasHidden: boolean,
): boolean {
  if (currentY <= HEADER_REVEAL_ZONE_PX) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return wasHidden;
}
