import { expect, test, type Locator, type Page } from '@playwright/test';
import { addToCartButton } from './cart-support';

/**
 * A tap before the page's scripts have run is never lost: on a slow phone (CPU four times slower,
 * every script arriving late) the shopper taps Add To Cart, or a cart line's plus, the moment it
 * is on screen, and it acts once the page is ready, as a tap made later would: the cart opens with
 * the wine, the quantity goes up. Nothing is sent twice.
 */

const APEX = 'Apex Cabernet Sauvignon 2022';
// The page's scripts arrive this late, so a tap as soon as the button shows comes before them.
const SCRIPT_DELAY_MS = 4_000;
const cartButton = (page: Page) => page.getByRole('button', { name: /item\(s\) in cart/ });

/** A slow phone: the CPU four times slower and every script of the page held back a while. */
async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route('**/_next/static/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  return cdp;
}

/** True while React has not made the control's form ready (components/ui/early-taps.tsx). */
const notReady = (control: Locator) =>
  control.evaluate(
    (button) =>
      (button as HTMLButtonElement).form?.['__earlyTaps' as keyof HTMLFormElement]?.ready !== true,
  );

test('Add To Cart tapped before the page is ready adds the wine once, and the cart opens', async ({
  page,
}) => {
  test.slow();
  await page.goto('/collection/all');
  await page.getByRole('main').getByRole('link', { name: APEX, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(APEX);
  const cdp = await slowDown(page);
  await page.reload({ waitUntil: 'commit' });
  const add = addToCartButton(page.getByTestId('product-purchase'), { exact: true });
  // The moment it shows, before the page is ready: it is not disabled, and the tap holds.
  await add.click();
  expect(await notReady(add)).toBe(true);
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/product\//);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(cartButton(page)).toHaveAccessibleName(
    '1 item(s) in cart - click to open sidebar cart',
  );
});

test('a cart line’s plus tapped before the page is ready counts once', async ({ page }) => {
  test.slow();
  await page.goto('/collection/all');
  await page
    .getByRole('button', { name: `Add To Cart: ${APEX}` })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/cart');
  await slowDown(page);
  await page.reload({ waitUntil: 'commit' });
  const line = page.getByTestId('cart-line').filter({ hasText: APEX });
  const plus = line.getByRole('button', { name: `Increase quantity of ${APEX}` });
  await plus.click();
  expect(await notReady(plus)).toBe(true);
  await expect(line.getByRole('spinbutton', { name: `Quantity of ${APEX}` })).toHaveValue('2', {
    timeout: 20_000,
  });
  await page.reload();
  await expect(
    page.getByTestId('cart-line').filter({ hasText: APEX }).getByRole('spinbutton'),
  ).toHaveValue('2');
});
