import { expect, test, type Page } from '@playwright/test';
import { logInByKeyboard, newCustomer, PASSWORD } from './account-support';
import { addToCartButton, purchasePanel } from './cart-support';

/**
 * Shared pages are the same prerendered HTML for everyone without a customer token; the header's
 * cart count and account entry come from the browser's session (hints + one syncSession per page
 * load), and a logged-in member is served per-customer pages with their own prices. Walked through
 * the UI on desktop and on a phone.
 *
 * Seed prices: Apex Cabernet Sauvignon 2022 is $68.00, $54.40 for club members.
 */

const APEX = 'Apex Cabernet Sauvignon 2022';
const cartButton = (page: Page) => page.getByRole('button', { name: /item\(s\) in cart/ });
const sidebar = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });
const apexCard = (page: Page, scope: 'main' | 'display') =>
  (scope === 'display' ? page.getByTestId('product-display') : page.getByRole('main'))
    .getByTestId('product-card')
    .filter({ has: page.getByRole('link', { name: APEX, exact: true }) })
    .first();
const MEMBER_PRICE = /Your member price \$54\.40\s*Retail price \$68\.00$/;
const PUBLIC_PRICE = /\$68\.00\s*\$54\.40\s*Wine Society/;

test('an anonymous visitor adds to cart, keeps the count over a reload and reaches checkout', async ({
  page,
}) => {
  await page.goto('/');
  await expect(cartButton(page)).toHaveAccessibleName(
    '0 item(s) in cart - click to open sidebar cart',
  );
  await footerLink(page, 'All Wines').click();
  await expect(page).toHaveURL(/\/collection\/all$/);
  await apexCard(page, 'main').getByRole('link', { name: APEX, exact: true }).click();
  await expect(page).toHaveURL(/\/product\/apex-cabernet-sauvignon-2022$/);

  const add = addToCartButton(purchasePanel(page));
  await expect(add).toBeEnabled();
  await add.press('Enter');
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(page)).toContainText(APEX);
  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName(
    '1 item(s) in cart - click to open sidebar cart',
  );

  // The page is the shared one; the count survives the reload from the browser's session.
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName(
    '1 item(s) in cart - click to open sidebar cart',
  );
  await cartButton(page).click();
  await expect(sidebar(page)).toContainText(APEX);
  await sidebar(page).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('checkout-form')).toContainText(APEX);
});

test('a member sees club prices on a collection, a product page and a content page block; logout brings public prices back', async ({
  page,
}) => {
  const { email, firstName } = await newCustomer('public-member', { member: true });
  await page.goto('/');
  await footerLink(page, 'Member Login').click();
  await expect(page).toHaveURL(/\/profile\/login$/);
  await logInByKeyboard(page, email, PASSWORD);
  await expect(page.getByRole('button', { name: `Account menu for ${firstName}` })).toBeVisible();

  await footerLink(page, 'All Wines').click();
  await expect(page).toHaveURL(/\/collection\/all$/);
  await expect(apexCard(page, 'main').getByTestId('price')).toHaveText(MEMBER_PRICE);

  await apexCard(page, 'main').getByRole('link', { name: APEX, exact: true }).click();
  await expect(page).toHaveURL(/\/product\/apex-cabernet-sauvignon-2022$/);
  const panelPrice = purchasePanel(page).getByTestId('price');
  await expect(panelPrice).toHaveText(MEMBER_PRICE);

  // An editor-built page other than home: its ProductDisplay block shows the member's prices.
  await footerLink(page, 'Our Story').click();
  await expect(page).toHaveURL(/\/our-story$/);
  await expect(apexCard(page, 'display').getByTestId('price')).toHaveText(MEMBER_PRICE);

  // A full load of a shared address still shows the member's page and account.
  await page.reload();
  await expect(apexCard(page, 'display').getByTestId('price')).toHaveText(MEMBER_PRICE);
  await page.getByRole('button', { name: `Account menu for ${firstName}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Log ?out/i })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(apexCard(page, 'display').getByTestId('price')).toHaveText(PUBLIC_PRICE);

  await footerLink(page, 'All Wines').click();
  await expect(apexCard(page, 'main').getByTestId('price')).toHaveText(PUBLIC_PRICE);
});
