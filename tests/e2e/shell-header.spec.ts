import { expect, test } from '@playwright/test';
import { SCROLL_DIRECTION_SAMPLE_MS } from '../../lib/constants';

/** The spec's header table: each path and the header link that must be active there (null: none). */
const ACTIVE_CASES: [string, string | null][] = [
  ['/collection/all', 'Shop'],
  ['/product/apex-cabernet-sauvignon-2022', 'Shop'],
  ['/join', 'Join'],
  ['/wine-society', 'Join'],
  ['/visit', 'Visit'],
  ['/visit/just-inn', 'Visit'],
  ['/dine', 'Dine'],
  ['/learn', 'Learn'],
  ['/blog/harvest', 'Learn'],
  ['/recipes', 'Learn'],
  ['/virtual-tastings', 'Learn'],
  ['/our-story', 'Our Story'],
  ['/contact', 'Contact'],
  ['/', null],
];

test.describe('desktop header', () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) < 1024,
    'the inline navigation shows from 1024 px',
  );

  test('every header link is active exactly on its spec paths', async ({ page }) => {
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    // A real navigation first...
    await page.goto('/product/apex-cabernet-sauvignon-2022');
    await expect(nav.locator('a[aria-current="page"]')).toHaveText(['Shop']);
    await page.goto('/');
    await expect(page.locator('main')).toBeVisible();
    for (const [path, label] of ACTIVE_CASES) {
      // ...then the router's own history integration, so each spec path is checked whether or not a
      // page for it exists in this build (a 404 renders the generic not-found shell).
      await page.evaluate((url) => window.history.pushState(null, '', url), path);
      const current = nav.locator('a[aria-current="page"]');
      if (label === null) await expect(current, path).toHaveCount(0);
      else await expect(current, path).toHaveText([label]);
    }
  });

  test('the header hides when scrolling down and returns when scrolling up', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-hidden', 'false');
    // A wheel turned before the page is interactive scrolls without the header's listener, so
    // keep scrolling down until it hides (the page is long enough for several turns).
    await expect(async () => {
      await page.mouse.wheel(0, 300);
      await expect(header).toHaveAttribute('data-hidden', 'true', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    // Up again until a sample sees it: a busy page can end the last smooth scroll down after
    // the turn up began.
    await expect(async () => {
      await page.mouse.wheel(0, -300);
      await expect(header).toHaveAttribute('data-hidden', 'false', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  });
});

test('a page reached from far down a page starts with the header shown', async ({ page }) => {
  await page.goto('/');
  const header = page.getByTestId('site-header');
  // To the foot of the page at once (a wheel's smooth scroll could still be moving down after the
  // click, which rightly hides the header on the next page), again until the header has seen it.
  // The header samples the position: each try lets one sample see the top before going down, or
  // a try would start at the foot the last one left and show the header no movement at all.
  await expect(async () => {
    await page.evaluate(async (sampleMs) => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, sampleMs + 50));
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    }, SCROLL_DIRECTION_SAMPLE_MS);
    await expect(header).toHaveAttribute('data-hidden', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // The header's state in every DOM change once the next page's heading is in: a header still
  // hidden there would sit over the announcement bar until the next scroll sample.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { headerSeen: string[] }).headerSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('h1')?.textContent?.includes('All Wines'))
        seen.push(document.querySelector('header')?.getAttribute('data-hidden') ?? 'none');
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'All Wines', exact: true }).click();
  await expect(page).toHaveURL(/\/collection\/all$/);
  await expect(header).toHaveAttribute('data-hidden', 'false');
  const seen = await page.evaluate(
    () => (window as unknown as { headerSeen: string[] }).headerSeen,
  );
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((state) => state !== 'false')).toEqual([]);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute('href', '#main-content');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
});

test.describe('phone menu', () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) >= 1024,
    'the menu toggle is for narrow screens',
  );

  test('Menu/Close toggles the links, Escape and navigation close it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByTestId('mobile-menu-toggle');
    await expect(toggle).toHaveAccessibleName('Menu');
    const menuLinks = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(menuLinks).toBeHidden();

    // One tap, whether or not the page's code runs yet: the menu is a popover.
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Close');
    await expect(menuLinks.getByRole('link')).toHaveText([
      'Shop',
      'Join',
      'Visit',
      'Dine',
      'Learn',
      'Our Story',
      'Contact',
    ]);
    // Once the page runs, the toggle also says so.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await toggle.click();
    await expect(menuLinks).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: the links follow the toggle; Escape closes and gives the toggle the focus.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menuLinks).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menuLinks.getByRole('link', { name: 'Shop' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuLinks).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menuLinks.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/collection\/all$/);
    await expect(toggle).toHaveAccessibleName('Menu');
    await expect(menuLinks).toBeHidden();
  });
});

test('a landing page that asks for it hides the navigation links, and the next page has them', async ({
  page,
}) => {
  const banner = page.getByRole('banner');
  const wide = page.viewportSize()!.width >= 1024;
  // The inline navigation from 1024 px, the menu button below.
  const navigation = wide
    ? banner.getByRole('navigation', { name: 'Main' })
    : banner.getByRole('button', { name: 'Menu' });
  await page.goto('/e2e/nav-lite-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday gift boxes' })).toBeVisible();
  await expect(navigation).toBeHidden();
  await expect(banner.getByRole('link', { name: /home$/ })).toBeVisible();

  // Home by the logo, as a visitor leaves the landing page: the links are back.
  await banner.getByRole('link', { name: /home$/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(navigation).toBeVisible();
  // And back: the landing page hides them again.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday gift boxes' })).toBeVisible();
  await expect(navigation).toBeHidden();
});
