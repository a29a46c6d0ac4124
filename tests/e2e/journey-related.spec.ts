import { expect, test } from '@playwright/test';
import { addToCartButton } from './cart-support';

/**
 * Wines lead to wines, by clicks from pages a visitor lands on, on desktop and
 * on a phone: a product page's related wines (same collection or varietal, only what the visitor
 * can buy), and a recipe's paired wines.
 */

test('a product page suggests related wines the visitor can buy, and one leads to its page', async ({
  page,
}) => {
  await page.goto('/product/vertex-syrah-2021');
  const related = page.getByTestId('product-display').filter({
    has: page.getByRole('heading', { name: 'Related wines' }),
  });
  await expect(related).toBeVisible();
  const cards = related.getByTestId('product-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  // Not itself, and nothing an anonymous visitor cannot buy (no member-only panel, no Sold Out).
  await expect(related.getByRole('link', { name: 'Vertex Syrah 2021', exact: true })).toHaveCount(
    0,
  );
  await expect(related.getByRole('button', { name: /Sold Out/ })).toHaveCount(0);
  await expect(addToCartButton(related)).toHaveCount(count);

  const first = cards.first().getByRole('heading').getByRole('link');
  const title = (await first.textContent())?.trim() ?? 'missing';
  await first.click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a recipe links the wines it pairs with', async ({ page }) => {
  await page.goto('/recipes/syrah-braised-short-ribs');
  const pairing = page.getByTestId('product-display').filter({
    has: page.getByRole('heading', { name: 'Pour With It' }),
  });
  await expect(pairing).toBeVisible();
  await pairing.getByRole('link', { name: 'Vertex Syrah 2021', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/vertex-syrah-2021$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vertex Syrah 2021');
});
