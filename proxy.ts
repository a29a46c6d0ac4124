import { NextResponse, type NextRequest } from 'next/server';
import { AGE_GATE_COOKIE, isAgeConfirmed } from '@/lib/age-gate';
import { CUSTOMER_TOKEN_COOKIE } from '@/lib/constants';
import { customerViewPath } from '@/lib/customer-view';
import { trackingRequestFrom } from '@/lib/tracking/tag-manager';
import { TRACKING_REQUEST_HEADER } from '@/lib/tracking/request-header';

/**
 * Runs before every page (Next 16's middleware; default Node runtime — an edge runtime cannot be
 * combined with Cache Components).
 *
 * Age gate: pages are static shells served identically to everyone, so the proxy cannot (and must
 * not) change the HTML per visitor — that would make every page dynamic. The no-flash guarantee
 * comes from the shell itself: the gate is a closed <dialog> (invisible by default) followed by a
 * tiny inline script that opens it with showModal() only when the ageGate cookie is not 'false',
 * before the rest of the body is parsed. A confirmed visitor's browser never paints it; an
 * unconfirmed one never sees the page without it. The proxy keeps that cookie honest: a value
 * other than the confirmation is deleted, so a garbled cookie shows the gate again rather than
 * leaving the script and the server to disagree.
 *
 * Tracking: the facts the tag-manager decision needs (path, gtm=false, preview/edit mode,
 * disableGTM cookie) are read here and handed to the layout's dynamic tracking hole in one request
 * header; the decision itself is lib/tracking/tag-manager.ts.
 *
 * Cookie hygiene: an empty customer token is dropped before any page tries to use it.
 *
 * Member prices everywhere: a visitor with a customer token is rewritten to the per-customer
 * version of the pages that list products (lib/customer-view.ts), where cards and blocks carry
 * their own prices and access. Anonymous visitors never reach those routes, so their pages stay
 * static and shared; nothing personal ever sits in a shared cache entry.
 */
export function proxy(request: NextRequest) {
  const cookies = request.cookies;
  const trackingRequest = trackingRequestFrom(request.nextUrl, (name) => cookies.has(name));
  const headers = new Headers(request.headers);
  headers.set(TRACKING_REQUEST_HEADER, JSON.stringify(trackingRequest));

  const token = cookies.get(CUSTOMER_TOKEN_COOKIE)?.value;
  const hasToken = token !== undefined && token.trim() !== '';
  const personalPath = hasToken ? customerViewPath(request.nextUrl.pathname) : undefined;
  const response = personalPath
    ? NextResponse.rewrite(new URL(`${personalPath}${request.nextUrl.search}`, request.url), {
        request: { headers },
      })
    : NextResponse.next({ request: { headers } });

  const ageGate = cookies.get(AGE_GATE_COOKIE)?.value;
  if (ageGate !== undefined && !isAgeConfirmed(ageGate)) response.cookies.delete(AGE_GATE_COOKIE);
  if (token !== undefined && !hasToken) response.cookies.delete(CUSTOMER_TOKEN_COOKIE);

  return response;
}

export const config = {
  // Pages only: static files, images and Next internals need none of this.
  matcher: ['/((?!_next/static|_next/image|api/|images/|favicon.ico|robots.txt|sitemap.xml).*)'],
};
