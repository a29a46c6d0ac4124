'use client';

import { useLayoutEffect, useRef } from 'react';

/** The id Commerce7's widget renders into (its install snippet's `<div id="c7-content">`). */
export const COMMERCE_WIDGET_MOUNT_ID = 'c7-content';

/**
 * One element per document, created here and never rendered by React: Commerce7's widget fills
 * it once, and React may replace the elements around it at any time (a server action that sets a
 * cookie renders the page again, a refresh after login). Each host that mounts re-attaches the same
 * element, so what the widget drew, and its listeners, survive those re-renders.
 */
let mountElement: HTMLDivElement | undefined;

/**
 * Where Commerce7's hosted widget renders. The widget itself is loaded by the tracking island on
 * commerce-widget routes once this element is in the page (components/shell/tracking-scripts.tsx)
 * and decides what to show from the page's address. `clubSlug` names the club a join page is for.
 */
export function CommerceWidgetMount({ clubSlug }: { clubSlug?: string }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    mountElement ??= Object.assign(document.createElement('div'), {
      id: COMMERCE_WIDGET_MOUNT_ID,
    });
    const element = mountElement;
    if (clubSlug) element.dataset.clubSlug = clubSlug;
    else delete element.dataset.clubSlug;
    host.current?.appendChild(element);
    return () => element.remove();
  }, [clubSlug]);
  return <div ref={host} data-commerce-widget="" data-club-slug={clubSlug} className="min-h-64" />;
}
