import { expect, test, type Page } from '@playwright/test';
import { AGE_GATE_BUTTON, AGE_GATE_TEXT } from '../../lib/customer/age-gate';

/**
 * What the largest paint of a page waits for (a first visit's largest paint no later than a bare
 * page's). A first-time visitor's is the age gate's text: it is in the server HTML,
 * opened while the page is parsed and painted with the first paint, with no web font to wait for.
 * A returning visitor's is the hero image: preloaded from the head with high priority, and sized
 * so the browser picks a file no larger than the screen needs.
 */

type Paint = {
  inGate: boolean;
  tag: string;
  fetchPriority: string | null;
  startTime: number;
  firstPaint: number;
};

/** The browser's largest paint so far and its first contentful paint (Largest Contentful Paint API). */
function largestPaint(page: Page): Promise<Paint> {
  return page.evaluate(
    () =>
      new Promise<Paint>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
          const firstPaint = performance.getEntriesByName('first-contentful-paint')[0];
          resolve({
            inGate: Boolean(entry.element?.closest('#age-gate')),
            tag: entry.element?.tagName ?? '',
            fetchPriority: entry.element?.getAttribute('fetchpriority') ?? null,
            startTime: entry.startTime,
            firstPaint: firstPaint?.startTime ?? Number.NaN,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test('a first visit paints the age gate first, from the server HTML, with no web font', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();

  // The gate is in the static shell, ahead of the page, with the spec's text and button.
  const html = await (await page.request.get('/')).text();
  const gateAt = html.indexOf('<dialog id="age-gate"');
  expect(gateAt).toBeGreaterThan(0);
  expect(gateAt).toBeLessThan(html.indexOf('id="main-content"'));
  expect(html).toContain(AGE_GATE_TEXT);
  expect(html).toContain(AGE_GATE_BUTTON);
  // Nothing to wait for before its text paints: no font is preloaded or declared (system fonts).
  expect(html).not.toMatch(/<link[^>]+as="font"/);
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)];
  expect(stylesheets.length).toBeGreaterThan(0);
  for (const [, href] of stylesheets) {
    expect(await (await page.request.get(href!)).text()).not.toContain('@font-face');
  }

  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByRole('dialog', { name: /Welcome to/ })).toBeVisible();
  const paint = await largestPaint(page);
  // The largest paint is the gate's own text, painted in the very first frame: nothing behind
  // the gate (the hero included) paints later and takes its place.
  expect(paint.inGate).toBe(true);
  expect(paint.startTime).toBe(paint.firstPaint);
  await context.close();
});

test('a returning visitor’s largest paint is the hero, preloaded with high priority and sized', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'load' });
  const hero = page.locator('main img[fetchpriority="high"]');
  await expect(hero).toHaveCount(1);
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('sizes', /\S/);
  // The head preloads the same candidates, so the hero's fetch starts before the body is parsed.
  const [srcset, sizes] = [await hero.getAttribute('srcset'), await hero.getAttribute('sizes')];
  const preloaded = await page.evaluate(
    ([srcset, sizes]) =>
      [
        ...document.head.querySelectorAll('link[rel="preload"][as="image"][fetchpriority="high"]'),
      ].some(
        (link) =>
          link.getAttribute('imagesrcset') === srcset && link.getAttribute('imagesizes') === sizes,
      ),
    [srcset, sizes],
  );
  expect(preloaded).toBe(true);

  const paint = await largestPaint(page);
  expect(paint).toMatchObject({ inGate: false, tag: 'IMG', fetchPriority: 'high' });

  // Its sizes describe its box: the width the browser picks a file for is at least the box's
  // width and not twice it (a wrong sizes, say 100vw for a half-width image, would double it).
  // Measured from sizes itself: which file the browser then shows also depends on its cache.
  const { sizesWidth, boxWidth } = await hero.evaluate((image: HTMLImageElement) => {
    const entries = image.sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim());
    const matching = entries.find((entry) => {
      const condition = entry.match(/^(\(.*\))\s+\S+$/)?.[1];
      return !condition || matchMedia(condition).matches;
    })!;
    const probe = document.createElement('div');
    probe.style.width = matching.replace(/^\(.*\)\s+/, '');
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return { sizesWidth: width, boxWidth: image.getBoundingClientRect().width };
  });
  expect(sizesWidth).toBeGreaterThanOrEqual(Math.floor(boxWidth));
  expect(sizesWidth).toBeLessThan(2 * boxWidth);
});

test('prefetching a link does not download that page’s hero; following it does', async ({
  page,
}) => {
  // The home page's hero (the vineyard at dawn) is on no other page.
  const heroRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('vineyard-dawn')) heroRequests.push(request.url());
  });
  const homePrefetched = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/' && response.request().method() === 'GET',
  );
  await page.goto('/join');
  // The header's home link is in view: the router prefetches the home page's data.
  await homePrefetched;
  await page.waitForLoadState('networkidle');
  expect(heroRequests).toEqual([]);

  await page
    .getByRole('banner')
    .getByRole('link', { name: /home|Isosceles Ridge/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => heroRequests.length).toBeGreaterThan(0);
  await expect(page.locator('main img[srcset*="vineyard-dawn"]')).toBeVisible();
});
