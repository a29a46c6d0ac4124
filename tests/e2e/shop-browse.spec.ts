import { expect, test } from '@playwright/test';
import { addToCartButton, purchasePanel } from './cart-support';
import { commerceUnderTest, testOnSiteOfItsOwn } from './second-server';

testOnSiteOfItsOwn();

/** Browsing: collections, product pages, price display, availability and visibility. */

test('a collection lists product cards that open their product page', async ({ page }) => {
  await page.goto('/collection/red-wines');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Red Wines');
  const cards = page.getByTestId('product-card');
  expect(await cards.count()).toBeGreaterThan(5);
  // Retired products are dropped from lists.
  await expect(page.locator('[data-slug="hypotenuse-zinfandel-2015"]')).toHaveCount(0);
  // The flagship's card is full width and dark.
  await expect(page.locator('[data-slug="isosceles-2021"]')).toHaveClass(/col-span-full/);

  await page.getByRole('link', { name: 'Apex Cabernet Sauvignon 2022' }).click();
  await expect(page).toHaveURL(/\/product\/apex-cabernet-sauvignon-2022$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apex Cabernet Sauvignon 2022');
  // The collection page may stay in the DOM, hidden, after a client navigation: look at what shows.
  // The product's own (related wines below carry theirs).
  const hero = page.getByTestId('product-hero').filter({ visible: true });
  await expect(hero.getByTestId('accolade')).toContainText('Double Gold Medal');
  // Club price: $68.00 minus 20% labelled Wine Society for an anonymous visitor.
  await expect(purchasePanel(page).getByTestId('price')).toHaveText(
    /\$68\.00\s*\$54\.40\s*Wine Society/,
  );
  // Structured data for search engines.
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name: 'Apex Cabernet Sauvignon 2022',
    offers: { price: '68.00' },
  });
});

test('every footer collection renders, and an unknown one is a real 404', async ({ page }) => {
  for (const slug of [
    'all',
    'red-wines',
    'white-wines',
    'gifts-accessories',
    'large-small-formats',
    'library-wines',
  ]) {
    const response = await page.goto(`/collection/${slug}`);
    expect(response?.status(), slug).toBe(200);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  }
  const response = await page.goto('/collection/no-such-collection');
  expect(response?.status()).toBe(404);
});

// No seeded product lacks a picture any more: journey-finish-details.spec.ts holds every
// card of the catalogue to its own, and product-image.test.tsx keeps the placeholder fallback.

// The visible panel only: for a moment after load the streamed viewer panel can sit hidden in the
// DOM (React's pending reveal) next to the static shell's panel; a shopper sees one price.
test('a promotion shows its price, the action message and the retail price struck through', async ({
  page,
}) => {
  await page.goto('/product/equilateral-gsm-2022');
  const price = purchasePanel(page).getByTestId('price');
  await expect(price).toContainText('$39.00');
  await expect(price.locator('s')).toContainText('$48.00');
  await expect(price).toContainText('Holiday Sale');

  await page.goto('/product/obtuse-petite-sirah-2021');
  await expect(purchasePanel(page).getByTestId('price')).toContainText('Promotion');
});

test('a sold-out product shows a disabled Sold Out button', async ({ page }) => {
  await page.goto('/product/meridian-mourvedre-2021');
  const soldOut = page.getByRole('button', { name: 'Meridian Mourvèdre 2021 is sold out' });
  await expect(soldOut).toBeDisabled();
  await expect(soldOut).toHaveText('Sold Out');
  // Related wines below the product have their own buttons.
  await expect(addToCartButton(page.getByTestId('product-hero'))).toHaveCount(0);
});

test('an anonymous visitor sees the allocation panel on a members-only product', async ({
  page,
}) => {
  await page.goto('/product/inner-circle-red-2022');
  const panel = page.getByTestId('allocation-panel').filter({ visible: true });
  await expect(panel).toContainText('Members Exclusive');
  await expect(panel.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/join');
  // Related wines below the product have their own buttons.
  await expect(addToCartButton(page.getByTestId('product-hero'))).toHaveCount(0);
});

test('a case variant can be chosen with the bottle/case toggle', async ({ page }) => {
  await page.goto('/product/three-sides-red-2022');
  const price = purchasePanel(page).getByTestId('price');
  await expect(price).toContainText('$32.00');
  await purchasePanel(page).getByText('Case of 6').click();
  await expect(price).toContainText('$172.80');
});

test('the sticky sub-navigation shows the price and a small add button after scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/product/right-angle-cabernet-franc-2021');
  await expect(page.getByTestId('sticky-sub-navigation')).toHaveCount(0);
  await page
    .getByTestId('product-purchase')
    .filter({ visible: true })
    .evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const sticky = page.getByTestId('sticky-sub-navigation');
  await expect(sticky).toBeVisible();
  await expect(sticky.getByTestId('price')).toContainText('$');
  await sticky.getByRole('button', { name: /Add To Cart/ }).click();
  await expect(page.getByRole('button', { name: /item\(s\) in cart/ })).toHaveAccessibleName(
    '1 item(s) in cart - click to open sidebar cart',
  );
});

test('a signed-in club member gets club prices without the label and the allocation product for sale', async ({
  page,
  context,
}) => {
  // Signed in through the embedded service directly: this spec is about the prices, not the login.
  const reply = await fetch(`${commerceUnderTest()}/v1/customer/login`, {
    method: 'POST',
    headers: { tenant: 'local-winery', 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member@example.com', password: 'Cellar-Door-21' }),
  });
  expect(reply.status).toBe(200);
  const { token } = (await reply.json()) as { token: string };
  const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
  await context.addCookies([
    { name: 'customerToken', value: token, domain: url.hostname, path: '/', httpOnly: true },
  ]);

  await page.goto('/product/apex-cabernet-sauvignon-2022');
  const price = purchasePanel(page).getByTestId('price');
  // The member's own price leads, the retail price is struck through beside it.
  await expect(price).toHaveText(/^Your member price \$54\.40\s*Retail price \$68\.00$/);
  await expect(price.locator('s')).toHaveText(/\$68\.00/);
  await expect(price).not.toContainText('Wine Society');

  await page.goto('/product/summit-block-cabernet-2021');
  const panel = purchasePanel(page);
  await expect(addToCartButton(panel)).toBeEnabled();
  await expect(page.getByTestId('allocation-panel').filter({ visible: true })).toHaveCount(0);
});

test("the home page's product display block shows four product cards in four columns", async ({
  page,
}) => {
  await page.goto('/');
  const display = page.getByTestId('product-display').filter({ visible: true });
  await expect(display.getByRole('heading', { name: 'From the Cellar' })).toBeVisible();
  await expect(display.getByTestId('product-grid')).toHaveAttribute('data-layout', 'four');
  await expect(display.getByTestId('product-card')).toHaveCount(4);
});
