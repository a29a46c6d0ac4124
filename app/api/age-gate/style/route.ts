import { noScriptGateStyle } from '@/lib/customer/age-gate';
import { readAgeConfirmed } from '@/server/cookies';

/**
 * The stylesheet of the age gate without scripts, per visitor: loaded only from `<noscript>`, so
 * only a browser running no scripts asks for it. It hides the overlay once the visitor confirmed;
 * never kept by a browser or CDN, since it answers the cookie.
 */
export async function GET() {
  return new Response(noScriptGateStyle(await readAgeConfirmed()), {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie',
    },
  });
}
