import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addToCartButton } from './cart-support';

const PRODUCT = '/product/apex-cabernet-sauvignon-2022';

/**
 * Opens the sidebar with one click. Before the page runs, the cart button is a link to the cart
 * page; it becomes a button that opens the sidebar once it does, which the role waits for.
 */
async function openCart(page: Page) {
  const sidebar = page.getByRole('dialog', { name: 'Your Cart' });
  await page.getByRole('button', { name: /item\(s\) in cart/ }).click();
  await expect(sidebar).toBeVisible();
  return sidebar;
}

test('the cart sidebar is a dialog: focus trap, Escape, backdrop, close button and scroll lock', async ({
  page,
  viewport,
}) => {
  await page.goto(PRODUCT);
  const cartButton = page.getByRole('button', { name: /item\(s\) in cart/ });
  const sidebar = await openCart(page);
  await expect(sidebar).toContainText('Your cart is empty.');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  // Spec widths: 100% on a phone, 700 px from 1280 px.
  const width = (await sidebar.boundingBox())?.width ?? 0;
  expect(Math.round(width)).toBe((viewport?.width ?? 0) >= 1280 ? 700 : viewport?.width);

  // Focus stays inside, forwards and backwards.
  for (let index = 0; index < 6; index += 1) {
    await page.keyboard.press('Tab');
    expect(await sidebar.evaluate((element) => element.contains(document.activeElement))).toBe(
      true,
    );
  }
  for (let index = 0; index < 3; index += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await sidebar.evaluate((element) => element.contains(document.activeElement))).toBe(
      true,
    );
  }

  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(cartButton).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  await openCart(page);
  await page.getByRole('button', { name: 'Close cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeHidden();

  if ((viewport?.width ?? 0) >= 580) {
    await openCart(page);
    await page.mouse.click(20, 400); // the backdrop, left of the panel
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeHidden();
  }
});

test('the cart shows its lines, saves the gift message on close and passes axe', async ({
  page,
}) => {
  await page.goto(PRODUCT);
  await addToCartButton(page, { exact: true }).click();
  // Adding opens the sidebar on its own (the shop's purchase island), showing the new line.
  const sidebar = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(sidebar).toBeVisible();
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName(
    '1 item(s) in cart - click to open sidebar cart',
  );
  await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
  await expect(sidebar.getByTestId('cart-line')).toContainText('Apex Cabernet Sauvignon 2022');

  const axe = await new AxeBuilder({ page }).include('[data-testid="cart-sidebar"]').analyze();
  expect(
    axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);

  await sidebar.getByLabel('Gift message').fill('Happy anniversary, with love');
  const saved = page.waitForResponse(
    (response) => response.request().headers()['next-action'] !== undefined && response.ok(),
  );
  await page.keyboard.press('Escape');
  await saved;
  await page.reload();
  const reopened = await openCart(page);
  await expect(reopened.getByLabel('Gift message')).toHaveValue('Happy anniversary, with love');
});
