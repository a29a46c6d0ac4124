'use client';

import { useCurrentPath } from './use-current-path';
import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { isUnderRoute } from '@/lib/tracking/routes';
import { pushEvent } from '@/lib/tracking/data-layer';
import { useShellStore } from './shell-store';

/** The footer is hidden on checkout (spec section 2). Footer link clicks are tracked. */
export function FooterVisibility({ children }: { children: ReactNode }) {
  // Checkout is a static route, so its pathname is always known when prerendering; the fallback
  // (footer shown) only serves routes whose dynamic params resolve at request time.
  return (
    <Suspense fallback={<TrackedFooter>{children}</TrackedFooter>}>
      <FooterAtPath>{children}</FooterAtPath>
    </Suspense>
  );
}

function FooterAtPath({ children }: { children: ReactNode }) {
  const pathname = useCurrentPath();
  if (isUnderRoute(pathname, '/checkout')) return null;
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
      className="text-left underline hover:text-gold"
    >
      Do Not Sell or Share My Personal Information
    </button>
  );
}
