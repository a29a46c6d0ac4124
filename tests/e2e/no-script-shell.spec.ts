import { expect, test, type Page } from '@playwright/test';

/**
 * The page frame with scripts off (a blocked or failed script, a strict browser), on a desktop and
 * a phone: the header's links (in the phone menu, a popover the browser opens itself), the cart
 * button (a link to the cart page), Log in (a link to Member Login), the header search (a GET form
 * to the results page) and the footer's links all work.
 */

const banner = (page: Page) => page.getByRole('banner');

/** The header's links: inline on a desktop, behind the Menu toggle on a phone. */
async function headerNav(page: Page, isMobile: boolean) {
  if (isMobile) {
    const toggle = page.getByTestId('mobile-menu-toggle');
    await toggle.tap();
    await expect(toggle).toHaveAccessibleName('Close');
    return page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  }
  return banner(page).getByRole('navigation', { name: 'Main' });
}

test('a header link leads to its page', async ({ page, isMobile }) => {
  await page.goto('/');
  const nav = await headerNav(page, isMobile);
  await nav.getByRole('link', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // The next page's menu is closed; on a phone it opens again for the next link.
  const again = await headerNav(page, isMobile);
  await again.getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/collection\/all$/);
});

test('the cart button leads to the cart page', async ({ page }) => {
  await page.goto('/product/apex-cabernet-sauvignon-2022');
  await banner(page)
    .getByRole('link', { name: /click to open sidebar cart/ })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
});

test('Log in leads to Member Login', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
});

test('the header search is a form that opens the results page', async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile)
    await banner(page).getByRole('button', { name: 'Search', exact: true }).first().tap();
  const box = banner(page).getByRole('combobox', {
    name: 'Search wines, pages, recipes and events',
  });
  await box.fill('rose');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=rose$/);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Tangent Rosé 2023', exact: true }),
  ).toBeVisible();
});

test("the footer's links lead to their pages", async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer
    .getByRole('navigation', { name: 'Join links' })
    .getByRole('link', { name: 'Member Login' })
    .click();
  await expect(page).toHaveURL(/\/profile\/login$/);
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Support' })
    .getByRole('link', { name: 'FAQ' })
    .click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
