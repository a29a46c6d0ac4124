import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { AGE_CONFIRMED, CONSENT_ANSWERED } from './confirmed-visitor';
import { startLoopbackHost, type LoopbackHost } from './loopback-host';
import { secondServer, SUITE_COMMERCE_PORT, SUITE_PORT } from './second-server';

/**
 * Tracking by route. The suite's server runs the embedded (local) environment, where nothing may
 * be requested from outside. A second server on the same build runs as `stage` with a tag-manager
 * container and production-mode commerce (pointing at the suite's embedded commerce service), so
 * the route rules themselves are exercised: no tag manager on /checkout and /profile (except order
 * receipts), the commerce widget only on commerce-widget routes. The tag manager host is a fake
 * one on loopback, started by the test (it records what it was asked for); the commerce widget's
 * fixed CDN is answered by Playwright routes. Nothing goes to the network.
 */
const stage = secondServer(SUITE_PORT + 7);
const STAGE_URL = stage.url;

function recordOutside(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') requested.push(request.url());
  });
  return requested;
}

async function stubOutside(context: BrowserContext) {
  await context.route('https://cdn.commerce7.com/**', (route) =>
    route.fulfill({
      contentType: route.request().url().endsWith('.css') ? 'text/css' : 'text/javascript',
      body: '',
    }),
  );
}

/** Loads a page and waits until the tracking island (when there is one) has decided for it. */
async function visit(page: Page, url: string, island = true) {
  await page.goto(url);
  await expect(page.getByRole('button', { name: /item\(s\) in cart/ })).toBeVisible();
  if (island) await expect(page.locator('html')).toHaveAttribute('data-tracking', /on|off/);
}

test.describe('embedded (local) environment', () => {
  test('no tag manager or commerce widget request on any route', async ({ page }) => {
    const outside = recordOutside(page);
    for (const path of [
      '/',
      '/product/apex-cabernet-sauvignon-2022',
      '/checkout',
      '/club/6-bottle-red-wines',
      '/profile/order-receipt/x',
    ]) {
      await visit(page, path, false);
      // No island at all: nothing on the page can load the tag manager or the widget later.
      await expect(page.locator('html')).not.toHaveAttribute('data-tracking', /.*/);
    }
    expect(outside).toEqual([]);
  });
});

test.describe('stage environment with a container', () => {
  test.describe.configure({ mode: 'serial' });
  let gtmServer: LoopbackHost | undefined;
  /** Paths (with query) the fake tag-manager host was asked for. */
  const gtmHits: string[] = [];
  let GTM_HOST = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    gtmServer = await startLoopbackHost((request, response) => {
      gtmHits.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end('/* fake tag manager */');
    });
    GTM_HOST = gtmServer.origin;
    await stage.start({
      env: {
        APP_ENV: 'stage',
        GTM_HOST,
        GTM_CONTAINER_ID: 'GTM-SHELL1',
        COMMERCE_API_URL: `http://127.0.0.1:${SUITE_COMMERCE_PORT}/v1`,
        COMMERCE_TENANT: 'local-winery',
      },
    });
  });

  test.afterAll(async () => {
    await stage.stop();
    await gtmServer?.close();
  });

  // The age gate confirmed and the cookie banner answered, with no pop-up answered.
  test.use({ storageState: { cookies: [AGE_CONFIRMED, CONSENT_ANSWERED], origins: [] } });

  const gtm = (requests: string[]) =>
    requests.filter((url) => url.startsWith(`${GTM_HOST}/gtm.js?id=GTM-SHELL1`));
  /** Every request the page makes (the fake tag manager is on loopback too). */
  function recordAll(page: Page) {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    return requested;
  }
  const widget = (requests: string[]) =>
    requests.filter((url) => url.startsWith('https://cdn.commerce7.com/'));

  test('the tag manager loads on shop pages and order receipts, never on checkout or the account area', async ({
    page,
    context,
  }) => {
    await stubOutside(context);
    for (const [path, expected] of [
      ['/', 1],
      ['/product/apex-cabernet-sauvignon-2022', 1],
      ['/profile/order-receipt/abc', 1],
      ['/checkout', 0],
      ['/profile', 0],
      ['/profile/login', 0],
      ['/?gtm=false', 0],
      ['/?__builder_editing__=true', 0],
    ] as const) {
      const requests = recordAll(page);
      await visit(page, `${STAGE_URL}${path}`);
      // The decision attribute is set in the same effect that injects the script, so by now the
      // request has been issued or never will be.
      await expect.poll(() => gtm(requests).length, { message: path }).toBe(expected);
    }
    // The fake host really answered the pages that loaded it: '/', the product and the receipt.
    expect(gtmHits.filter((hit) => hit.startsWith('/gtm.js?id=GTM-SHELL1'))).toHaveLength(3);
  });

  test('a disableGTM cookie keeps the tag manager off', async ({ page, context }) => {
    await stubOutside(context);
    await context.addCookies([{ name: 'disableGTM', value: '1', domain: '127.0.0.1', path: '/' }]);
    const requests = recordAll(page);
    await visit(page, `${STAGE_URL}/`);
    await expect(page.locator('html')).toHaveAttribute('data-tracking', 'off');
    expect(gtm(requests)).toEqual([]);
  });

  test('the commerce widget script and stylesheet load only on commerce-widget routes', async ({
    page,
    context,
  }) => {
    await stubOutside(context);
    // The widget loads once its mount is in the page. Checkout and Manage Account choose it per
    // request; the shared club pages of this build were prerendered in embedded mode (their
    // widget is walked in prod-commerce7.spec.ts, signed in).
    for (const [path, expected] of [
      ['/checkout', 2],
      ['/profile', 2],
      ['/profile/login', 0],
      ['/', 0],
      ['/product/apex-cabernet-sauvignon-2022', 0],
    ] as const) {
      const requests = recordOutside(page);
      await visit(page, `${STAGE_URL}${path}`);
      // The mount streams in per request, so the script may be added after the island is on.
      if (expected > 0)
        await expect.poll(() => widget(requests), { message: path }).toHaveLength(expected);
      else expect(widget(requests), path).toHaveLength(0);
    }
  });
});
