import * as staticInfo from 'next/dist/build/analysis/get-page-static-info';
import { buildCustomRoute } from 'next/dist/server/lib/router-utils/filesystem';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import {
  matchHas,
  prepareDestination,
} from 'next/dist/shared/lib/router/utils/prepare-destination';
import { searchParamsToUrlQuery } from 'next/dist/shared/lib/router/utils/querystring';
import { describe, expect, it } from 'vitest';
import { AGE_GATE_CONFIRMED_VALUE } from '@/lib/customer/age-gate';
import { BROWSE_KEYS, collectionViewPath } from '@/lib/catalog/collection-browse';
import { collectionViewRewrites, notAViewValue } from '@/lib/catalog/collection-view-rewrites';
import { isSharedPage } from '@/lib/customer/customer-view';
import {
  securityContextOf,
  securityHeaders,
  type HeaderSettings,
} from '@/lib/http/security-headers';
import {
  SHARED_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CDN_CACHE_CONTROL,
  staticHeaderRules,
} from '@/lib/http/static-headers';
import {
  AGE_GATE_COOKIE,
  CART_COUNT_COOKIE,
  CART_ID_COOKIE,
  CUSTOMER_TOKEN_COOKIE,
  DISABLE_GTM_COOKIE,
  DRAFT_MODE_COOKIE,
  SIGNED_IN_COOKIE,
} from '@/lib/http/cookies';
import { trackingRequestFrom } from '@/lib/tracking/tag-manager';
import { config } from './proxy';

/**
 * Which requests run the proxy, and which headers the others get, decided by Next's own matching
 * code (the functions `next start` uses), so a change in the matcher, the rules or Next shows here.
 */

