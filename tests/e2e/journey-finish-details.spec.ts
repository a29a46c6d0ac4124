import { expect, test, type Locator } from '@playwright/test';
import { recordOutside } from './outside-requests';
import { PLACEHOLDER_PRODUCT_IMAGE } from '../../lib/constants';

/**
 * Finish, on desktop and on a 390x844 phone: every product of the seeded
 * catalogue wears its own picture, never the placeholder bottle; Visit shows its places as
 * readable cards with directions (no black map boxes, nothing loaded from a map provider); its
 * sub-menu keeps one line with every item reachable; the Events heading stays off its drawing.
 */

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.use.isMobile) await page.setViewportSize({ width: 390, height: 844 });
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  return box!;
}

test('every product card of the catalogue shows its own picture, never the placeholder', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/collection/all');
  const pictures = new Map<string, string>();
  for (;;) {
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      const slug = (await card.getAttribute('data-slug')) ?? 'missing';
      const src = (await card.locator('img').first().getAttribute('src')) ?? '';
      pictures.set(slug, decodeURIComponent(src));
    }
    const next = page
      .getByRole('navigation', { name: 'Collection pages' })
      .getByRole('link', { name: 'Next page' });
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(/[?&]page=\d+/);
  }
  expect(pictures.size).toBeGreaterThan(30);
  expect(pictures.get('golden-mean-roussanne-2022')).toContain(
    '/images/products/golden-mean-roussanne-2022.svg',
  );
  for (const [slug, src] of pictures) {
    expect(src, slug).not.toContain(PLACEHOLDER_PRODUCT_IMAGE);
    expect(src, slug).toContain(`/images/products/${slug}.svg`);
  }
  // Each picture is there to be drawn: a real SVG of that product, not a missing file.
  for (const src of new Set(pictures.values())) {
    const reply = await page.request.get(src);
    expect(reply.status(), src).toBe(200);
    expect(await reply.text(), src).toContain('<svg');
  }

  // The product page of the wine that wore the placeholder shows its own bottle.
  await page.goto('/product/golden-mean-roussanne-2022');
  const picture = page.getByRole('img', { name: 'Golden Mean Roussanne 2022' }).first();
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /golden-mean-roussanne-2022\.svg/);
  await expect(picture).not.toHaveAttribute('src', /placeholder-bottle/);
});

test('Visit shows each place as a card with its address, hours and directions, loading no map', async ({
  page,
}) => {
  const outside = recordOutside(page);
  await page.goto('/visit');
  const cards = page.getByTestId('location-card');
  await expect(cards).toHaveCount(2);
  // No black box with "Click to interact", no map frame, nothing asked of a map provider.
  await expect(page.getByRole('button', { name: /click to interact/i })).toHaveCount(0);
  await expect(page.getByTestId('facade')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);

  const winery = cards.filter({ has: page.getByRole('heading', { name: 'Vineyard & Winery' }) });
  await winery.scrollIntoViewIfNeeded();
  await expect(winery.locator('address')).toHaveText(/2100 Ridgeline Road\s*Paso Robles, CA 93446/);
  await expect(winery).toContainText('Open daily 10am–5pm.');
  // Its photo shows (a loaded picture, not a dark panel).
  const photo = winery.getByRole('img', { name: 'The tasting bar' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  const directions = winery.getByRole('link', { name: /^Get directions to Vineyard & Winery/ });
  await expect(directions).toBeVisible();
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Vineyard & Winery, 2100 Ridgeline Road, Paso Robles, CA 93446')}`,
  );
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
  expect((await boxOf(directions)).height).toBeGreaterThanOrEqual(44);
  await expect(
    cards.nth(1).getByRole('link', { name: /^Get directions to Downtown Tasting Room/ }),
  ).toBeVisible();
  await expect(winery.getByRole('link', { name: 'Reserve a Tasting' })).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // A map that loads on sight starts in the frame after it shows: once the page has drawn two
  // frames and gone idle, it would have asked its provider. Nothing did.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve())),
        ),
      ),
  );
  expect(outside).toEqual([]);
});

test('the Visit sub-menu keeps one line and reaches every item, Dine included', async ({
  page,
}) => {
  await page.goto('/visit');
  const menu = page.getByRole('navigation', { name: 'Section' });
  const links = menu.getByRole('link');
  const labels = ['Vineyard & Winery', 'Downtown Tasting Room', 'Just Inn', 'Events', 'Dine'];
  await expect(links).toHaveText(labels.map((label) => new RegExp(`^${label}$`, 'i')));
  // One line: every item on the same row, each label unbroken, each a 44 px target.
  for (const link of await links.all()) {
    const lines = await link.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, `${await link.textContent()} on one line`).toBe(1);
  }
  const boxes = await Promise.all((await links.all()).map(boxOf));
  for (const box of boxes) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeLessThan(60);
    expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThan(2);
  }
  // The page itself never scrolls sideways; the menu does, and shows it can.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  const list = menu.getByRole('list');
  const { overflows, hint } = await list.evaluate((element) => ({
    overflows: element.scrollWidth > element.clientWidth + 1,
    hint: getComputedStyle(element).backgroundImage,
  }));
  if (overflows) expect(hint).toContain('radial-gradient');
  // Every item can be brought fully into view and used; Dine, the last, opens its page.
  const viewport = page.viewportSize()!;
  for (const link of await links.all()) {
    await link.scrollIntoViewIfNeeded();
    const box = await boxOf(link);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
  await links.filter({ hasText: /^Dine$/i }).click();
  await expect(page).toHaveURL(/\/dine$/);
});

test('the Events heading and its words stay off the drawing', async ({ page }) => {
  await page.goto('/visit/events');
  const heading = page.getByRole('heading', { level: 1, name: 'Events' });
  await expect(heading).toBeVisible();
  // The innermost section holding the heading: the hero block.
  const hero = page.locator('section').filter({ has: heading }).last();
  const drawing = hero.locator('img').first();
  await expect(drawing).toBeVisible();
  const drawn = await boxOf(drawing);
  const words = hero.getByText('Harvest dinners, music on the terrace and members-only releases.');
  for (const text of [heading, words]) {
    const box = await boxOf(text);
    expect(overlap(box, drawn), `${await text.textContent()} over the drawing`).toBe(false);
  }
  // The whole drawing shows on the screen's width (no sideways scroll, nothing cut by the edge).
  const viewport = page.viewportSize()!;
  expect(drawn.x).toBeGreaterThanOrEqual(0);
  expect(drawn.x + drawn.width).toBeLessThanOrEqual(viewport.width);
});
