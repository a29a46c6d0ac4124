'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { browserConsent, onConsentChange } from '@/lib/tracking/consent';
import { configureTracking, pushEvent } from '@/lib/tracking/data-layer';
import { ANONYMOUS_DIMENSIONS } from '@/lib/tracking/dimensions';
import { consentModeOf } from '@/lib/tracking/consent-mode';
import { trackingAllowed } from '@/lib/tracking/gate';
import { activeOnSitePayload, pageviewPayload } from '@/lib/tracking/payloads';
import { isUnderRoute, routeTracking } from '@/lib/tracking/routes';
import {
  COMMERCE_WIDGET_SCRIPT_ID,
  CONSENT_POLL,
  commerceWidgetFor,
  needsFullLoad,
  type CommerceWidgetTag,
} from '@/lib/tracking/tag-manager';
import { COMMERCE_WIDGET_MOUNT_ID } from '@/components/commerce/widget-mount';
import { useShellStore } from '../session/shell-store';
import { useSettledAccount } from '../session/session-sync';

const VISIT_ROUTE = '/visit';

/** `attributes` are set before the element is added: a script may read its own at once. */
function inject(tag: 'script' | 'link', url: string, attributes: Record<string, string> = {}) {
  if (document.querySelector(`[data-shell-src="${url}"]`)) return;
  const element = document.createElement(tag);
  element.dataset.shellSrc = url;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (element instanceof HTMLScriptElement) {
    element.async = true;
    element.src = url;
  } else if (element instanceof HTMLLinkElement) {
    element.rel = 'stylesheet';
    element.href = url;
  }
  document.head.appendChild(element);
}

/** The address bar's path: a 404 renders the not-found route under the URL the visitor asked for. */
const currentPath = () => window.location.pathname;

/** The path this document was loaded for (its Content-Security-Policy came with it). */
function documentPath(): string {
  const [load] = performance.getEntriesByType('navigation');
  return load ? new URL(load.name).pathname : currentPath();
}

/**
 * Commerce7's script as its install snippet writes it (id c7-javascript, data-tenant), once its
 * mount element is in the page: the widget looks for it when it runs, and on a page whose content
 * streams in, the mount may come after this island. Returns a cleanup for the wait.
 */
function loadCommerceWidget(widget: CommerceWidgetTag): () => void {
  const load = () => {
    inject('link', widget.stylesheetUrl);
    inject('script', widget.scriptUrl, {
      id: COMMERCE_WIDGET_SCRIPT_ID,
      'data-tenant': widget.tenant,
    });
  };
  if (document.getElementById(COMMERCE_WIDGET_MOUNT_ID)) {
    load();
    return () => {};
  }
  const waiting = new MutationObserver(() => {
    if (!document.getElementById(COMMERCE_WIDGET_MOUNT_ID)) return;
    waiting.disconnect();
    load();
  });
  waiting.observe(document.body, { childList: true, subtree: true });
  return () => waiting.disconnect();
}

/**
 * Carries out the tracking decision on the page. The server says whether this environment tracks
 * (production or stage), which tag-manager script this visit may load and, in production commerce
 * mode, which commerce widget serves the commerce-widget routes; the route rule and the consent record are applied here on every navigation with
 * the same pure functions (lib/tracking/gate.ts), because the root layout does not re-render on
 * client-side navigation. Every event goes through `pushEvent`, which applies the same gate.
 */
export function TrackingScripts({
  tagManagerUrl,
  commerceMode,
  commerceWidget,
  trackingEnvironment,
}: {
  tagManagerUrl: string | null;
  commerceMode: 'local' | 'production';
  commerceWidget: CommerceWidgetTag | null;
  /** APP_ENV is production or stage. */
  trackingEnvironment: boolean;
}) {
  const pathname = usePathname();

  useEffect(() => configureTracking({ environment: trackingEnvironment }), [trackingEnvironment]);

  useEffect(() => {
    const path = currentPath();
    // A client navigation into or out of the widget's routes keeps the wrong policy: load anew.
    if (needsFullLoad({ commerceMode }, documentPath(), path)) {
      window.location.reload();
      return;
    }
    const route = routeTracking(path);
    // Lets tests (and anyone debugging) see the decision for this page.
    document.documentElement.dataset.tracking =
      trackingEnvironment && route.tracking && tagManagerUrl ? 'on' : 'off';
    const widget = commerceWidgetFor(
      { commerceMode, commerceWidget: commerceWidget ?? undefined },
      path,
    );
    if (widget) return loadCommerceWidget(widget);
  }, [pathname, tagManagerUrl, commerceMode, commerceWidget, trackingEnvironment]);

  usePageview(pathname);
  useTagManager(pathname, tagManagerUrl, trackingEnvironment);
  useVisitClicks();
  return null;
}

