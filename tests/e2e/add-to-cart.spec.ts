import { expect, test } from '@playwright/test';

/** The first vertical slice: a product page, Add To Cart, the header count and the cartId cookie. */
test('adding a product updates the header cart count and sets the cartId cookie', async ({
  page,
  context,
}) => {
  await page.goto('/product/apex-cabernet-sauvignon-2022');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apex Cabernet Sauvignon 2022');
  await expect(page.getByTestId('price').filter({ visible: true })).toContainText('$');

  const cartButton = page.getByRole('button', { name: /item\(s\) in cart/ });
  await expect(cartButton).toHaveAccessibleName('0 item(s) in cart - click to open sidebar cart');

  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(cartButton).toHaveAccessibleName('1 item(s) in cart - click to open sidebar cart');

  const cartCookie = (await context.cookies()).find((cookie) => cookie.name === 'cartId');
  expect(cartCookie?.value).toBeTruthy();
  expect(cartCookie?.httpOnly).toBe(true);
  // 365 days, give or take the seconds the test took.
  const days = ((cartCookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // The add opened the cart sidebar, a modal dialog: Escape closes it and the page is live again.
  const sidebar = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar).toHaveCount(0);

  // Keyboard too: focus the button and press Enter; the count survives a reload (server cart).
  await page.getByRole('button', { name: 'Add To Cart' }).focus();
  await page.keyboard.press('Enter');
  await expect(cartButton).toHaveAccessibleName('2 item(s) in cart - click to open sidebar cart');
  await page.reload();
  await expect(page.getByRole('button', { name: /item\(s\) in cart/ })).toHaveAccessibleName(
    '2 item(s) in cart - click to open sidebar cart',
  );
});

test('an unknown product slug answers with a real 404 page', async ({ page }) => {
  const response = await page.goto('/product/no-such-wine');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
});
