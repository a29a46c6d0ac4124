import { expect, test, type Page } from '@playwright/test';
import { logInByKeyboard, newCustomer, PASSWORD, uniqueEmail } from './account-support';
import { fillCheckout } from './checkout-support';
import { addToCartButton, purchasePanel } from './cart-support';

const APEX = 'Apex Cabernet Sauvignon 2022';
const cardOf = (page: Page, scope: 'main' | 'display', title: string) =>
  (scope === 'display' ? page.getByTestId('product-display') : page.getByRole('main'))
    .getByTestId('product-card')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .first();

test('a club member sees club prices on /collection/all and in a ProductDisplay block', async ({
  page,
}) => {
  const { email } = await newCustomer('member', { member: true });
  // Anonymous first: the club price carries the Wine Society label.
  await page.goto('/collection/all');
  await expect(cardOf(page, 'main', APEX).getByTestId('price')).toHaveText(
    /\$68\.00\s*\$54\.40\s*Wine Society/,
  );

  await page.goto('/profile/login?next=/collection/all');
  await logInByKeyboard(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/collection\/all$/);
  const price = cardOf(page, 'main', APEX).getByTestId('price');
  await expect(price).toHaveText(/Your member price \$54\.40\s*Retail price \$68\.00$/);
  await expect(price).not.toContainText('Wine Society');

  await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
  const displayed = cardOf(page, 'display', APEX).getByTestId('price');
  await expect(displayed).toHaveText(/Your member price \$54\.40\s*Retail price \$68\.00$/);
  await expect(displayed).not.toContainText('Wine Society');
});

test('cancelling a membership behind a confirmation brings the Wine Society label back', async ({
  page,
}) => {
  const { email } = await newCustomer('cancel', { member: true });
  await page.goto('/profile/login?next=/collection/all');
  await logInByKeyboard(page, email, PASSWORD);
  await expect(cardOf(page, 'main', APEX).getByTestId('price')).not.toContainText('Wine Society');

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('dialog').getByRole('link', { name: 'Manage Account' }).click();
  const membership = page.getByTestId('membership');
  await expect(membership).toContainText('6 Bottle Red Wines Club');
  await expect(membership).toContainText('Active since');
  await membership.getByRole('button', { name: /Cancel membership/ }).click();
  const dialog = page.getByRole('dialog', {
    name: /Cancel your 6 Bottle Red Wines Club membership/,
  });
  // Changing one's mind changes nothing.
  await dialog.getByRole('button', { name: 'Keep membership' }).click();
  await expect(dialog).toBeHidden();
  await membership.getByRole('button', { name: /Cancel membership/ }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel membership' }).click();
  await expect(membership).toContainText('Cancelled');

  await page.getByRole('contentinfo').getByRole('link', { name: 'All Wines' }).click();
  await expect(cardOf(page, 'main', APEX).getByTestId('price')).toHaveText(
    /\$68\.00\s*\$54\.40\s*Wine Society/,
  );
});

test('order history lists an order placed at checkout and opens its receipt', async ({ page }) => {
  const email = uniqueEmail('orders');
  await page.goto('/profile/login');
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await page
    .getByRole('main')
    .getByLabel('First name', { exact: true })
    .filter({ visible: true })
    .fill('Olive');
  await page
    .getByRole('main')
    .getByLabel('Last name', { exact: true })
    .filter({ visible: true })
    .fill('Orders');
  await page
    .getByRole('main')
    .getByLabel('Email', { exact: true })
    .filter({ visible: true })
    .fill(email);
  await page
    .getByRole('main')
    .getByLabel('Password', { exact: true })
    .filter({ visible: true })
    .fill('weak');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main')).toContainText('Password must be at least 8 characters');
  await page
    .getByRole('main')
    .getByLabel('Password', { exact: true })
    .filter({ visible: true })
    .fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Account');
  await expect(page.getByRole('main')).toContainText('You have no orders yet.');

  // To the wine through the shop, as a shopper would.
  const wine = 'Baseline Sauvignon Blanc 2023';
  await page.getByRole('contentinfo').getByRole('link', { name: 'All Wines' }).click();
  await cardOf(page, 'main', wine).getByRole('link', { name: wine, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wine);
  const add = addToCartButton(purchasePanel(page));
  // Enabled once hydrated: a click before then does nothing.
  await expect(add).toBeEnabled();
  await add.click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /item\(s\) in cart/ }),
  ).toHaveAccessibleName('1 item(s) in cart - click to open sidebar cart');
  // Through the cart's Checkout button, as a shopper would.
  await page
    .getByRole('dialog', { name: 'Your Cart' })
    .getByRole('link', { name: 'Checkout' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const form = page.getByTestId('checkout-form');
  await fillCheckout(form, { email, firstName: 'Olive', lastName: 'Orders' });
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/profile\/order-receipt\//);
  const number = (await page.getByRole('heading', { level: 1 }).textContent())?.match(/#\d+/)?.[0];
  expect(number).toBeTruthy();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('dialog').getByRole('link', { name: 'Manage Account' }).click();
  const history = page.getByRole('list', { name: 'Orders, newest first' });
  await expect(history).toContainText(`Order ${number}`);
  await history.getByRole('link', { name: `View receipt of order ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`Order ${number}`));
});
