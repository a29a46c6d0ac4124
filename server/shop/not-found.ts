import 'server-only';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

/**
 * Answers an unknown address of a shared page with the real 404 page. Rendered per request on
 * purpose: a notFound() thrown while Next prerenders an unlisted URL on demand yields only a
 * bare recovery document (no layout, no "Page not found" title until scripts run); a request-time
 * render gives the whole not-found page. Known pages stay prerendered.
 */
export async function unknownPage(): Promise<never> {
  await connection();
  notFound();
}
