import { expect, test } from '@playwright/test';
import { testOnSiteOfItsOwn } from './second-server';

/**
 * An unknown product or collection slug is not kept in any cache for more than seconds,
 * so a product that appears after its first 404 is served at once, and slugs that cannot exist
 * answer a real 404 page (never a 500). The embedded service's test-only fault switch
 * (LOCAL_COMMERCE_FAULTS=1, playwright.config) answers 404 for a product that exists, which is the
 * same as the product being created after that first request.
 */
const COMMERCE = testOnSiteOfItsOwn().commerceUrl;
// Retired: commerce serves it by slug, but it is in no list, so the build did not prerender it.
const LATE_PRODUCT = '/product/hypotenuse-zinfandel-2015';
const NOT_FOUND_HEADING = 'We couldn’t find that page';

const disarmFaults = () => fetch(`${COMMERCE}/__faults`, { method: 'DELETE' });
test.afterEach(disarmFaults);

test('a product that appears after its 404 is served within seconds', async ({ page }) => {
  const armed = await fetch(`${COMMERCE}/__faults`, {
    method: 'POST',
    body: JSON.stringify({
      method: 'GET',
      path: '^product/slug/hypotenuse-zinfandel-2015/for-web$',
      status: 404,
      times: 1000,
    }),
  });
  expect(armed.status).toBe(201);

  expect((await page.goto(LATE_PRODUCT))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();

  await disarmFaults(); // commerce has the product from now on
  const appearedAt = Date.now();
  await expect
    .poll(async () => (await page.goto(LATE_PRODUCT))?.status(), { timeout: 15_000 })
    .toBe(200);
  // The absence is asked again after 5 s ('absent' life); before, the 404 stayed a minute or more.
  expect(Date.now() - appearedAt).toBeLessThan(10_000);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hypotenuse Zinfandel 2015' }),
  ).toBeVisible();
});

test('slugs that cannot exist answer the 404 page at once', async ({ page }) => {
  for (const path of [
    `/product/${'x'.repeat(1_000)}`,
    `/collection/${'y'.repeat(1_000)}`,
    '/product/red%20wines',
    '/collection/ros%C3%A9',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
  }
});
