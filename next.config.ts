import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { collectionViewRewrites } from './lib/catalog/collection-view-rewrites';
import { IMAGE_DEVICE_SIZES, IMAGE_SIZES } from './lib/constants';
import { optimizedImageHosts } from './lib/settings/text-settings';
import { staticHeaderRules } from './lib/http/static-headers';
import { readSettings } from './server/config/settings';
import { builtStylesheets, refreshBuiltHeaders } from './server/security/built-headers';

const nextConfig: NextConfig = {
  // The deployable artifact: .next/standalone holds the server and only the files it needs;
  // scripts/standalone.mjs completes it (static files, content, the start script).
  // docs/operating.md, "Deploying".
  output: 'standalone',
  // Static shells from the CDN edge, dynamic holes (cart, customer) streamed behind Suspense.
  cacheComponents: true,
  // Off on purpose: with Partial Prefetching the first visit to a URL that generateStaticParams
  // did not list is answered with the route's generic App Shell (status 200) before the page can
  // decide it does not exist. Unknown products and content URLs must answer a real 404, so pages
  // await their params outside Suspense and the first render of an unlisted URL completes first.
  partialPrefetching: false,
  cacheLife: {
    // Shared catalog data: the spec's cache time-to-live of 60 s, kept up to a day while the
    // commerce service is unreachable.
    catalog: { stale: 60, revalidate: 60, expire: 24 * 60 * 60 },
    // An absence (unknown slug or URL, server/cache/shared-read.ts): asked again after 5 s, so a
    // product created after a 404 shows at once. Also a failed shared read and a stale copy served
    // for one, so a source that answers again is asked within seconds. Stale and expiry stay at Next's floors (30 s,
    // 5 min): below them the read turns dynamic, and pages await it outside Suspense (a 500).
    absent: { stale: 30, revalidate: 5, expire: 5 * 60 },
  },
  // One cache for every instance: with a shared KV configured (REDIS_URL or KV_REST_API_*), page
  // and 'use cache' entries and tag revalidations live there; without one, Next's own caches.
  // Plain .mjs files: `next start` imports them with Node, and Turbopack bundles them too. The page
  // handler (cache-handlers/incremental.mjs) is not named here as `cacheHandler`: Next would import
  // it again on every request, 9-10 % of a cached page's CPU. instrumentation.ts hands it to Next
  // once, at start (server/cache/page-cache-handler.ts). The 'use cache' handlers are loaded once.
  cacheHandlers: {
    default: require.resolve('./cache-handlers/use-cache.mjs'),
    remote: require.resolve('./cache-handlers/use-cache.mjs'),
  },
  // A collection's view asked for in its own terms (`?sort=price-asc&page=2`, `?type=wine`) is
  // served from its cached `[view]` page with no code of ours per request, like the plain
  // collection: through the proxy it ran at about half a bare page's throughput. A
  // default, empty or unknown value runs the proxy (lib/catalog/collection-view-rewrites.ts).
  async rewrites() {
    return { beforeFiles: collectionViewRewrites() };
  },
  // The club's old name: its pages live under /join now (the header's Join stays active there).
  async redirects() {
    return [
      { source: '/wine-society', destination: '/join', permanent: true },
      { source: '/wine-society/:path*', destination: '/join', permanent: true },
    ];
  },
  experimental: {
    // Subresource integrity: Next adds an `integrity` hash to the script tags it writes for its own
    // chunks (bootstrap and route chunks; chunks React loads later for client components go
    // without), so a tampered file on a CDN or proxy is refused. The CSP stays as it is.
    sri: { algorithm: 'sha256' },
    // Not inlined (inlineCss off), measured both ways: with the sheet (46 KB) inlined, Next also
    // writes it twice more into the page data (the layout's and the global error page's), so each
    // page's HTML was 2-2.5x larger (home 262 KB vs 121 KB), origin throughput fell from ~50 % to
    // ~40 % of a static file, and parsing the bigger document gave Lighthouse more long tasks
    // (median total blocking time ~235 vs ~150 ms, same largest paint). One 9 KB (gzip)
    // stylesheet, cached across pages, costs less than the copies.
  },
  // Inlined as '' when unset: the bundler then drops the browser Sentry loader
  // (instrumentation-client.ts) instead of shipping and preloading it on every page.
  env: { NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN ?? '' },
  reactStrictMode: true,
  // The security and shared-cache headers of every request the proxy does not run for: an
  // anonymous visitor's pages are served as built, with no code of ours (lib/http/static-headers.ts).
  async headers() {
    return staticHeaderRules(readSettings(process.env));
  },
  poweredByHeader: false,
  // No ETag: Next hashes the whole HTML (FNV-1a, in JavaScript) on every answer to make one, 9-15 %
  // of the CPU a cached page costs (--cpu-prof). What it bought: a 304 to a conditional
  // request, i.e. a browser's reload (shared pages are `max-age=0`) or a CDN's revalidation after
  // its 60 s; they get the page again instead, which they would after any change anyway.
  generateEtags: false,
  images: {
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    formats: ['image/webp'],
    qualities: [75, 85],
    // Our product art is SVG we draw ourselves; it is served as-is, never through the optimizer.
    dangerouslyAllowSVG: true,
    contentDispositionType: 'attachment',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
    // Fixed at build time (the optimizer's allow-list is part of the build): Builder's CDN and
    // IMAGE_HOSTS, read through the same parser as the settings (server/config/settings.ts).
    remotePatterns: optimizedImageHosts(process.env.IMAGE_HOSTS).map((hostname) => ({
      protocol: 'https' as const,
      hostname,
    })),
  },
  // scripts/test.sh runs `tsc --noEmit` before it builds and says so with TYPES_CHECKED=1; the
  // build then skips its own second pass over the same files. Any other build checks types.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // The embedded commerce service and its database are plain Node; keep them out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'redis', 'isolated-vm', '@builder.io/sdk-react'],
};

/**
 * `next start` serves the header rules the build wrote; this server's settings decide their values
 * (server/security/built-headers.ts), put in place before Next reads them.
 */
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_SERVER) {
    const outcome = refreshBuiltHeaders(
      '.next',
      staticHeaderRules(readSettings(process.env), builtStylesheets('.next')),
    );
    if (outcome === 'updated') console.log("Security headers: set from this server's settings.");
    if (outcome === 'other rules') {
      console.error(
        'Security headers: the build has other header rules; rebuild it (npm run build).',
      );
    }
  }
  return nextConfig;
}
