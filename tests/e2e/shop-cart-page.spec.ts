import { expect, test } from '@playwright/test';
import { addToCartButton, purchasePanel } from './cart-support';

test('the cart page shows the cart and leads to checkout, without JavaScript too', async ({
  page,
  browser,
  context,
}) => {
  await page.goto('/product/baseline-sauvignon-blanc-2023');
  await addToCartButton(purchasePanel(page)).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toContainText('Baseline Sauvignon Blanc 2023');
  await expect(page.getByRole('main').getByRole('link', { name: 'Checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );

  // The same cart, served to a browser without JavaScript: whole in the HTML.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto('/cart');
  await expect(plain.getByTestId('cart-line')).toContainText('Baseline Sauvignon Blanc 2023');
  await expect(plain.getByRole('main').getByRole('link', { name: 'Checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );
  await noScript.close();
});

test('an event ticket stops selling after its event date', async ({ page }) => {
  // Harvest Table Dinner 2026 took place on 10 October 2026.
  await page.goto('/product/harvest-table-dinner-2026');
  // The page says why instead of offering the purchase panel.
  await expect(page.getByTestId('event-refusal').filter({ visible: true })).toHaveText(
    'Sorry, this event has already taken place',
  );
  await expect(page.getByTestId('purchase-panel')).toHaveCount(0);
  await expect(addToCartButton(page)).toHaveCount(0);
});

test('the 404 page says the page was not found in its title', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Page not found \| /);
});
