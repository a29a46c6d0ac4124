import { expect, test, type Page } from '@playwright/test';
import { logInByKeyboard, newCustomer, PASSWORD } from './account-support';

/**
 * Finding things from the header's search box, by keys alone, on a desktop (`/` focuses the box)
 * and on a phone (the Search button opens it): a misspelt wine from the predictive list, the
 * results page, a query that finds nothing, and a member-only wine only a member finds.
 *
 * Seed: Isosceles 2021 (and older vintages); Inner Circle Red 2022 is for Wine Society members only.
 */

const banner = (page: Page) => page.getByRole('banner');
const searchBox = (page: Page) =>
  banner(page)
    .getByRole('search', { name: 'Site search' })
    .getByRole('combobox', { name: 'Search wines, pages, recipes and events' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

/**
 * Opens the header's search as the visitor would: the Search button on a phone, one tap as soon as
 * it shows (the panel is a popover the browser opens, before the page's code runs too; once the
 * page runs, the tap also puts the focus in the box); `/` on a desktop, the page's own shortcut,
 * which works once the page runs (the cart becoming a button says it does).
 */
async function openSearch(page: Page, isMobile: boolean) {
  if (isMobile) {
    // The toggle comes first; the form's own Search button shows once it opens.
    const toggle = banner(page).getByRole('button', { name: 'Search', exact: true }).first();
    await toggle.click();
    await expect(searchBox(page)).toBeVisible();
    // A tap taken before the page ran opened the panel only: the box is the next tap.
    if (!(await searchBox(page).evaluate((box) => box === document.activeElement)))
      await searchBox(page).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  } else {
    await expect(banner(page).getByRole('button', { name: /item\(s\) in cart/ })).toBeVisible();
    await page.keyboard.press('/');
  }
  await expect(searchBox(page)).toBeFocused();
}

async function searchFromHome(page: Page, isMobile: boolean, query: string) {
  await page.goto('/');
  await openSearch(page, isMobile);
  await page.keyboard.type(query);
}

test('a misspelt wine is found from the header and picked from the predictive list by keyboard', async ({
  page,
  isMobile,
}) => {
  await searchFromHome(page, isMobile, 'isoseles');
  const list = suggestions(page);
  const isosceles = list.getByRole('option', { name: /^Isosceles 2021/ });
  await expect(isosceles).toBeVisible();
  await expect(list.getByRole('group', { name: 'Wines & products' })).toBeVisible();
  await expect(banner(page).getByRole('status')).toHaveText(/\d+ results? for “isoseles”\./);

  // The newest vintage comes first: one arrow makes it active; Enter follows it.
  await page.keyboard.press('ArrowDown');
  await expect(isosceles).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    (await isosceles.getAttribute('id'))!,
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/isosceles-2021$/);
  await expect(page.getByRole('heading', { level: 1, name: /Isosceles/ })).toBeVisible();
  await expect(suggestions(page)).toBeHidden();
});

test('Enter in the box opens the results page, which is shareable and not indexed', async ({
  page,
  isMobile,
}) => {
  await searchFromHome(page, isMobile, 'Cabernet 2021');
  await expect(suggestions(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Cabernet\+2021$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(main.getByTestId('search-summary')).toHaveText(/\d+ results? for “Cabernet 2021”\./);
  await expect(main.getByRole('link', { name: 'Isosceles 2021', exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // The page's own form searches again (a GET form: the address is the search).
  const again = main.getByRole('searchbox', { name: 'Search wines, pages, recipes and events' });
  await again.fill('chicory');
  await again.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=chicory$/);
  await expect(main.getByRole('heading', { name: /Recipes/ })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Chicory Salad with Citrus' })).toBeVisible();
});

test('a query that finds nothing says so and suggests collections', async ({ page, isMobile }) => {
  await searchFromHome(page, isMobile, 'zzqxv');
  await expect(banner(page).getByRole('status')).toHaveText('No results for “zzqxv”.');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=zzqxv$/);
  const main = page.getByRole('main');
  await expect(main.getByTestId('search-summary')).toHaveText('No results for “zzqxv”.');
  const collections = main.getByRole('navigation', { name: 'Browse our collections' });
  await collections.getByRole('link', { name: 'Red Wines' }).click();
  await expect(page).toHaveURL(/\/collection\/red-wines$/);
});

test('a member-only wine is found by a member and not by an anonymous visitor', async ({
  page,
  isMobile,
}) => {
  await searchFromHome(page, isMobile, 'inner circle');
  await expect(banner(page).getByRole('status')).toHaveText('No results for “inner circle”.');
  await expect(suggestions(page).getByRole('option', { name: /Inner Circle/ })).toHaveCount(0);

  const { email } = await newCustomer('seeker', { member: true });
  await page.goto('/profile/login?next=/');
  await logInByKeyboard(page, email, PASSWORD);
  // The login page's own address ends in `next=/` too: wait for the home page's full load, which
  // would otherwise replace the page under the search opened next.
  await page.waitForURL((url) => url.pathname === '/');
  await openSearch(page, isMobile);
  await page.keyboard.type('inner circle');
  const innerCircle = suggestions(page).getByRole('option', { name: /^Inner Circle Red 2022/ });
  await expect(innerCircle).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=inner\+circle$/);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Inner Circle Red 2022', exact: true }),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the results page answers a plain form submission', async ({ page }) => {
    await page.goto('/search');
    const main = page.getByRole('main');
    await expect(main.getByTestId('search-summary')).toHaveText(
      'Type a wine, a grape, a year or a place to search.',
    );
    await main
      .getByRole('searchbox', { name: 'Search wines, pages, recipes and events' })
      .fill('rose');
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=rose$/);
    await expect(main.getByRole('link', { name: 'Tangent Rosé 2023', exact: true })).toBeVisible();
  });
});
