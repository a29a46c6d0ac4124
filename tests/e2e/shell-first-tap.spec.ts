import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * A tap the moment a header control shows acts, on a slow phone: the CPU four times slower and
 * the page's scripts held back, so every tap here lands before React has hydrated the control
 * (each test checks that it had not). The phone menu and the search panel are popovers the browser
 * opens itself, the cart button and Log in are links to their pages, and text typed into the
 * search box before the page runs gets its suggestions once it does.
 */

/**
 * The page's scripts are held back until the test lets them go (and at most this long), so the
 * taps land before hydration however slow the machine is; the CPU runs four times slower.
 */
const SCRIPTS_HELD_AT_MOST_MS = 30_000;
let releaseScripts: () => void = () => undefined;

test.skip(({ isMobile }) => !isMobile, "the phone's header controls");
test.setTimeout(90_000);

test.beforeEach(async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const released = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, SCRIPTS_HELD_AT_MOST_MS);
    releaseScripts = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
});

test.afterEach(() => releaseScripts());

/** Whether React has reached the element yet (it keeps its props on the node it hydrated). */
const hydrated = (control: Locator) =>
  control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

/** Loads `path` and gives back the control as soon as it shows, React not there yet. */
async function asSoonAsShown(page: Page, path: string, control: Locator): Promise<Locator> {
  await page.goto(path, { waitUntil: 'commit' });
  await control.waitFor();
  expect(await hydrated(control), 'tapped before hydration').toBe(false);
  return control;
}

test('the phone menu opens on the first tap and its links work', async ({ page }) => {
  const toggle = await asSoonAsShown(page, '/', page.getByTestId('mobile-menu-toggle'));
  await toggle.tap();
  const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Close');
  expect(await hydrated(toggle), 'opened before hydration').toBe(false);

  // Once the page runs, it knows the menu is open.
  releaseScripts();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
  await menu.getByRole('link', { name: 'Shop' }).tap();
  await expect(page).toHaveURL(/\/collection\/all$/);
  await expect(menu).toBeHidden();
});

test('the cart button taken before the page runs goes to the cart page', async ({ page }) => {
  const cart = await asSoonAsShown(
    page,
    '/product/apex-cabernet-sauvignon-2022',
    page.getByTestId('cart-button'),
  );
  await cart.tap();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
});

test('Log in taken before the page runs goes to the login page', async ({ page }) => {
  const login = await asSoonAsShown(page, '/', page.getByTestId('login-button'));
  await login.tap();
  await expect(page).toHaveURL(/\/profile\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
});

test('the search opens on the first tap and what is typed early gets its suggestions', async ({
  page,
}) => {
  const banner = page.getByRole('banner');
  const toggle = await asSoonAsShown(
    page,
    '/',
    banner.getByRole('button', { name: 'Search', exact: true }).first(),
  );
  await toggle.tap();
  const box = banner.getByRole('combobox', { name: 'Search wines, pages, recipes and events' });
  await expect(box).toBeVisible();
  await box.tap();
  await page.keyboard.type('isoseles');
  expect(await hydrated(box), 'typed before hydration').toBe(false);
  releaseScripts();

  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option', { name: /^Isosceles 2021/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(box).toHaveValue('isoseles');
});
