/**
 * What caches may do with a shared page sent to a visitor without a customer token. A CDN keeps it
 * for the catalog's time-to-live (60 s, next.config.ts `catalog`) and serves it stale for up to a
 * day while it refreshes: said in `CDN-Cache-Control` (RFC 9213: read by CDNs, ignored by
 * browsers) and, for a CDN that reads only Cache-Control, by `s-maxage`. The browser may serve
 * nothing without asking (`max-age=0` and no stale-while-revalidate in Cache-Control): with one,
 * Chromium served a router prefetch fetched while the visitor was anonymous from its own HTTP
 * cache (keyed without cookies) after they signed in, and a new member saw anonymous prices.
 * (The same holds for any shared answer, e.g. anonymous search results.) Next would write `s-maxage=60, stale-while-revalidate=86340` on its own; it keeps a
 * Cache-Control the proxy already set (except on errors and draft mode, which it makes private).
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
export const SHARED_PAGE_CDN_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=86400';
