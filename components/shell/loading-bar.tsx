'use client';

import { usePathname } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';
import { LOADING_BAR } from '@/lib/constants';

type Phase = 'idle' | 'loading' | 'done';

/** A same-site link to another page (not a new tab, not a download, not a hash on this page). */
function isPageNavigation(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
    return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/**
 * The loading bar on navigation (red, height 5, speed 350): it starts when a link
 * to another page is clicked and completes when the new route renders.
 */
export function LoadingBar() {
  // Suspense: the pathname is unknown while prerendering routes with unresolved dynamic params;
  // the bar has nothing to show before hydration anyway.
  return (
    <Suspense fallback={null}>
      <LoadingBarAtPath />
    </Suspense>
  );
}

function LoadingBarAtPath() {
  const pathname = usePathname();
  const [phase, setPhase] = useState<Phase>('idle');
  const [shownFor, setShownFor] = useState(pathname);

  // The new route has rendered: finish the bar (state adjusted during render, no effect needed).
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setPhase('done');
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isPageNavigation(event)) setPhase('loading');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(() => setPhase('idle'), LOADING_BAR.speed);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[10001]"
      style={{ height: LOADING_BAR.height }}
    >
      <div
        style={{
          height: '100%',
          background: LOADING_BAR.color,
          width: phase === 'idle' ? '0%' : phase === 'loading' ? '80%' : '100%',
          opacity: phase === 'idle' ? 0 : 1,
          transition: `width ${phase === 'loading' ? LOADING_BAR.speed * 6 : LOADING_BAR.speed}ms ease-out, opacity ${LOADING_BAR.speed}ms`,
        }}
      />
    </div>
  );
}
