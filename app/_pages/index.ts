import { collectionPage, collectionViewPage, productPage } from './catalog';
import { clubPage } from './club';
import { blogPage, contentPage, homePage, recipePage } from './content';
import type { PageDefinition } from './define';

/**
 * Every shared page (lib/customer/customer-view.ts), each defined once. Its shared route exports the
 * definition's `shared` variant and is prerendered; its twin under app/customer-view exports the
 * `customer` variant, rendered per request for a visitor with a customer token or in draft mode.
 */
export const SHARED_PAGES: readonly PageDefinition[] = [
  homePage,
  contentPage,
  blogPage,
  recipePage,
  productPage,
  collectionPage,
  collectionViewPage,
  clubPage,
];