/**
 * One pageview per page, with the logged-in customer's e-mail, id and phone from the account the
 * header holds (once it is known), and the e-mail tracker's active-on-site.
 */
function usePageview(pathname: string) {
  const account = useSettledAccount();
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    const url = currentPath();
    if (account === undefined || tracked.current === url) return;
    tracked.current = url;
    pushEvent('pageview', pageviewPayload(url, account));
    pushEvent(
      'kl_active_on_site',
      activeOnSitePayload(window.location.href, navigator.userAgent, account?.email),
      { email: account?.email },
    );
  }, [pathname, account]);
}

/** The data layer's window.dataLayer, created on first use. */
function windowDataLayer(): unknown[] {
  const holder = window as unknown as { dataLayer?: unknown[] };
  holder.dataLayer ??= [];
  return holder.dataLayer;
}

/**
 * A consent-mode command for the tag manager. Its wire format is gtag's: the Arguments object of
 * a call, which the container reads as a command rather than as data.
 */
let sentConsentMode: string | undefined;

function sendConsentMode(kind: 'default' | 'update'): void {
  const mode = consentModeOf(browserConsent());
  // An update that says what the tag manager already has is left out: the choice that started it
  // reaches both listeners (start and update), in whichever order they were registered.
  const key = JSON.stringify(mode);
  if (kind === 'update' && key === sentConsentMode) return;
  sentConsentMode = key;
  const layer = windowDataLayer();
  function gtag(..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- the container needs the Arguments object itself
    layer.push(arguments);
  }
  gtag('consent', kind, mode);
}

/**
 * Loads the tag manager once allowed, with the visitor's analytics dimensions in
 * its start entry: it waits briefly for the header to know who is logged in, then the consent
 * record is polled every 500 ms, up to 5 times, and a choice made in this
 * page's banner is taken at once. A later login or logout updates the dimensions.
 */
function useTagManager(pathname: string, scriptUrl: string | null, environment: boolean) {
  const account = useSettledAccount();
  const ready = account !== undefined;
  const loaded = useRef(false);

  useEffect(() => {
    if (!scriptUrl || !ready) return;
    const allowed = () =>
      trackingAllowed({ environment, pathname: currentPath(), consent: browserConsent() });
    const load = () => {
      if (!allowed()) return false;
      if (!loaded.current) {
        loaded.current = true;
        sendConsentMode('default');
        windowDataLayer().push({
          'gtm.start': Date.now(),
          event: 'gtm.js',
          ...(useShellStore.getState().account?.dimensions ?? ANONYMOUS_DIMENSIONS),
        });
        inject('script', scriptUrl);
      }
      return true;
    };
    if (load()) return;
    let attempts = 0;
    const timer = window.setInterval(() => {
      attempts += 1;
      if (load() || attempts >= CONSENT_POLL.attempts) window.clearInterval(timer);
    }, CONSENT_POLL.intervalMs);
    const stop = onConsentChange(() => {
      if (load()) window.clearInterval(timer);
    });
    return () => {
      window.clearInterval(timer);
      stop();
    };
  }, [pathname, scriptUrl, environment, ready]);

  // A choice made after the tag manager started reaches its tags at once (a denial included).
  useEffect(
    () =>
      onConsentChange(() => {
        if (loaded.current) sendConsentMode('update');
      }),
    [],
  );

  // Who is logged in changed after the tag manager started: its data model takes the new values.
  const dimensions = account?.dimensions ?? ANONYMOUS_DIMENSIONS;
  const sent = useRef(dimensions);
  useEffect(() => {
    if (sent.current === dimensions) return;
    sent.current = dimensions;
    // Before the start entry, nothing to update: it will carry the current values itself.
    if (!loaded.current) return;
    if (trackingAllowed({ environment, pathname: currentPath(), consent: browserConsent() }))
      windowDataLayer().push({ ...dimensions });
  }, [dimensions, environment]);
}

/** wineryVisitClick: any link into the visit pages (header, footer, blocks). */
function useVisitClicks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = new URL(anchor.href, window.location.href);
      if (target.origin !== window.location.origin || !isUnderRoute(target.pathname, VISIT_ROUTE))
        return;
      pushEvent('wineryVisitClick', {
        label: (anchor.textContent ?? '').trim(),
        url: target.pathname,
      });
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
}
