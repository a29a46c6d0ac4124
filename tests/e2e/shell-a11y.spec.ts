import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

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
  if (isMobile)
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Search', exact: true })
      .first()
      .click();
  await page.getByRole('combobox', { name: 'Search wines, pages, recipes and events' }).fill('red');
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