interface Request {
  url: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

function nodeRequest({ url, cookies = {}, headers = {} }: Request) {
  const parsed = new URL(url, 'http://shop.test');
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return {
    pathname: parsed.pathname,
    // As Next parses it: a repeated key's values in an array.
    query: searchParamsToUrlQuery(parsed.searchParams),
    req: { headers: { ...(cookie ? { cookie } : {}), ...headers } },
    parsed,
  };
}

const runsProxy = (() => {
  // Next's build step that turns `config.matcher` into the manifest's matchers (not in its types).
  const { getMiddlewareMatchers } = staticInfo as unknown as {
    getMiddlewareMatchers: (matcher: unknown, config: unknown) => never;
  };
  const matchers = getMiddlewareMatchers(config.matcher, { i18n: undefined });
  const matcher = getMiddlewareRouteMatcher(matchers);
  return (request: Request) => {
    const { pathname, req, query } = nodeRequest(request);
    return matcher(pathname, req as never, query);
  };
})();

/** The headers next.config's rules give a request, as Next applies them (a later rule wins). */
function staticHeaders(
  settings: HeaderSettings,
  request: Request,
  stylesheets: readonly string[] = [],
): Record<string, string> {
  const { pathname, req, query } = nodeRequest(request);
  const headers: Record<string, string> = {};
  for (const rule of staticHeaderRules(settings, stylesheets)) {
    const route = buildCustomRoute('header', rule);
    if (route.match(pathname) === false) continue;
    if ((rule.has || rule.missing) && !matchHas(req as never, query, rule.has, rule.missing)) {
      continue;
    }
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

const LOCAL: HeaderSettings = {
  appEnv: 'local',
  devServer: false,
  tracking: { gtmHost: 'https://www.googletagmanager.com', gtmContainerId: undefined },
  commerce: {
    mode: 'local',
    baseUrl: 'http://127.0.0.1:4100',
    widget: { scriptUrl: 'https://cdn.commerce7.com/v2/commerce7.js' },
  },
  observability: { browserSentryDsn: undefined },
};
const STAGE_WITH_TAGS: HeaderSettings = {
  ...LOCAL,
  appEnv: 'stage',
  tracking: { gtmHost: 'https://tags.example.com', gtmContainerId: 'GTM-TEST1' },
  observability: { browserSentryDsn: 'https://key@o1.ingest.sentry.io/2' },
};
const PRODUCTION_COMMERCE7: HeaderSettings = {
  ...STAGE_WITH_TAGS,
  appEnv: 'production',
  commerce: {
    mode: 'production',
    baseUrl: 'https://api.commerce7.com/v1',
    widget: { scriptUrl: 'https://cdn.commerce7.com/v2/commerce7.js' },
  },
};

describe('proxy matcher: only requests with something to decide run the proxy', () => {
  const returning = { [AGE_GATE_COOKIE]: AGE_GATE_CONFIRMED_VALUE };
  const cases: [string, Request, boolean][] = [
    ['a first visit', { url: '/' }, false],
    ['a returning visitor', { url: '/product/isosceles-2021', cookies: returning }, false],
    [
      'a shopper with a cart and its count',
      { url: '/collection/all', cookies: { ...returning, cartId: 'c1', cartCount: '2' } },
      false,
    ],
    ['a router prefetch', { url: '/join?_rsc=abc', headers: { rsc: '1' } }, false],
    ['a query the collection ignores', { url: '/collection/all?utm_source=mail' }, false],
    ['tracking allowed explicitly', { url: '/?gtm=true' }, false],
    [
      'a hashed build asset with a cart',
      { url: '/_next/static/x.js', cookies: { cartId: 'c' } },
      false,
    ],
    // A cart is written with its count (server/cookies.ts): a cartId alone needs nothing.
    ['a cart id alone', { url: '/', cookies: { cartId: 'c1' } }, false],
    ['a customer', { url: '/', cookies: { customerToken: 'tok' } }, true],
    ['an empty customer token', { url: '/', cookies: { customerToken: '' } }, true],
    ['draft mode', { url: '/blog/x', cookies: { [DRAFT_MODE_COOKIE]: '1' } }, true],
    ['a garbled age-gate cookie', { url: '/', cookies: { ageGate: 'true' } }, true],
    ['an empty age-gate cookie', { url: '/', cookies: { ageGate: '' } }, true],
    [
      'an age-gate value that only starts right',
      { url: '/', cookies: { ageGate: 'falsey' } },
      true,
    ],
    ['a signed-in hint without a token', { url: '/', cookies: { signedIn: '1' } }, true],
    ['a cart count without a cart', { url: '/', cookies: { cartCount: '3' } }, true],
    [
      'a cart count with an empty cart',
      { url: '/', cookies: { cartId: '', cartCount: '3' } },
      true,
    ],
    [
      'a signed-in hint with its token',
      { url: '/', cookies: { customerToken: 'tok', signedIn: '1' } },
      true,
    ],
    [
      'cookies whose names only end like the rules’',
      { url: '/', cookies: { mycustomerToken: 'x', xageGate: 'true', mycartCount: '2' } },
      false,
    ],
    [
      'the rules’ names as values of other cookies',
      { url: '/', cookies: { note: 'customerToken=', pref: 'ageGate=true' } },
      false,
    ],
    [
      'a public file with a stray count',
      { url: '/images/logo.svg', cookies: { cartCount: '1' } },
      true,
    ],
    ['a malformed address', { url: '/product/%E0%A4%A' }, true],
    ['a disableGTM cookie', { url: '/', cookies: { disableGTM: '1' } }, true],
    ['tracking opted out by query', { url: '/?gtm=false' }, true],
    ['a page-builder preview', { url: '/?builder.preview=page' }, true],
    ['the page builder editing', { url: '/?__builder_editing__=true' }, true],
    ['a server action', { url: '/product/x', headers: { 'next-action': 'abc' } }, true],
    ['a form post', { url: '/contact', headers: { 'content-type': 'multipart/form-data' } }, true],
    ['a route handler', { url: '/api/search?q=wine' }, true],
    ['the local tools', { url: '/local' }, true],
    ['the mailbox', { url: '/local/mailbox' }, true],
    ['the club receipt', { url: '/profile/club-membership/receipt?membership=m1' }, true],
    ...BROWSE_KEYS.map((key): [string, Request, boolean] => [
      `a collection's ${key} that is not a view's`,
      { url: `/collection/all?${key}=X` },
      true,
    ]),
    [
      'a sorted page 2 (the rewrite rules)',
      { url: '/collection/all?sort=price-asc&page=2' },
      false,
    ],
    ['a collection with an empty filter', { url: '/collection/all?type=' }, false],
    ['a collection sorted as by default', { url: '/collection/all?sort=featured' }, true],
  ];
  it.each(cases)('%s → %s', (_name, request, expected) => {
    expect(runsProxy(request)).toBe(expected);
  });

  it('sends every request the static rules leave without a policy to the proxy', () => {
    const cookieSets: Record<string, string>[] = [
      {},
      { ageGate: 'false', cartId: 'c', cartCount: '1' },
      { [DRAFT_MODE_COOKIE]: '' },
      { [DRAFT_MODE_COOKIE]: '1', cartId: 'c' },
      { disableGTM: '' },
      { cartId: 'c', disableGTM: 'true' },
      { customerToken: '' },
    ];
    const urls = ['/', '/checkout', '/club/wine-club', '/?gtm=false', '/join?builder.preview=page'];
    const withoutPolicy: string[] = [];
    const byWay = { proxy: 0, static: 0 };
    const personal = { checked: 0, sharedCacheHeader: [] as string[] };
    for (const cookies of cookieSets) {
      for (const url of urls) {
        const request = { url, cookies };
        const headers = staticHeaders(PRODUCTION_COMMERCE7, request);
        const proxied = runsProxy(request);
        byWay[proxied ? 'proxy' : 'static'] += 1;
        if (!proxied && headers['Content-Security-Policy'] === undefined) {
          withoutPolicy.push(`${url} ${JSON.stringify(cookies)}`);
        }
        if (CUSTOMER_TOKEN_COOKIE in cookies || DRAFT_MODE_COOKIE in cookies) {
          personal.checked += 1;
          if (headers['Cache-Control'] !== undefined) {
            personal.sharedCacheHeader.push(`${url} ${JSON.stringify(cookies)}`);
          }
        }
      }
    }
    expect(withoutPolicy).toEqual([]);
    // A session or draft-mode cookie never gets a shared cache header, and these requests carry
    // such cookies (a count of none would leave the rule unchecked).
    expect(personal.sharedCacheHeader).toEqual([]);
    expect(personal.checked).toBeGreaterThan(0);
    // Both ways are taken by these requests: a matcher that sent everything to the proxy (or
    // nothing) would leave the policy check above with nothing to hold.
    expect(byWay.proxy).toBeGreaterThan(0);
    expect(byWay.static).toBeGreaterThan(0);
  });

  it('names the cookies the rules stand for', () => {
    const text = JSON.stringify(config.matcher);
    for (const name of [
      CUSTOMER_TOKEN_COOKIE,
      AGE_GATE_COOKIE,
      CART_ID_COOKIE,
      CART_COUNT_COOKIE,
      SIGNED_IN_COOKIE,
      DRAFT_MODE_COOKIE,
      DISABLE_GTM_COOKIE,
    ]) {
      expect(text).toContain(`${name}`);
    }
    expect(AGE_GATE_CONFIRMED_VALUE).toBe('false');
  });
});

describe('headers of a request the proxy does not run for: the proxy’s own decision', () => {
  const urls = [
    '/',
    '/product/isosceles-2021',
    '/collection/all',
    '/join',
    '/club/wine-club',
    '/checkout',
    '/checkout/payment',
    '/profile',
    '/profile/orders',
    '/cart',
    '/search?q=red',
    '/images/logo.svg',
    '/robots.txt',
    '/join?_rsc=abc',
  ];
  const settingsCases: [string, HeaderSettings][] = [
    ['local', LOCAL],
    ['stage with a tag manager', STAGE_WITH_TAGS],
    ['production on Commerce7', PRODUCTION_COMMERCE7],
  ];
  describe.each(settingsCases)('%s', (_name, settings) => {
    it.each(urls)('%s', (url) => {
      const request = { url, cookies: { ageGate: 'false', cartId: 'c', cartCount: '1' } };
      expect(runsProxy(request)).toBe(false);
      const { parsed } = nodeRequest(request);
      const tracking = trackingRequestFrom(parsed, () => false);
      const expected: Record<string, string> = securityHeaders(
        securityContextOf(settings, tracking),
      );
      if (isSharedPage(parsed.pathname)) {
        expected['Cache-Control'] = SHARED_PAGE_CACHE_CONTROL;
        expected['CDN-Cache-Control'] = SHARED_PAGE_CDN_CACHE_CONTROL;
      }
      expect(staticHeaders(settings, request)).toEqual(expected);
    });
  });

  it('leaves requests that change the policy to the proxy, which sets it whole', () => {
    for (const request of <Request[]>[
      { url: '/?builder.preview=page' },
      { url: '/?gtm=false' },
      { url: '/', cookies: { disableGTM: '1' } },
      { url: '/', cookies: { [DRAFT_MODE_COOKIE]: '1' } },
    ]) {
      expect(runsProxy(request)).toBe(true);
      const headers = staticHeaders(PRODUCTION_COMMERCE7, request);
      expect(headers['Content-Security-Policy']).toBeUndefined();
      expect(headers['X-Frame-Options']).toBeUndefined();
    }
  });

  it('never gives a customer, an editor or a write a shared cache header', () => {
    for (const request of <Request[]>[
      { url: '/', cookies: { customerToken: 'tok' } },
      { url: '/', cookies: { [DRAFT_MODE_COOKIE]: '1' } },
      { url: '/product/x', headers: { 'next-action': 'abc' } },
      { url: '/contact', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ]) {
      expect(staticHeaders(LOCAL, request)['Cache-Control']).toBeUndefined();
    }
  });

  it("names the build's stylesheet to a shared page's visitor, before the document arrives", () => {
    const sheet = ['/_next/static/chunks/site.css'];
    const link = (request: Request) => staticHeaders(LOCAL, request, sheet).Link;
    const preload = '</_next/static/chunks/site.css>; rel=preload; as=style';
    for (const url of ['/', '/product/isosceles-2021', '/collection/all', '/join'])
      expect(link({ url })).toBe(preload);
    for (const request of <Request[]>[
      { url: '/cart' },
      { url: '/profile' },
      { url: '/images/logo.svg' },
      { url: '/', cookies: { customerToken: 'tok' } },
    ])
      expect(link(request)).toBeUndefined();
    expect(staticHeaders(LOCAL, { url: '/' }).Link).toBeUndefined();
  });
});

/**
 * Where next.config's rewrite rules send a request the proxy did not take, as Next applies
 * `beforeFiles` rules: each to the address the ones before it wrote.
 */
function rewrittenPath(request: Request): string | undefined {
  const { pathname, req, query } = nodeRequest(request);
  let current = pathname;
  for (const rule of collectionViewRewrites()) {
    const params = buildCustomRoute('rewrite', rule).match(current);
    if (!params) continue;
    const hasParams = matchHas(req as never, query, rule.has, rule.missing);
    if (!hasParams) continue;
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: true,
      destination: rule.destination,
      params: { ...params, ...hasParams },
      query,
    });
    current = parsedDestination.pathname ?? current;
  }
  return current === pathname ? undefined : current;
}

describe("a collection's view: next.config's rules or the proxy, the same segment either way", () => {
  const values: Record<(typeof BROWSE_KEYS)[number], string[]> = {
    sort: ['price-asc', 'name', 'featured', 'cheapest', ''],
    varietal: ['cabernet-sauvignon', 'Syrah', 'a'.repeat(81), ''],
    type: ['wine', 'gift card', ''],
    price: ['25-50', 'toString', ''],
    stock: ['in', 'yes', ''],
    page: ['2', '10000', '10001', '01', '1', ''],
  };
  /** Queries with up to three of the keys, each with each value, and some repeated keys. */
  const queries: string[] = ['', 'utm_source=mail', 'sort=name&sort=price-asc', 'page=3&page=x'];
  const pick = (keys: (typeof BROWSE_KEYS)[number][], prefix: string[] = []): void => {
    const [key, ...rest] = keys;
    if (!key) {
      if (prefix.length > 0 && prefix.length <= 3) queries.push(prefix.join('&'));
      return;
    }
    pick(rest, prefix);
    if (prefix.length < 3) {
      for (const value of values[key])
        pick(rest, [...prefix, `${key}=${encodeURIComponent(value)}`]);
    }
  };
  pick([...BROWSE_KEYS]);

  it('rewrites a query in its view’s terms to the segment the proxy would, any other runs the proxy', () => {
    let rewritten = 0;
    for (const query of queries) {
      const url = `/collection/all${query ? `?${query}` : ''}`;
      const expected = collectionViewPath('/collection/all', new URLSearchParams(query));
      if (runsProxy({ url })) continue;
      expect(rewrittenPath({ url }) ?? undefined, url).toBe(expected);
      if (expected) rewritten++;
    }
    expect(rewritten).toBeGreaterThan(8);
  });

  it('serves each view spelt in its own terms without the proxy, a filter too', () => {
    const table: [string, string][] = [
      ['/collection/all?type=wine', '/collection/all/type-wine'],
      ['/collection/all?type=wine&sort=price-desc', '/collection/all/sort-price-desc~type-wine'],
      [
        '/collection/red-wines?page=3&stock=in&price=25-50&varietal=cabernet-sauvignon&sort=name',
        '/collection/red-wines/sort-name~varietal-cabernet-sauvignon~price-25-50~stock-in~page-3',
      ],
      ['/collection/all?utm_source=mail&stock=in', '/collection/all/stock-in'],
    ];
    for (const [url, path] of table) {
      expect(runsProxy({ url }), url).toBe(false);
      expect(rewrittenPath({ url }), url).toBe(path);
    }
  });

  it('runs the proxy for a value that is not a view’s, whatever else the query holds', () => {
    for (const url of [
      '/collection/all?type=wine&sort=featured',
      '/collection/all?type=Wine',
      '/collection/all?type=wine&type=',
      '/collection/all?varietal=' + 'a'.repeat(81),
      '/collection/all?price=toString&type=wine',
      '/collection/all?stock=yes',
      '/collection/all?page=01',
    ]) {
      expect(runsProxy({ url }), url).toBe(true);
    }
  });

  it('leaves every other address alone', () => {
    for (const url of [
      '/collection/all',
      '/collection/all/page-2?page=3',
      '/collection/all/sort-name?page=3',
      '/collection/all/page-2?sort=name',
      '/collection/all/type-wine?price=25-50',
      '/product/x?page=2',
    ]) {
      expect(rewrittenPath({ url }), url).toBeUndefined();
    }
  });

  it("holds the proxy's collection entries to the keys and their view values", () => {
    const entries = config.matcher.filter(
      (entry) => typeof entry === 'object' && entry.source === '/collection/:slug',
    );
    expect(entries).toEqual(
      BROWSE_KEYS.map((key) => ({
        source: '/collection/:slug',
        has: [{ type: 'query', key, value: notAViewValue(key) }],
      })),
    );
  });
});
