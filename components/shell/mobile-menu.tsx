'use client';

import { useCurrentPath } from '../ui/use-current-path';
import { useId, useState } from 'react';
import { HeaderNav } from './header-nav';

/**
 * The phone/tablet menu: a Menu/Close toggle that shows the header links below the header, and
 * closes whenever the route changes (spec section 2).
 */
export function MobileMenu() {
  const pathname = useCurrentPath();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Closing on route change during render (not in an effect) avoids one frame of a stale open menu.
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }

  return (
    <div className="lg:hidden" data-nav-links="">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((value) => !value);
        }}
        className="min-h-11 rounded border border-ink/30 px-3 py-1 text-sm font-semibold tracking-wide uppercase"
        data-testid="mobile-menu-toggle"
      >
        {open ? 'Close' : 'Menu'}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-ash bg-white px-4 pb-4 shadow-md"
      >
        <HeaderNav layout="column" onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
