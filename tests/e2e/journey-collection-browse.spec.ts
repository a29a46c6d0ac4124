import { expect, test, type Page } from '@playwright/test';
import { logInByKeyboard, newCustomer, PASSWORD } from './account-support';

/**
 * Browsing a collection that does not fit on one page: sort and filter through
 * the form's controls, page through real links, follow a product; every view is a shareable URL
 * served like the plain collection. The seed holds more than 24 listable products, so
 * /collection/all has two pages. Apex Cabernet Sauvignon 2022 is a Cabernet Sauvignon.
 */

const APEX = 'Apex Cabernet Sauvignon 2022';
// After a client navigation the page left may stay in the DOM, hidden: look at what shows.
const cards = (page: Page) =>
  page.getByTestId('product-grid').filter({ visible: true }).getByTestId('product-card');
const control = (page: Page, label: string) => page.getByLabel(label).filter({ visible: true });
const pages = (page: Page) =>
  page.getByRole('navigation', { name: 'Collection pages' }).filter({ visible: true });
const slugsShown = (page: Page) =>
  cards(page).evaluateAll((found) => found.map((card) => card.getAttribute('data-slug')));

/** Each card's retail price in cents (its first amount), undefined for a card without one. */
async function pricesShown(page: Page): Promise<(number | undefined)[]> {
  const texts = await cards(page).evaluateAll((found) =>
    found.map((card) => card.querySelector('[data-testid="price"]')?.textContent ?? ''),
  );
  return texts.map((text) => {
    const amount = /\$([\d,]+)\.(\d\d)/.exec(text);
    return amount ? Number(amount[1]!.replace(/,/g, '')) * 100 + Number(amount[2]) : undefined;
  });
}

/** How many times a known price is lower than the one before it. */
const descents = (prices: (number | undefined)[]) => {
  const known = prices.filter((price): price is number => price !== undefined);
  return known.filter((price, index) => index > 0 && price < known[index - 1]!).length;
};

const ascending = (prices: (number | undefined)[]) => {
  const known = prices.filter((price): price is number => price !== undefined);
  return known.every((price, index) => index === 0 || price >= known[index - 1]!);
};

test('a shopper sorts a collection by price, pages on, filters by varietal and opens a wine', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'All Wines', exact: true }).click();
  await expect(page).toHaveURL(/\/collection\/all$/);
  await expect(cards(page)).toHaveCount(24);
  await expect(pages(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Sort through the control: the address says so, and prices climb.
  await control(page, 'Sort by').selectOption({ label: 'Price, low to high' });
  await expect(page).toHaveURL(/\/collection\/all\?sort=price-asc$/);
  // The sorted view has arrived once its page links carry the sort.
  await expect(pages(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'href',
    '/collection/all?sort=price-asc',
  );
  await expect(control(page, 'Sort by')).toHaveValue('price-asc');
  const firstPage = await pricesShown(page);
  expect(ascending(firstPage)).toBe(true);

  // Page 2 by its link keeps the sort; its prices go on from where page 1 stopped.
  await pages(page).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/collection\/all\?sort=price-asc&page=2$/);
  await expect(pages(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pages(page).getByRole('link', { name: 'Previous page' })).toBeVisible();
  const secondPage = await pricesShown(page);
  // Prices go on climbing from where page 1 stopped, through the wines and then once more
  // through gift cards and accessories (wines first): one step down at most.
  expect(descents([...firstPage, ...secondPage])).toBeLessThanOrEqual(1);
  expect(secondPage[0] ?? 0).toBeGreaterThanOrEqual(firstPage.at(-1) ?? 0);
  const secondSlugs = await slugsShown(page);

  // A filter starts again on page 1 and keeps the sort.
  await control(page, 'Varietal').selectOption({ label: 'Cabernet Sauvignon' });
  await expect(page).toHaveURL(/\/collection\/all\?sort=price-asc&varietal=cabernet-sauvignon$/);
  // Everything it finds fits on one page: no page links, the count said in words.
  await expect(pages(page)).toHaveCount(0);
  await expect(page.getByText(/^\d+ products?$/).filter({ visible: true })).toBeVisible();
  const filtered = await cards(page).count();
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(24);

  await cards(page).getByRole('link', { name: APEX, exact: true }).click();
  await expect(page).toHaveURL(/\/product\/apex-cabernet-sauvignon-2022$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(APEX);

  // The shared address of page 2 renders the same wines, in the same order, from a fresh load.
  await page.goto('/collection/all?sort=price-asc&page=2');
  expect(await slugsShown(page)).toEqual(secondSlugs);
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute(
    'href',
    '/collection/all?sort=price-asc',
  );
});

test('a view is a cached shared page; nonsense falls back, a page past the end is a 404', async ({
  request,
}) => {
  const view = await request.get('/collection/all?page=2&sort=price-desc');
  expect(view.status()).toBe(200);
  expect(view.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  const html = await view.text();
  // The last page (the seed fits on two) leads back, not on.
  expect(html).toContain('<link rel="prev" href="/collection/all?sort=price-desc"/>');
  expect(html).not.toContain('<link rel="next"');
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);

  // A filtered view in its own terms is the same kind of page, served by next.config's rules.
  const filtered = await request.get('/collection/all?type=wine&sort=price-desc');
  expect(filtered.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  expect(await filtered.text()).toMatch(/<meta name="robots" content="noindex, follow"/);

  // The plain collection has a next page and no robots rule.
  const plain = await (await request.get('/collection/all')).text();
  expect(plain).toContain('<link rel="next" href="/collection/all?page=2"');
  expect(plain).not.toContain('noindex');

  for (const nonsense of [
    '?page=abc',
    '?sort=cheapest',
    '?page=-1',
    '?varietal=%3Cb%3E',
    '?price=x',
  ]) {
    const reply = await request.get(`/collection/all${nonsense}`);
    expect(reply.status(), nonsense).toBe(200);
  }
  expect((await request.get('/collection/all?page=40')).status()).toBe(404);
  expect((await request.get('/collection/red-wines?page=2')).status()).toBe(404);
  // The view's own path answers only in the spelling the query is rewritten to.
  expect((await request.get('/collection/all/page-2')).status()).toBe(200);
  for (const handMade of [
    '/collection/all/page-1',
    '/collection/all/page-2~sort-name',
    '/collection/all~page-2~sort-name',
    '/collection/all/x',
  ])
    expect((await request.get(handMade)).status(), handMade).toBe(404);
});

test('the form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/collection/all');
  await control(page, 'Sort by').selectOption('name');
  await control(page, 'In stock only').check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/collection\/all\?sort=name&varietal=&type=&price=&stock=in$/);
  await expect(control(page, 'Sort by')).toHaveValue('name');
  await expect(control(page, 'In stock only')).toBeChecked();
  const titles = await page
    .getByTestId('product-grid')
    .getByTestId('product-card')
    .evaluateAll((found) => found.map((card) => card.getAttribute('data-slug') ?? ''));
  expect(titles.length).toBeGreaterThan(0);
  await context.close();
});

