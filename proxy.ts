import { NextResponse, type NextRequest } from 'next/server';
import { collectionViewPath } from '@/lib/catalog/collection-browse';
import { customerViewPath } from '@/lib/customer/customer-view';
import {
  SHARED_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CDN_CACHE_CONTROL,
} from '@/lib/http/static-headers';
import { isLocalOnlyEnv } from '@/lib/site/local-mailbox-html';
import { actionCallRefusal, isDecodablePath } from '@/lib/http/action-request';
import {
  securityContextOf,
  securityHeaders,
  type SecurityContext,
} from '@/lib/http/security-headers';
import { CUSTOMER_TOKEN_COOKIE, DRAFT_MODE_COOKIE } from '@/lib/http/cookies';
import { trackingRequestFrom, type TrackingRequest } from '@/lib/tracking/tag-manager';
import { getSettings } from '@/server/config';
import { correctCookies } from '@/server/cookies';
import {
  FORWARDED_FOR,
  clientAddressOf,
  isLoopback,
  mustDropForwardedFor,
} from '@/server/security/client-address';

/** Any response that sets a cookie, so no shared cache keeps one visitor's Set-Cookie. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * Runs before the requests that need a decision made per request (`config.matcher` below), never
 * for an anonymous visitor's pages: those are served as prerendered, with the headers
 * next.config.ts writes for them (lib/http/static-headers.ts). Default Node runtime: an edge runtime
 * cannot be combined with Cache Components.
 *
 * Shared pages (lib/customer/customer-view.ts: home, collections, products, content, blog, recipes, clubs)
 * are prerendered whole, with no per-request render. A visitor without a customer token (a cartId
 * alone is fine: the cart count is a browser-readable hint) gets them with a public cache header;
 * a visitor with a token, or an editor in draft mode, is rewritten here to the per-customer
 * version under /customer-view/..., rendered per request with their prices and access, never
 * shared.
 *
 * Age gate: the shared HTML is the same for everyone; the shell's closed <dialog> and its inline
 * script (opened before the body is parsed unless ageGate is 'false') keep the page from flashing
 * (components/shell/age-gate.tsx). The proxy keeps that cookie honest: a value other than the confirmation is
 * deleted, so a garbled cookie shows the gate again rather than the script and server disagreeing.
 *
 * Tracking is decided in the browser (components/shell/tracking.tsx); here only the CSP's hosts.
 *
 * Cookie hygiene (`correctCookies`, server/cookies.ts): an empty customer token is dropped before
 * any page tries to use it, and the session hints (lib/customer/session-hints.ts) are kept in line
 * with the httpOnly cookies they stand for.
 * A response that sets or deletes a cookie is private.
 *
 * Abuse: action calls the framework would answer with a 500 are refused here with a
 * 4xx (lib/http/action-request.ts); a client-written X-Forwarded-For is dropped where the client's
 * address is read, unless proxies in front are trusted to write it (client-address.ts); the local
 * tools answer a real 404 outside local and development or to another machine; every answer to a
 * customer or an editor is private.
 *
 * Security headers (CSP, framing, nosniff, referrer, permissions, HSTS in production): the same
 * policy as the static rules give the requests this proxy does not see, with the changes a
 * preview, draft mode or a tracking opt-out make (lib/http/security-headers.ts). Headers do not make a
 * page dynamic: the static shell is served as before, with these headers.
 */
