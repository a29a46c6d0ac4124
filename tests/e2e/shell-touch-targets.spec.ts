import { expect, test, type Page } from '@playwright/test';
import { smallTargets, type SmallTarget } from './touch-targets';
import { logInMemberFromHeader } from './account-support';
import { openVisitFromHeader } from './shell-support';
import { addToCartButton, purchasePanel } from './cart-support';
import { testOnSiteOfItsOwn } from './second-server';

testOnSiteOfItsOwn();

/**
 * Touch targets on the phone: on the main pages every interactive element is
 * 44x44 CSS px or has that much clear space, and none is under 24 px (tests/e2e/touch-targets.ts).
 * The pages are reached as a shopper reaches them, from the home page; only /cart, which no
 * control links to (the header opens the cart sidebar), is opened by its address.
 */

test.skip(({ isMobile }) => !isMobile, 'The touch-target check is for the phone viewport.');

const failures: Record<string, SmallTarget[]> = {};

async function check(page: Page, name: string) {
  // Let late islands (the pop-up's button, the cookie banner) settle before measuring, at the
  // top of the page (a header hidden by scrolling sits over the banner, out of reach).
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-hidden', 'false');
  // Every transition run out (the header slides back in at the top); endless ones never end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const found = await smallTargets(page);
  if (found.length > 0) failures[name] = found;
}

test('the main pages have touch targets a thumb can hit', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await check(page, 'home');

  await page.getByRole('contentinfo').getByRole('link', { name: 'All Wines', exact: true }).click();
  await expect(page).toHaveURL(/\/collection\/all$/);
  await check(page, 'collection');

  await page
    .getByTestId('product-grid')
    .filter({ visible: true })
    .getByRole('link', { name: 'Apex Cabernet Sauvignon 2022', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apex Cabernet Sauvignon 2022');
  await check(page, 'product');

  const add = addToCartButton(purchasePanel(page));
  await expect(add).toBeEnabled();
  await add.click();
  const sidebar = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(sidebar).toBeVisible();
  await check(page, 'cart sidebar');

  await sidebar.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await check(page, 'checkout');

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await check(page, 'cart');

  await page.goto('/');
  await page.getByRole('link', { name: 'Join the Wine Society' }).first().click();
  await expect(page).toHaveURL(/\/join$/);
  await check(page, '/join');

  const hero = page.getByRole('region', { name: 'Join the Wine Society' });
  await hero.getByRole('link', { name: 'Join Now' }).click();
  await expect(page).toHaveURL(/\/club\//);
  const wizard = page.getByTestId('club-wizard');
  await check(page, 'club wizard, step 1');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.getByRole('heading', { name: /Step 2 of 4/ })).toBeVisible();
  await check(page, 'club wizard, step 2');

  await logInMemberFromHeader(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await expect(
    page.getByRole('dialog').getByRole('link', { name: 'Manage Account' }),
  ).toBeVisible();
  await check(page, 'account menu');
  await page.getByRole('dialog').getByRole('link', { name: 'Manage Account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Account');
  await check(page, '/profile');

  // Visit: its one-line sub-menu and its places' directions.
  await openVisitFromHeader(page);
  await check(page, 'visit');
  await page.getByRole('main').getByRole('link', { name: 'See Events' }).click();
  await expect(page).toHaveURL(/\/visit\/events$/);
  await check(page, 'events');

  expect(failures).toEqual({});
});
