import { expect, test } from '@playwright/test';

// A first-time visitor: no ageGate cookie.
test.use({ storageState: { cookies: [], origins: [] } });

test('the age gate blocks everything until confirmed, then is remembered without a flash', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const gate = page.getByRole('dialog', { name: /Welcome to/ });
  await expect(gate).toBeVisible();
  await expect(gate).toContainText(
    'By entering this website you are confirming that you are at least 21 years of age.',
  );
  const confirm = gate.getByRole('button', { name: 'Yes, I am at least 21 years of age' });
  await expect(confirm).toBeFocused();
  // Only the gate is painted: the page behind waits, hidden, with its first image already loaded.
  await expect(page.getByRole('main', { includeHidden: true })).toBeHidden();
  await expect(page.getByRole('banner', { includeHidden: true })).toBeHidden();
  const heroLoaded = page.locator('main img').first();
  await expect
    .poll(() =>
      heroLoaded.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);

  // Nothing behind it is usable: the keyboard stays on the gate, Escape does not dismiss it,
  // and the page behind is inert (not in the accessibility tree).
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() =>
      document.getElementById('age-gate')?.contains(document.activeElement),
    ),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  const behindGateFocusable = await page.evaluate(() => {
    const cart = document.querySelector<HTMLElement>('[data-testid="cart-button"]');
    cart?.focus();
    return document.activeElement === cart;
  });
  expect(behindGateFocusable).toBe(false);
  // A click where the cart button is lands on the gate's backdrop, not on the button.
  const box = await page.getByTestId('cart-button').boundingBox();
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('cart-sidebar')).toHaveCount(0);
  await expect(gate).toBeVisible();

  // Confirm with the keyboard.
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(gate).toBeHidden();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(heroLoaded).toBeVisible();
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'ageGate');
  expect(cookie?.value).toBe('false');
  await expect(page.getByRole('button', { name: /item\(s\) in cart/ })).toBeVisible();

  // A confirmed visitor: the gate is never opened, not even for a frame.
  await page.goto('/product/apex-cabernet-sauvignon-2022', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.getElementById('age-gate') !== null);
  expect(
    await page.evaluate(() => (document.getElementById('age-gate') as HTMLDialogElement).open),
  ).toBe(false);
  await page.waitForLoadState('load');
  await expect(page.getByRole('dialog', { name: /Welcome to/ })).toBeHidden();
});

test('a garbled ageGate cookie shows the gate again and is removed by the proxy', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'ageGate', value: 'maybe', domain: '127.0.0.1', path: '/' }]);
  const response = await page.goto('/');
  expect((await response?.allHeaders())?.['set-cookie'] ?? '').toContain('ageGate=;');
  await expect(page.getByRole('dialog', { name: /Welcome to/ })).toBeVisible();
});
