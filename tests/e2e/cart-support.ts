import type { Locator, Page } from '@playwright/test';

/** The product page's purchase panel on screen: the page renders one per layout, one shows. */
export const purchasePanel = (page: Page): Locator =>
  page.getByTestId('purchase-panel').filter({ visible: true });

/**
 * The Add To Cart buttons in `scope` (a purchase panel, a gift-card form, a grid, the page). A
 * product card's button and the sticky bar's small one are named "Add To Cart: <wine>", which
 * `exact` leaves out.
 */
export const addToCartButton = (scope: Page | Locator, { exact = false } = {}): Locator =>
  scope.getByRole('button', { name: 'Add To Cart', exact });
