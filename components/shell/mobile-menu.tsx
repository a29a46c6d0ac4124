'use client';

import { useId, useRef } from 'react';
import { HeaderNav } from './header-nav';
import { usePopoverPanel } from '../ui/use-popover-panel';

/**
 * The phone/tablet menu: a Menu/Close toggle that shows the header links below the header, and
 * closes whenever the route changes, as the spec asks.
 *
 * The panel is a popover and the toggle its `popovertarget`, so the browser opens it on the first
 * tap, before the page's code runs and with scripts off; it also closes it on Escape or a tap
 * outside and returns focus to the toggle. The label follows the panel by CSS for the same
 * reason. Once the page runs, the toggle also says whether the panel is open (aria-expanded) and
 * a navigation closes it.
 */
export function MobileMenu() {
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const panel = usePopoverPanel(panelRef);

  return (
    <div className="group/menu lg:hidden" data-nav-links="">
      <button
        type="button"
        popoverTarget={panelId}
        aria-expanded={panel.expanded}
        aria-controls={panelId}
        className="min-h-11 rounded border border-ink/30 px-3 py-1 text-sm font-semibold tracking-wide uppercase"
        data-testid="mobile-menu-toggle"
      >
        <span className="group-has-[:popover-open]/menu:hidden">Menu</span>
        <span className="hidden group-has-[:popover-open]/menu:inline">Close</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        onToggle={panel.onToggle}
        className="header-panel hidden max-h-[calc(100dvh-4.3rem)] overflow-y-auto px-4 pb-4 open:block"
      >
        <HeaderNav layout="column" onNavigate={panel.close} />
      </div>
    </div>
  );
}