export async function proxy(request: NextRequest) {
  if (request.method === 'POST' && request.headers.has('next-action')) {
    const refusal = await actionCallRefusal(request.clone());
    if (refusal) return refuse(request, refusal.status, refusal.message);
  }
  // A path that is not valid percent-encoding (`/product/%E0%A4%A`) or that hides control
  // characters (`/product/%00`) has no page: answer 400 here instead of a 500 further in.
  if (!isDecodablePath(request.nextUrl.pathname))
    return refuse(request, 400, 'Bad request: the address is not valid.');

  const cookies = request.cookies;
  const trackingRequest = trackingRequestFrom(request.nextUrl, (name) => cookies.has(name));

  const token = cookies.get(CUSTOMER_TOKEN_COOKIE)?.value;
  const hasToken = token !== undefined && token.trim() !== '';
  const personal = hasToken || cookies.has(DRAFT_MODE_COOKIE);
  const pathname = request.nextUrl.pathname;
  const internalPath = internalPathOf(request, personal);
  const forwarded = trustedRequestHeaders(request);
  const response = internalPath
    ? NextResponse.rewrite(new URL(internalPath, request.url), forwarded)
    : NextResponse.next(forwarded);
  for (const [name, value] of Object.entries(securityHeaders(securityContext(trackingRequest)))) {
    response.headers.set(name, value);
  }

  // The session hints on pages only: a public file or a metadata route (a dot in its last
  // segment) carries no session.
  correctCookies(request, response, { hasToken, isPage: !/\.[^/]*$/.test(pathname) });

  if (response.cookies.getAll().length > 0 || (personal && !/\.[^/]*$/.test(pathname))) {
    // A customer's or an editor's answer (a page, its router payload, a segment prefetch) is
    // theirs alone: Next marked a member's segment prefetch `s-maxage=60` on its own.
    // `private` keeps every shared cache from storing it (Next rewrites Vary on its answers, so a
    // `Vary: Cookie` from here would not reach the wire).
    response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    // The static rules gave a shared page its CDN header before this ran; it must not stay.
    response.headers.set('CDN-Cache-Control', PRIVATE_CACHE_CONTROL);
  } else if (
    !personal &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    customerViewPath(pathname) !== undefined
  ) {
    response.headers.set('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
    response.headers.set('CDN-Cache-Control', SHARED_PAGE_CDN_CACHE_CONTROL);
  }
  return response;
}

/**
 * Where a request is served from when that is not its own address:
 *   - the local tools (`/local/...`, the mailbox) outside local and development: Next's not-found
 *     page, a real 404 (a page deciding that itself already streamed a 200 shell);
 *   - the club receipt's `?membership=` moved into the path, so the page can answer an unknown
 *     membership with a real 404 before anything streams;
 *   - a collection's view query with a value next.config's rules do not take (a default, empty or
 *     unknown value) moved into a path segment (lib/catalog/collection-browse.ts);
 *   - a customer or an editor on a shared page: its per-customer version (lib/customer/customer-view.ts).
 */
function internalPathOf(request: NextRequest, personal: boolean): string | undefined {
  const { pathname, search, searchParams } = request.nextUrl;
  if (isLocalToolPath(pathname) && !mayUseLocalTools(request)) return NOT_FOUND_PATH;
  if (pathname === CLUB_RECEIPT_PATH) {
    const membership = searchParams.get('membership') ?? '';
    // Anything but an id's characters: the page answers 404 without asking commerce.
    const id = /^[A-Za-z0-9-]{1,64}$/.test(membership) ? membership : '_';
    return `${CLUB_RECEIPT_PATH}/${id}${search}`;
  }
  // A collection's sort, filters and page move from the query into a path segment: each view
  // is a cached page of its own and the plain collection stays prerendered (collection-browse).
  const viewPath = collectionViewPath(pathname, searchParams);
  const shownPath = viewPath ?? pathname;
  const personalPath = personal ? customerViewPath(shownPath) : undefined;
  // The view's query is all in its segment now; the page never reads it.
  if (personalPath) return viewPath ? personalPath : `${personalPath}${search}`;
  return viewPath;
}

/**
 * The local tools hold every visitor's sign-in links: local and development only, and only for
 * this machine. Next has already written the socket's peer into X-Forwarded-For when the client
 * sent none; a client that forges one gets past this check, but not the page's own, which reads
 * the address after the forged list is dropped (and then shows the not-found page, as a 200).
 */
function mayUseLocalTools(request: NextRequest): boolean {
  const settings = getSettings();
  if (!isLocalOnlyEnv(settings.appEnv)) return false;
  return isLoopback(clientAddressOf(request.headers, settings.clientAddress));
}

/** Next's built-in not-found route: rendering it answers 404 with the site's not-found page. */
const NOT_FOUND_PATH = '/_not-found';
const CLUB_RECEIPT_PATH = '/profile/club-membership/receipt';
const isLocalToolPath = (pathname: string) =>
  pathname === '/local' || pathname.startsWith('/local/');

/**
 * With nothing in front of the site trusted to write X-Forwarded-For (TRUSTED_PROXY_HOPS=0, no
 * CLIENT_IP_HEADER), the list may have been written by the client: it is dropped, and Next then
 * writes the socket's peer address in its place before the request is served
 * (server/security/client-address.ts). Only where the address is read: server actions and other
 * writes (the per-client limits) and the local tools. Page reads of anonymous shoppers, the
 * path that must stay fast, pass untouched.
 */
function trustedRequestHeaders(
  request: NextRequest,
): { request: { headers: Headers } } | undefined {
  const readsClientAddress =
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    isLocalToolPath(request.nextUrl.pathname);
  if (!readsClientAddress || !request.headers.has(FORWARDED_FOR)) return undefined;
  if (!mustDropForwardedFor(getSettings().clientAddress)) return undefined;
  const headers = new Headers(request.headers);
  headers.delete(FORWARDED_FOR);
  return { request: { headers } };
}

/** What this request's document may load (see lib/http/security-headers.ts). */
function securityContext(request: TrackingRequest): SecurityContext {
  return securityContextOf(getSettings(), request);
}

function refuse(request: NextRequest, status: number, message: string): NextResponse {
  const context = securityContext(trackingRequestFrom(request.nextUrl, () => false));
  return new NextResponse(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders(context) },
  });
}

