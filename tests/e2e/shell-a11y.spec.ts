import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInByKeyboard, newCustomer, PASSWORD } from './account-support';
import { purchasePanel } from './cart-support';

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

for (const path of ['/', '/product/apex-cabernet-sauvignon-2022', '/search?q=cabernet']) {
  test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /item\(s\) in cart/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('headings never skip a level on the main pages (axe heading-order, as Lighthouse checks it)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const path of [
    '/',
    '/collection/all',
    '/product/isosceles-2021',
    '/blog/harvest-report-2024',
    '/join',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    const skipped = violations.flatMap((violation) =>
      violation.nodes.map((node) => node.target.join(' ')),
    );
    expect(skipped, path).toEqual([]);
  }
  // The product's own copy (h3 parts from the commerce admin) sits under a heading of its own.
  await page.goto('/product/isosceles-2021');
  const about = page.getByRole('region', { name: 'About this wine' });
  await expect(about.getByRole('heading', { level: 2, name: 'About this wine' })).toHaveCount(1);
  await expect(about.getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('no serious or critical axe violations with the cart sidebar open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /item\(s\) in cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('no serious or critical axe violations with the predictive search list open', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search wines, pages, recipes and events' });
  // On a phone the box opens from the header's Search button, in one tap even before the page's
  // code runs (a popover).
  if (isMobile)
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Search', exact: true })
      .first()
      .click();
  await box.fill('red');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(await seriousViolations(page)).toEqual([]);
});

test('no serious or critical axe violations on the age gate', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(test.info().project.use.baseURL ?? '/');
  await expect(page.getByRole('dialog', { name: /Welcome to/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('no serious or critical axe violations for a member: member prices on the dark card', async ({
  page,
}) => {
  // Three pages analysed after a sign-in: more than one test's usual time on a busy machine.
  test.setTimeout(90_000);
  // Isosceles 2021 has the dark product card (bg-ink); a member sees their price on it.
  const { email } = await newCustomer('axe-member', { member: true });
  await page.goto('/profile/login?next=/collection/red-wines');
  await logInByKeyboard(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/collection\/red-wines$/);
  const dark = page
    .getByRole('main')
    .getByTestId('product-card')
    .filter({ has: page.getByRole('link', { name: 'Isosceles 2021', exact: true }) });
  await expect(dark).toHaveClass(/bg-ink/);
  await expect(dark.getByTestId('price')).toContainText('Your member price $76.00');
  expect(await seriousViolations(page)).toEqual([]);
  for (const path of ['/product/isosceles-2021', '/product/obtuse-petite-sirah-2021']) {
    await page.goto(path);
    await expect(purchasePanel(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});
