import { collectionViewPage } from '@/app/_pages/catalog';

/**
 * The twin of a shared page (app/_pages) for a visitor with a customer token or in draft mode,
 * whom proxy.ts rewrites here. Personal and blocking: rendered per request, never cached or
 * prerendered.
 */
export const instant = false;

/** Placeholder only (see the order receipt page): every real path renders on request. */
export function generateStaticParams() {
  return [{ slug: 'prerender-placeholder', view: 'page-2' }];
}

export const generateMetadata = collectionViewPage.customer.generateMetadata;
export default collectionViewPage.customer.Page;
