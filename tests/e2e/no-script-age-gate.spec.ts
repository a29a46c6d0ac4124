import { expect, test } from '@playwright/test';

/**
 * The age gate with scripts off (no-script projects): the overlay in `<noscript>`, shown until the
 * visitor confirms with a plain form that stores ageGate=false and comes back to the page; a
 * confirmed visitor's per-request stylesheet hides it before anything below it is painted.
 */

const TEXT = 'By entering this website you are confirming that you are at least 21 years of age.';
const BUTTON = 'Yes, I am at least 21 years of age';

test.describe('a first-time visitor', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('sees the gate with its text, confirms, and reaches the page', async ({ page, context }) => {
    const path = '/product/apex-cabernet-sauvignon-2022';
    await page.goto(path);
    const gate = page.getByRole('dialog', { name: /Welcome to/ });
    await expect(gate).toBeVisible();
    await expect(gate.getByText(TEXT, { exact: true })).toBeVisible();
    // Nothing behind it is painted, or reachable by the keyboard.
    await expect(page.getByRole('main', { includeHidden: true })).toBeHidden();
    await expect(page.getByRole('banner', { includeHidden: true })).toBeHidden();

    await gate.getByRole('button', { name: BUTTON, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(gate).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Apex Cabernet Sauvignon 2022',
    );
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'ageGate');
    expect(cookie?.value).toBe('false');

    // Remembered on the next page, a shared (cached) one too.
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Welcome to/ })).toBeHidden();
  });
});

test('a confirmed visitor never sees the gate', async ({ page }) => {
  for (const path of ['/', '/collection/all', '/cart']) {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    await expect(page.getByRole('dialog', { name: /Welcome to/ })).toBeHidden();
    await expect(page.getByRole('main')).toBeVisible();
  }
});
