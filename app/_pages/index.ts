import { sharedRouteOf } from '@/lib/customer-view';
import { collectionPage, productPage } from './catalog';
import { clubPage } from './club';
import { blogPage, contentPage, homePage, recipePage } from './content';
import type { PageDefinition } from './define';

/**
 * Every shared page (lib/customer-view.ts), each defined once. Its shared route exports the
 * definition's `shared` variant and is prerendered; the customer view (app/customer-view) renders
 * the same definition per request for a visitor with a customer token or in draft mode.
 */
export const SHARED_PAGES: readonly PageDefinition[] = [
  homePage,
  contentPage,
  blogPage,
  recipePage,
  productPage,
  collectionPage,
  clubPage,
];

/** The shared page at a path's segments and its params, as the shared side would route it. */
export function sharedPageAt(path: readonly string[]) {
  return sharedRouteOf(SHARED_PAGES, path);
}
