import { expect, test } from '@playwright/test';

/**
 * What search engines and browsers fetch besides pages: sitemap.xml (products, collections and
 * published, indexable content; never drafts or noindex pages), robots.txt and the icons.
 */
test('sitemap.xml lists products, collections and content, without drafts or noindex pages', async ({
  request,
  baseURL,
}) => {
  const reply = await request.get('/sitemap.xml');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toContain('xml');
  const xml = await reply.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of [
    '/',
    '/visit',
    '/blog/harvest-report-2024',
    '/product/isosceles-2021',
    '/collection/all',
  ]) {
    expect(urls).toContain(`${baseURL}${path}`);
  }
  expect(urls).not.toContain(`${baseURL}/e2e/draft-page`);
  expect(urls).not.toContain(`${baseURL}/e2e/noindex-page`);
  expect(new Set(urls).size).toBe(urls.length);
});

test('robots.txt allows the shop, keeps private paths out and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const reply = await request.get('/robots.txt');
  expect(reply.status()).toBe(200);
  const text = await reply.text();
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /checkout');
  expect(text).toContain('Disallow: /profile');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the favicon and app icons are served and linked from every page', async ({
  page,
  request,
}) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('icon');

  await page.goto('/collection/all');
  const icons = page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]');
  await expect(icons).not.toHaveCount(0);
  for (const href of await icons.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  )) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
});

test('product cards name the product in their "Learn more" link text', async ({ page }) => {
  await page.goto('/collection/all');
  const generic = page.getByRole('link', { name: 'Learn more', exact: true });
  await expect(generic).toHaveCount(0);
  const described = page.getByRole('link', { name: /^Learn more about / });
  const count = await described.count();
  for (let index = 0; index < count; index++) {
    const text = (await described.nth(index).textContent()) ?? '';
    expect(text).toMatch(/^Learn more about \S/);
  }
});
