'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { setTrackingAllowed, track } from '@/lib/tracking/data-layer';
import type { AnalyticsDimensions } from '@/lib/tracking/dimensions';
import { routeTracking } from '@/lib/tracking/routes';
import { COMMERCE_WIDGET_ASSETS, CONSENT_COOKIE, CONSENT_POLL } from '@/lib/tracking/tag-manager';

function hasGrantedConsent(): boolean {
  return document.cookie.split('; ').includes(`${CONSENT_COOKIE}=granted`);
}

function inject(tag: 'script' | 'link', url: string) {
  if (document.querySelector(`[data-shell-src="${url}"]`)) return;
  const element = document.createElement(tag);
  element.dataset.shellSrc = url;
  if (element instanceof HTMLScriptElement) {
    element.async = true;
    element.src = url;
  } else if (element instanceof HTMLLinkElement) {
    element.rel = 'stylesheet';
    element.href = url;
  }
  document.head.appendChild(element);
}

/**
 * Carries out the server's tracking decision. The server (layout tracking hole, with the facts the
 * proxy gathered) decides whether this visit may load the tag manager at all and whether the
 * commerce widget exists; the route rule (lib/tracking/routes) is applied here on every
 * navigation with the same pure function, because the root layout does not re-render on
 * client-side navigation.
 */
export function TrackingScripts({
  tagManagerUrl,
  commerceWidget,
  dimensions,
}: {
  tagManagerUrl: string | null;
  commerceWidget: boolean;
  dimensions: AnalyticsDimensions;
}) {
  const pathname = usePathname();

  useEffect(() => {
    // The address bar, not the router's pathname: a 404 renders the generic not-found route, whose
    // pathname is not the URL the visitor asked for. `pathname` only tells us that it changed.
    const current = window.location.pathname;
    const route = routeTracking(current);
    setTrackingAllowed(route.tracking);
    // Lets tests (and anyone debugging) see the decision for this page.
    document.documentElement.dataset.tracking = route.tracking && tagManagerUrl ? 'on' : 'off';
    if (commerceWidget && route.commerceWidget) {
      inject('link', COMMERCE_WIDGET_ASSETS.stylesheet);
      inject('script', COMMERCE_WIDGET_ASSETS.script);
    }
    if (!route.tracking || !tagManagerUrl) return;

    track('pageview', { url: current, customerId: dimensions.customerId });
    // The consent cookie is polled every 500 ms, up to 5 times, before the tag manager loads.
    let attempts = 0;
    const load = () => {
      if (!hasGrantedConsent()) return false;
      const holder = window as unknown as { dataLayer?: Record<string, unknown>[] };
      holder.dataLayer ??= [];
      holder.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js', ...dimensions });
      inject('script', tagManagerUrl);
      return true;
    };
    if (load()) return;
    const timer = window.setInterval(() => {
      attempts += 1;
      if (load() || attempts >= CONSENT_POLL.attempts) window.clearInterval(timer);
    }, CONSENT_POLL.intervalMs);
    return () => window.clearInterval(timer);
  }, [pathname, tagManagerUrl, commerceWidget, dimensions]);

  return null;
}