test('a club member sees member prices on page 2', async ({ page }) => {
  const { email } = await newCustomer('pager', { member: true });
  await page.goto('/profile/login?next=/collection/all');
  await logInByKeyboard(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/collection\/all$/);
  await pages(page).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/collection\/all\?page=2$/);
  await expect(
    cards(page).getByTestId('price').filter({ hasText: 'Your member price' }).first(),
  ).toBeVisible();
});

test('after Back the sort and filter controls match the list shown', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'All Wines', exact: true }).click();
  await expect(page).toHaveURL(/\/collection\/all$/);
  await expect(cards(page)).toHaveCount(24);
  const featured = await slugsShown(page);

  await control(page, 'Sort by').selectOption({ label: 'Price, low to high' });
  await expect(page).toHaveURL(/\/collection\/all\?sort=price-asc$/);
  await expect(control(page, 'Sort by')).toHaveValue('price-asc');
  const sorted = await slugsShown(page);
  expect(sorted).not.toEqual(featured);

  await control(page, 'Varietal').selectOption({ label: 'Viognier' });
  await expect(page).toHaveURL(/\/collection\/all\?sort=price-asc&varietal=viognier$/);
  await expect(control(page, 'Varietal')).toHaveValue('viognier');
  const viognier = await cards(page).count();
  expect(viognier).toBeLessThan(24);

  // Back to the sorted, unfiltered list: the Varietal menu says all varietals again.
  await page.goBack();
  await expect(page).toHaveURL(/\/collection\/all\?sort=price-asc$/);
  await expect(cards(page)).toHaveCount(24);
  expect(await slugsShown(page)).toEqual(sorted);
  await expect(control(page, 'Varietal')).toHaveValue('');
  await expect(control(page, 'Sort by')).toHaveValue('price-asc');

  // Back again to the featured order: Sort says Featured.
  await page.goBack();
  await expect(page).toHaveURL(/\/collection\/all$/);
  expect(await slugsShown(page)).toEqual(featured);
  await expect(control(page, 'Sort by')).toHaveValue('featured');
  await expect(control(page, 'Varietal')).toHaveValue('');

  // And forward again: the controls follow the list that way too.
  await page.goForward();
  await expect(page).toHaveURL(/\/collection\/all\?sort=price-asc$/);
  await expect(control(page, 'Sort by')).toHaveValue('price-asc');
});

/** From the home page's footer to All Wines, then the wines alone, cheapest first. */
async function winesCheapestFirst(page: Page) {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'All Wines', exact: true }).click();
  await expect(page).toHaveURL(/\/collection\/all$/);
  await control(page, 'Type').selectOption({ label: 'Wine' });
  await expect(page).toHaveURL(/\/collection\/all\?type=wine$/);
  await control(page, 'Sort by').selectOption({ label: 'Price, low to high' });
  await expect(page).toHaveURL(/\/collection\/all\?sort=price-asc&type=wine$/);
  await expect(control(page, 'Sort by')).toHaveValue('price-asc');
}

test('a price sort lists the wines before gift cards and accessories', async ({ page }) => {
  await winesCheapestFirst(page);
  const wines = await slugsShown(page);
  expect(wines.length).toBe(24);

  // Everything, cheapest first: the same wines lead; no corkscrew or gift box among them.
  await control(page, 'Type').selectOption({ label: 'All types' });
  await expect(page).toHaveURL(/\/collection\/all\?sort=price-asc$/);
  await expect(control(page, 'Type')).toHaveValue('');
  expect(await slugsShown(page)).toEqual(wines);
});

test('a sort and a filter chosen before the page is ready apply, at their canonical address', async ({
  page,
}) => {
  // The pages' scripts never come: what applies the choices is the page's first, inline script.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await winesCheapestFirst(page);
  expect(ascending(await pricesShown(page))).toBe(true);
});

test('on a phone the first products show in the first screen, under the controls', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'The phone layout.');
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'All Wines', exact: true }).click();
  await expect(page).toHaveURL(/\/collection\/all$/);
  await expect(control(page, 'Sort by')).toBeVisible();
  const height = page.viewportSize()?.height ?? 0;
  const firstCard = await cards(page).first().boundingBox();
  // At least 150 px of the first card (its picture) is in the first screen.
  expect(firstCard?.y ?? Infinity).toBeLessThan(height - 150);
});
