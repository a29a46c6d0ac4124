import { expect, test, type Page } from '@playwright/test';
import { addToCartButton, purchasePanel } from './cart-support';

/**
 * The site works under its Content-Security-Policy, every response carries the security
 * headers, the site cannot be framed (except by Builder's editor in draft mode), and malformed
 * URLs answer 400 or 404, never 500.
 */

/** Collects every CSP violation the page reports, from the first byte of every document. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the main pages load and work under the CSP with no violation reported', async ({ page }) => {
  const violations = await watchViolations(page);

  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('main')).toBeVisible();

  // Through the site as a shopper goes: a collection, a product, the cart, checkout.
  await page.goto('/collection/red-wines');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Red Wines');
  await page.getByRole('link', { name: 'Apex Cabernet Sauvignon 2022' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apex Cabernet Sauvignon 2022');
  // Hydrated and interactive: the add-to-cart server action runs under the policy.
  await addToCartButton(purchasePanel(page)).first().click();
  await expect(page.getByRole('dialog').filter({ visible: true }).first()).toBeVisible();

  for (const path of ['/visit', '/blog/harvest-report-2024', '/checkout']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await expect(page.getByRole('main')).toBeVisible();
  }
  // A violation is reported in a task of its own: once the last page's main thread is idle, its
  // reports have been made.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  expect(violations).toEqual([]);
});

test('security headers on pages, route handlers and public files', async ({ request }) => {
  for (const [method, path] of [
    ['GET', '/'],
    ['GET', '/checkout'],
    ['GET', '/robots.txt'],
    ['POST', '/api/revalidate'],
    ['GET', '/api/preview'],
  ] as const) {
    const response = await request.fetch(path, { method, maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    // Not production: no HSTS on a plain-http machine.
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test("only Builder's editor may frame a page, and only in draft mode", async ({ page }) => {
  const published = await page.goto('/visit');
  expect(published?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  await page.goto('/api/preview?secret=e2e-preview-secret&path=/visit');
  const draft = await page.goto('/visit');
  const policy = draft?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'self' https://builder.io https://*.builder.io");
  expect(draft?.headers()['x-frame-options']).toBeUndefined();
  await page.goto('/api/preview?disable=1&path=/');
});

test('malformed URLs answer 400 or 404, never 500', async ({ request }) => {
  for (const path of [
    '/product/%E0%A4%A',
    '/%E0%A4%A',
    '/blog/%E0%A4%A',
    '/collection/%E0%A4%A',
    '/product/%ZZ',
    '/recipes/%E0%A4%A',
    '/product/%00',
    '/collection/%00',
    '/profile/order-receipt/%E0%A4%A',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([400, 404], `${path} answered ${response.status()}`).toContain(response.status());
  }
});
