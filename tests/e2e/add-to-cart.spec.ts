import { expect, test } from '@playwright/test';
import { addToCartButton } from './cart-support';

/** The first vertical slice: a product page, Add To Cart, the header count and the cartId cookie. */
test('adding a product updates the header cart count and sets the cartId cookie', async ({
  page,
  context,
}) => {
  await page.goto('/product/apex-cabernet-sauvignon-2022');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apex Cabernet Sauvignon 2022');
  await expect(
    page.getByTestId('product-purchase').getByTestId('price').filter({ visible: true }),
  ).toContainText('$');

  const cartButton = page.getByRole('button', { name: /item\(s\) in cart/ });
  await expect(cartButton).toHaveAccessibleName('0 item(s) in cart - click to open sidebar cart');

  await addToCartButton(page, { exact: true }).click();
  await expect(cartButton).toHaveAccessibleName('1 item(s) in cart - click to open sidebar cart');

  const cartCookie = (await context.cookies()).find((cookie) => cookie.name === 'cartId');
  expect(cartCookie?.value).toBeTruthy();
  expect(cartCookie?.httpOnly).toBe(true);
  // 365 days, give or take the seconds the test took.
  const days = ((cartCookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // The add opened the cart sidebar, a modal dialog: Escape closes it and the page is live again.
  const sidebar = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar).toHaveCount(0);

  // Keyboard too: focus the button and press Enter; the count survives a reload (server cart).
  await addToCartButton(page, { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(cartButton).toHaveAccessibleName('2 item(s) in cart - click to open sidebar cart');
  await page.reload();
  await expect(page.getByRole('button', { name: /item\(s\) in cart/ })).toHaveAccessibleName(
    '2 item(s) in cart - click to open sidebar cart',
  );
});

test('an unknown product slug answers with a real 404 page', async ({ page }) => {
  const response = await page.goto('/product/no-such-wine');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
});

test('a link prefetched while the new cart reaches the page does not lose its count', async ({
  page,
  context,
}) => {
  await page.goto('/product/apex-cabernet-sauvignon-2022');
  const cartButton = page.getByRole('button', { name: /item\(s\) in cart/ });
  await expect(cartButton).toHaveAccessibleName('0 item(s) in cart - click to open sidebar cart');

  // Hold the add's answer after the server has sent it (its cartId is in the browser's jar with
  // the count 'unknown', the page has not written the number yet), and prefetch a link in that
  // moment, as the router does.
  let countInBetween: string | undefined = 'not read';
  await page.route('**/product/apex-cabernet-sauvignon-2022', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    await page.request.get('/collection/all', {
      headers: {
        RSC: '1',
        'Next-Router-Prefetch': '1',
        'Sec-Fetch-Mode': 'cors',
        'Sec-Fetch-Dest': 'empty',
      },
    });
    const jar = await context.cookies();
    countInBetween = jar.find((cookie) => cookie.name === 'cartCount')?.value;
    await route.fulfill({ response });
  });
  await addToCartButton(page, { exact: true }).click();
  await expect(cartButton).toHaveAccessibleName('1 item(s) in cart - click to open sidebar cart');

  // The new cart came with its count hint in the same answer (server/cookies.ts), so no
  // router request in between ran the proxy or changed it; the page's own write of the number
  // came after it and stays.
  expect(countInBetween).toBe('unknown');
  await page.unroute('**/product/apex-cabernet-sauvignon-2022');
  await page.goto('/collection/all');
  await expect(cartButton).toHaveAccessibleName('1 item(s) in cart - click to open sidebar cart');
  expect((await context.cookies()).find((cookie) => cookie.name === 'cartCount')?.value).toBe('1');
});
