import { expect, test } from '@playwright/test';
import { logInByKeyboard, newCustomer, PASSWORD } from './account-support';
import { addToCartButton, purchasePanel } from './cart-support';

/**
 * What a member is shown is what their cart charges, walked from the product
 * pages a visitor lands on. Seed: Obtuse Petite Sirah 2021 is $45.00 retail with a $38.00
 * promotion; its club price is $36.00, so a member pays $36.00. Cellar Hand Grenache 2022 is
 * for the trade (security Tag 'Trade'): a member may not buy it, and joining would not help.
 */
const OBTUSE = 'Obtuse Petite Sirah 2021';

test('a member pays the lowest price they are entitled to, and the page shows it', async ({
  page,
}) => {
  const { email } = await newCustomer('pricing', { member: true });

  // Anonymous: the promotion, retail struck through.
  await page.goto('/product/obtuse-petite-sirah-2021');
  const anonymousPrice = purchasePanel(page).getByTestId('price');
  await expect(anonymousPrice).toContainText('$38.00');
  await expect(anonymousPrice).toContainText('Promotion');
  await expect(anonymousPrice.locator('s')).toContainText('$45.00');

  await page.goto('/profile/login?next=/product/obtuse-petite-sirah-2021');
  await logInByKeyboard(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/product\/obtuse-petite-sirah-2021$/);

  // Signed in as a member: the club price is below the promotion, so it is theirs.
  const price = purchasePanel(page).getByTestId('price');
  await expect(price).toHaveText(/Your member price \$36\.00\s*Retail price \$45\.00$/);
  await expect(price).not.toContainText('$38.00');

  const add = addToCartButton(purchasePanel(page));
  await expect(add).toBeEnabled();
  await add.click();
  const sidebar = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(sidebar).toBeVisible();
  const line = sidebar.getByTestId('cart-line').filter({ hasText: OBTUSE });
  await expect(line.getByTestId('line-price')).toHaveText('$36.00');
  await expect(line.getByTestId('line-compare-price')).toContainText('$45.00');
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();

  // A trade-only wine: no invitation to join a club the member is already in.
  await page.goto('/product/cellar-hand-grenache-2022');
  const restricted = purchasePanel(page).getByTestId('allocation-panel');
  await expect(restricted).toContainText('By Invitation Only');
  await expect(restricted).toContainText('This wine is available by invitation only.');
  await expect(restricted).not.toContainText('Members Exclusive');
  await expect(restricted.getByRole('link', { name: 'Join Now' })).toHaveCount(0);
  await expect(addToCartButton(purchasePanel(page))).toHaveCount(0);
});
