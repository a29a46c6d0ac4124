import { NextResponse, type NextRequest } from 'next/server';
import { AGE_GATE_COOKIE, isAgeConfirmed } from '@/lib/age-gate';
import { CUSTOMER_TOKEN_COOKIE } from '@/lib/constants';
import { customerViewPath } from '@/lib/customer-view';
import { isWellFormedActionCall } from '@/lib/action-request';
import { securityHeaders, type SecurityContext } from '@/lib/security-headers';
import {
  tagManagerScriptUrl,
  trackingRequestFrom,
  type TrackingRequest,
} from '@/lib/tracking/tag-manager';
import { getSettings } from '@/server/config';
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
 *
 * Security headers (CSP, framing, nosniff, referrer, permissions, HSTS in production) on every
 * response, pages and route handlers alike; the policy and its reasoning: lib/security-headers.ts.
 * Headers do not make a page dynamic: the static shell is served as before, with these headers.
 */
export async function proxy(request: NextRequest) {
  if (
    request.method === 'POST' &&
    request.headers.has('next-action') &&
    !(await isWellFormedActionCall(request.clone()))
  ) {
    return badRequest(request, 'Bad request: the form data could not be read.');
  }
  // A path that is not valid percent-encoding (`/product/%E0%A4%A`) or that hides control
  // characters (`/product/%00`) has no page: answer 400 here instead of a 500 further in.
  if (!isDecodablePath(request.nextUrl.pathname))
    return badRequest(request, 'Bad request: the address is not valid.');

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
  for (const [name, value] of Object.entries(securityHeaders(securityContext(trackingRequest)))) {
    response.headers.set(name, value);
  }

  const ageGate = cookies.get(AGE_GATE_COOKIE)?.value;
  if (ageGate !== undefined && !isAgeConfirmed(ageGate)) response.cookies.delete(AGE_GATE_COOKIE);
  if (token !== undefined && !hasToken) response.cookies.delete(CUSTOMER_TOKEN_COOKIE);

  return response;
}

/** What this request's document may load (see lib/security-headers.ts). */
function securityContext(request: TrackingRequest): SecurityContext {
  const settings = getSettings();
  const tagManager = tagManagerScriptUrl(
    {
      appEnv: settings.appEnv,
      gtmHost: settings.tracking.gtmHost,
      gtmContainerId: settings.tracking.gtmContainerId,
      commerceMode: settings.commerce.mode,
    },
    request,
  );
  return {
    appEnv: settings.appEnv,
    devServer: process.env.NODE_ENV === 'development',
    tagManagerOrigin: tagManager ? new URL(tagManager).origin : undefined,
    commerceWidget: settings.commerce.mode === 'production',
    builderEditor: request.isPreview,
    errorReportOrigin: originOf(settings.observability.browserSentryDsn),
  };
}

function originOf(url: string | undefined): string | undefined {
  return url ? (URL.parse(url)?.origin ?? undefined) : undefined;
}

/**
 * Valid percent-encoding and no control characters once decoded: no page of ours has a NUL or a
 * line break in its address, and the commerce service refuses them (400).
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

function badRequest(request: NextRequest, message: string): NextResponse {
  const context = securityContext(trackingRequestFrom(request.nextUrl, () => false));
  return new NextResponse(message, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders(context) },
  });
}

export const config = {
  // Every page, route handler and public file. Only Next's hashed build assets and the image
  // optimizer (which sets its own policy) skip it.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
