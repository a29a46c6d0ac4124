import { cookies } from 'next/headers';
import { AGE_GATE_COOKIE, isAgeConfirmed, noScriptGateStyle } from '@/lib/customer/age-gate';

/**
 * The stylesheet of the age gate without scripts, per visitor: loaded only from `<noscript>`, so
 * only a browser running no scripts asks for it. It hides the overlay once the visitor confirmed;
 * never kept by a browser or CDN, since it answers the cookie.
 */
export async function GET() {
  const confirmed = isAgeConfirmed((await cookies()).get(AGE_GATE_COOKIE)?.value);
  return new Response(noScriptGateStyle(confirmed), {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie',
    },
  });
}