/**
 * Where the proxy runs: only where a request needs a decision made per request. Anything
 * else, which is every request of an anonymous visitor, is served as built, with the headers
 * next.config.ts writes for it (lib/http/static-headers.ts); a proxy that only passes a request on
 * already halves Next's throughput. Literal values only: Next reads this object without running
 * the file (proxy.test.ts holds it to the names and rules it stands for).
 *
 * Next builds a regular expression for every entry on every request, and parses the cookies again
 * for every cookie condition, so the cookie rules are one entry: one expression over the Cookie
 * header (a name counts as set even when empty; the proxy then decides, which costs only time).
 * Entries are alternatives; conditions within one all hold.
 */
export const config = {
  matcher: [
    // A server action (with JavaScript: Next-Action; a plain form post: a body) or any other write.
    { source: '/((?!_next/static|_next/image).*)', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/((?!_next/static|_next/image).*)', has: [{ type: 'header', key: 'content-type' }] },
    // Cookies, in this order: a customer (even an empty token, which is dropped), an editor in
    // draft mode, a signed-in hint, a tracking opt-out; an age-gate cookie other than the
    // confirmation (which is deleted); a cart count without its cart.
    {
      source: '/((?!_next/static|_next/image).*)',
      has: [
        {
          type: 'header',
          key: 'cookie',
          value:
            '(?:(?:.*;\\s*)?(?:customerToken|__prerender_bypass|signedIn|disableGTM)=.*|(?:.*;\\s*)?ageGate=(?!false(?:;|$)).*|(?!(?:.*;\\s*)?cartId=[^;\\s])(?:.*;\\s*)?cartCount=.*)',
        },
      ],
    },
    // Requests whose security policy is not the plain one (lib/http/static-headers.ts POLICY_CHANGING).
    {
      source: '/((?!_next/static|_next/image).*)',
      has: [{ type: 'query', key: 'builder.preview' }],
    },
    {
      source: '/((?!_next/static|_next/image).*)',
      has: [{ type: 'query', key: '__builder_editing__' }],
    },
    {
      source: '/((?!_next/static|_next/image).*)',
      has: [{ type: 'query', key: 'gtm', value: 'false' }],
    },
    // An address with percent-encoding, which may not decode (lib/http/action-request.ts).
    '/(.*%.*)',
    // Addresses with a rule of their own: the local tools, route handlers (client address of
    // writes), the club receipt's query, and a collection's sort, filter or page value that is not
    // a view's (a default, empty or unknown value: `notAViewValue`,
    // lib/catalog/collection-view-rewrites.ts); a view's own values are rewritten by next.config's
    // rules instead.
    '/:tool(api|local)/:path*',
    '/profile/club-membership/receipt',
    {
      source: '/collection/:slug',
      has: [
        {
          type: 'query',
          key: 'sort',
          value: '(?!(?:price-asc|price-desc|vintage-desc|name)$).*',
        },
      ],
    },
    {
      source: '/collection/:slug',
      has: [
        {
          type: 'query',
          key: 'varietal',
          value: '(?!(?:(?=[a-z0-9-]{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*)$).*',
        },
      ],
    },
    {
      source: '/collection/:slug',
      has: [
        {
          type: 'query',
          key: 'type',
          value: '(?!(?:(?=[a-z0-9-]{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*)$).*',
        },
      ],
    },
    {
      source: '/collection/:slug',
      has: [
        {
          type: 'query',
          key: 'price',
          value: '(?!(?:under-25|25-50|50-100|100-plus)$).*',
        },
      ],
    },
    { source: '/collection/:slug', has: [{ type: 'query', key: 'stock', value: '(?!(?:in)$).*' }] },
    {
      source: '/collection/:slug',
      has: [{ type: 'query', key: 'page', value: '(?!(?:[2-9]|[1-9][0-9]{1,3}|10000)$).*' }],
    },
  ],
};
