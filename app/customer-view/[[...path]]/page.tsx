import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { sharedPageAt } from '@/app/_pages';
import { getViewer } from '@/server/visitor/viewer';

/**
 * The customer view: every shared page (app/_pages) for a visitor with a customer token or in
 * draft mode, whom proxy.ts rewrites here (the address bar keeps the page's own path). It renders
 * the page's one definition with the visitor's prices and access. One route for all of them, so
 * the shared routes stay prerendered whole, with no per-request code.
 */

/** Personal and blocking: rendered per request for the customer, never cached or prerendered. */
export const instant = false;

type Params = Promise<{ path?: string[] }>;

/** Placeholder only (see the order receipt page): every real path renders on request. */
export function generateStaticParams() {
  return [{ path: ['prerender-placeholder'] }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = sharedPageAt((await params).path ?? []);
  return found ? found.page.metadata(found.params) : {};
}

export default async function CustomerViewPage({ params }: { params: Params }) {
  const found = sharedPageAt((await params).path ?? []);
  if (!found) notFound();
  return found.page.body(found.params, getViewer);
}
