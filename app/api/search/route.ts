import type { NextRequest } from 'next/server';
import { CUSTOMER_TOKEN_COOKIE } from '@/lib/http/cookies';
import {
  cleanQuery,
  groupResults,
  PREDICTIVE_LIMITS,
  SEARCH_UNAVAILABLE_TEXT,
  type SearchAnswer,
} from '@/lib/catalog/search';
import {
  SHARED_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CDN_CACHE_CONTROL,
} from '@/lib/http/static-headers';
import { ANONYMOUS_VIEWER } from '@/lib/customer/viewer';
import { reportError } from '@/server/observability/report';
import { resultItem, searchForViewer } from '@/server/visitor/search';
import { getViewer } from '@/server/visitor/visitor';

/**
 * The header's predictive results: `GET /api/search?q=`, the first few of each kind. The viewer
 * is loaded only when a customer token is present (member-only wines for members); anonymous
 * answers are the same for everybody, so a CDN may keep them a minute, as it keeps shared pages.
 * The browser keeps nothing: it keys its cache without cookies, and served a visitor who had just
 * signed in the anonymous answer to the same query (no member-only wine). A token holder's answer
 * is private (proxy.ts marks every answer to a token so).
 */
export async function GET(request: NextRequest) {
  const query = cleanQuery(request.nextUrl.searchParams.get('q'));
  const signedIn = (request.cookies.get(CUSTOMER_TOKEN_COOKIE)?.value ?? '').trim() !== '';
  try {
    const viewer = signedIn ? await getViewer('action') : ANONYMOUS_VIEWER;
    const documents = await searchForViewer(query, viewer);
    const answer: SearchAnswer = {
      query,
      total: documents.length,
      groups: groupResults(documents.map(resultItem), PREDICTIVE_LIMITS),
    };
    return Response.json(answer, {
      headers: signedIn
        ? { 'Cache-Control': 'private, no-store' }
        : {
            'Cache-Control': SHARED_PAGE_CACHE_CONTROL,
            'CDN-Cache-Control': SHARED_PAGE_CDN_CACHE_CONTROL,
          },
    });
  } catch (error) {
    reportError(error, { section: 'search' });
    return Response.json(
      { statusCode: 503, type: 'unavailable', message: SEARCH_UNAVAILABLE_TEXT },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
