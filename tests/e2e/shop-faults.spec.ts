import { expect, test, type Page } from '@playwright/test';
import { addToCartButton, purchasePanel } from './cart-support';
import { testOnSiteOfItsOwn } from './second-server';

/**
 * The commerce service failing on add-to-cart: the visitor reads 'Sorry, this item
 * is no longer available', the item shows Sold Out, and no line already in the cart is lost.
 * Uses the embedded service's test-only fault switch (LOCAL_COMMERCE_FAULTS=1, playwright.config).
 */
const COMMERCE = testOnSiteOfItsOwn().commerceUrl;

async function armFault(fault: {
  path: string;
  method?: string;
  status?: number;
  delayMs?: number;
  times?: number;
}) {
  const reply = await fetch(`${COMMERCE}/__faults`, {
    method: 'POST',
    body: JSON.stringify(fault),
  });
  expect(reply.status).toBe(201);
}

const cartButton = (page: Page) => page.getByRole('button', { name: /item\(s\) in cart/ });

test.afterEach(async () => {
  await fetch(`${COMMERCE}/__faults`, { method: 'DELETE' });
});

async function addOneLine(page: Page) {
  await page.goto('/product/right-angle-cabernet-franc-2021');
  await addToCartButton(purchasePanel(page)).click();
  await expect(cartButton(page)).toHaveAccessibleName(
    '1 item(s) in cart - click to open sidebar cart',
  );
}

async function expectFailureKeepsCart(page: Page) {
  const panel = purchasePanel(page);
  await expect(panel.getByRole('alert')).toHaveText('Sorry, this item is no longer available');
  // What to do next: the other wines.
  await expect(panel.getByRole('link', { name: 'See our other wines' })).toHaveAttribute(
    'href',
    '/collection/all',
  );
  await expect(
    panel.getByRole('button', { name: 'Ridgeline Chardonnay 2022 is sold out' }),
  ).toBeDisabled();
  await expect(cartButton(page)).toHaveAccessibleName(
    '1 item(s) in cart - click to open sidebar cart',
  );
  await page.goto('/checkout');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Right Angle Cabernet Franc 2021');
}

test('a 500 on add-to-cart shows the message, marks Sold Out and keeps the cart', async ({
  page,
}) => {
  await addOneLine(page);
  await page.goto('/product/ridgeline-chardonnay-2022');
  await armFault({ method: 'POST', path: '^cart/[^/]+/item$', status: 500 });
  await addToCartButton(purchasePanel(page)).click();
  await expectFailureKeepsCart(page);
});

test('a timeout on add-to-cart shows the message, marks Sold Out and keeps the cart', async ({
  page,
}) => {
  // The client gives up after 10 s; the service answers later still.
  test.setTimeout(60_000);
  await addOneLine(page);
  await page.goto('/product/ridgeline-chardonnay-2022');
  await armFault({ method: 'POST', path: '^cart/[^/]+/item$', delayMs: 12_000, status: 504 });
  await addToCartButton(purchasePanel(page)).click();
  await expect(purchasePanel(page).getByRole('alert')).toBeVisible({
    timeout: 20_000,
  });
  await expectFailureKeepsCart(page);
});
