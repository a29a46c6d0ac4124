import { expect, test, type Page } from '@playwright/test';
import { confirmedVisitor } from './confirmed-visitor';

const E2E_BASE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;

/**
 * The welcome pop-up's minimized "Join our list" button (content/popup/welcome.json) never covers
 * a product card: a shopper who closed the pop-up browses a collection, on desktop and
 * on a phone, and wherever they scroll the button is either out of the way or clear of the cards.
 */
const visitor = confirmedVisitor();
test.use({
  storageState: {
    cookies: visitor.cookies,
    origins: [
      {
        origin: E2E_BASE_URL,
        localStorage: [
          {
            name: 'wwc-popup-popup-welcome',
            value: JSON.stringify({ hidePopup: true, completed: false, step: 1 }),
          },
        ],
      },
    ],
  },
});

/** Whether the minimized button shows over any product card now. */
const coversACard = (page: Page) =>
  page.evaluate(() => {
    const pill = document.querySelector('[data-testid="popup-minimized"]');
    if (!pill || getComputedStyle(pill).visibility === 'hidden') return false;
    const own = pill.getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid="product-card"]')].some((card) => {
      const box = card.getBoundingClientRect();
      return (
        box.left < own.right && own.left < box.right && box.top < own.bottom && own.top < box.bottom
      );
    });
  });

/**
 * One wheel step: resolves once the page has moved (or is at its end), come to rest, and drawn two
 * frames since, the button's own check (on the frame after a scroll) and its render included.
 */
async function scrollStep(page: Page, deltaY: number) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, deltaY);
  await page.waitForFunction(
    (start) =>
      window.scrollY !== start ||
      window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    before,
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        const next = () =>
          requestAnimationFrame(() => {
            if (window.scrollY !== last) {
              last = window.scrollY;
              next();
            } else requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          });
        next();
      }),
  );
}

test('the minimized pop-up button never covers a product card', async ({ page }) => {
  await page.goto('/');
  const pill = page.getByRole('button', { name: 'Join our list', exact: true });
  await page.getByRole('contentinfo').getByRole('link', { name: 'All Wines', exact: true }).click();
  await expect(page).toHaveURL(/\/collection\/all$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  let hiddenOnce = false;
  for (let step = 0; step < 12; step += 1) {
    await scrollStep(page, 300);
    expect(await coversACard(page)).toBe(false);
    if (!(await pill.isVisible())) hiddenOnce = true;
  }
  // It stepped aside at least once (the cards do pass under it), and it comes back below them.
  expect(hiddenOnce).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(pill).toBeVisible();
});
