import { expect, test, type Page } from '@playwright/test';
import { FOOTER_COLUMNS, HEADER_LINKS, SUPPORT_LINKS } from '../../lib/site/navigation';

const CONTENT_PATHS = [
  '/',
  '/visit',
  '/visit/vineyard-winery',
  '/visit/just-inn',
  '/visit/downtown-tasting-room',
  '/visit/events',
  '/dine',
  '/learn',
  '/learn/wine-101',
  '/recipes',
  '/our-story',
  '/our-story/vineyards',
  '/contact',
  '/faq',
  '/where-to-buy',
  '/return-policy',
  '/trade-media',
  '/terms-of-use',
  '/privacy-policy',
];

test('the content paths cover every header and footer link outside the shop and account', () => {
  const linked = new Set(
    [...HEADER_LINKS, ...FOOTER_COLUMNS.flatMap((c) => c.links), ...SUPPORT_LINKS].map(
      (l) => l.href,
    ),
  );
  const shopOrAccount = (href: string) =>
    /^(https?:|\/collection|\/join|\/profile|\/product)/.test(href);
  for (const href of linked) if (!shopOrAccount(href)) expect(CONTENT_PATHS, href).toContain(href);
});

for (const path of CONTENT_PATHS) {
  test(`${path} answers 200 with its content`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText('Sorry, there has been an error.')).toHaveCount(0);
  });
}

test('blog posts and recipes render with their author and hero', async ({ page }) => {
  const response = await page.goto('/blog/harvest-report-2024');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Harvest Report 2024' })).toBeVisible();
  await expect(page.getByTestId('author-name')).toHaveText('Mara Ellison');
  await expect(page.getByRole('list', { name: 'Share' })).toBeVisible();
  expect((await page.goto('/recipes/syrah-braised-short-ribs'))?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Syrah-Braised Short Ribs' }),
  ).toBeVisible();
});

test('an unknown URL is a real 404', async ({ page }) => {
  expect((await page.goto('/no-such-page-here'))?.status()).toBe(404);
  expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404);
});

test('FAQ filters show the questions of the chosen tag', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByTestId('faq');
  await expect(questions).toHaveCount(6);
  await page.getByRole('button', { name: 'Shipping' }).click();
  await expect(page.getByRole('button', { name: 'Shipping' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(questions).toHaveCount(2);
  await expect(page.getByText('Which states do you ship to?')).toBeVisible();
  await page.getByRole('button', { name: 'All' }).click();
  await expect(questions).toHaveCount(6);
});

test('accordion opens and closes from the keyboard, one item at a time', async ({ page }) => {
  await page.goto('/learn/wine-101');
  const first = page.locator('details', { hasText: 'How long will an open bottle keep?' });
  const second = page.locator('details', { hasText: 'Should I decant?' });
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(second.locator('summary')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(second).not.toHaveAttribute('open', '');
});

test('gallery layouts render their grid', async ({ page }) => {
  await page.goto('/');
  const gallery = page.locator('[data-gallery-style="instagram"]');
  await expect(gallery.getByTestId('gallery-item')).toHaveCount(6);
  const columns = await gallery
    .locator('ul')
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(3);
});

test('a throwing block shows the fallback while the rest of the page renders', async ({ page }) => {
  expect((await page.goto('/e2e/throwing-block'))?.status()).toBe(200);
  await expect(page.getByText('Before the failing block')).toBeVisible();
  await expect(page.getByText('After the failing block')).toBeVisible();
  // The visible one: a streamed hole's content can sit hidden beside it until React reveals it.
  const fallback = page.getByTestId('block-error').filter({ visible: true });
  await expect(fallback.getByText('Sorry, there has been an error.')).toBeVisible();
  await expect(fallback.getByRole('link', { name: 'Reload this page' })).toBeVisible();
  await expect(fallback.getByRole('link', { name: 'Go to Home Page' })).toBeVisible();
  await expect(fallback.getByText('Report feedback')).toHaveCount(0);
});

test('a draft is invisible without draft mode and visible with it', async ({ page }) => {
  expect((await page.goto('/e2e/draft-page'))?.status()).toBe(404);
  expect((await page.goto('/api/preview?secret=wrong&path=/e2e/draft-page'))?.status()).toBe(401);
  await page.goto('/api/preview?secret=e2e-preview-secret&path=/e2e/draft-page');
  await expect(page).toHaveURL(/\/e2e\/draft-page$/);
  await expect(page.getByText('Unpublished draft headline')).toBeVisible();
  await page.goto('/api/preview?disable=1&path=/e2e/draft-page');
  await expect(page.getByText('Unpublished draft headline')).toHaveCount(0);
});

async function recordRequests(page: Page): Promise<string[]> {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
const outside = (urls: string[]) =>
  urls.filter((url) => !/^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:)/.test(url));

test('no request leaves localhost on any content page until a facade is clicked', async ({
  page,
}) => {
  // It visits every content page in turn: allow for that many navigations on a loaded machine.
  test.setTimeout(90_000);
  const urls = await recordRequests(page);
  for (const path of [
    ...CONTENT_PATHS,
    '/blog/harvest-report-2024',
    '/recipes/wild-mushroom-toast',
  ]) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  }
  expect(outside(urls)).toEqual([]);

  await page.goto('/our-story');
  await page.route(/^https:\/\/player\.vimeo\.com\//, (route) =>
    route.fulfill({ body: '<p>video</p>', contentType: 'text/html' }),
  );
  await page
    .getByRole('button', { name: /^Play video/ })
    .first()
    .click();
  await expect(page.locator('iframe[src^="https://player.vimeo.com/"]')).toHaveCount(1);
  expect(outside(urls).some((url) => url.startsWith('https://player.vimeo.com/'))).toBe(true);
});

test('reveal animations: what is in view shows at once, a block further down fades in on entering', async ({
  page,
  request,
}) => {
  // In the HTML nothing is hidden: the first screen paints without waiting for scripts.
  expect(await (await request.get('/')).text()).not.toContain('data-revealed');

  await page.goto('/');
  // Once interactive, blocks out of view are hidden until they enter (spec: threshold 0.2, once),
  // and none of them is in the first screen.
  const hidden = page.locator('[data-revealed="false"]');
  await expect(hidden.first()).toBeAttached();
  const tops = await hidden.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().top - window.innerHeight),
  );
  expect(Math.min(...tops)).toBeGreaterThanOrEqual(0);

  // Only blocks hidden once carry the attribute, so this one stays the same element once shown.
  const below = page.locator('[data-revealed]').first();
  await expect(below).toHaveCSS('opacity', '0');
  await below.scrollIntoViewIfNeeded();
  await expect(below).toHaveAttribute('data-revealed', 'true');
  await expect(below).toHaveCSS('opacity', '1');
  // Once: scrolling away keeps it shown.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(below).toHaveAttribute('data-revealed', 'true');
});
