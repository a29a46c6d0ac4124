'use client';

import { useCurrentPath } from '../ui/use-current-path';
import type { MouseEvent, ReactNode } from 'react';
import { isUnderRoute } from '@/lib/tracking/routes';
import { pushEvent } from '@/lib/tracking/data-layer';
import { useShellStore } from '../session/shell-store';

/**
 * The footer is hidden on checkout: before hydration by CSS from the checkout
 * page's marker (see SiteFooter), afterwards also by path (a 404 under /checkout, a history entry
 * pushed by a widget). Footer link clicks are tracked.
 */
export function FooterVisibility({ children }: { children: ReactNode }) {
  const pathname = useCurrentPath();
  if (pathname !== null && isUnderRoute(pathname, '/checkout')) return null;
  return <TrackedFooter>{children}</TrackedFooter>;
}

function TrackedFooter({ children }: { children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (anchor?.closest('nav')) {
      pushEvent('footerMenuClick', {
        label: anchor.textContent ?? '',
        url: anchor.getAttribute('href') ?? '',
      });
    }
  };
  return (
    // Event delegation only: the links inside are the interactive elements.
    <div onClick={onClick}>{children}</div>
  );
}

/** 'Do Not Sell or Share My Personal Information' opens the consent preferences. */
export function DoNotSellLink() {
  const showDialog = useShellStore((state) => state.showDialog);
  return (
    <button
      type="button"
      onClick={() => showDialog('consent')}
      className="min-h-11 text-left underline hover:text-gold md:min-h-0"
    >
      Do Not Sell or Share My Personal Information
    </button>
  );
}
