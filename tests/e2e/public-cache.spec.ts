import { expect, test, type APIRequestContext } from '@playwright/test';
import { newCustomer } from './account-support';

/**
 * What reaches the wire for shared pages: the prerendered HTML
 * with a public cache header for visitors without a customer token (a cartId alone included),
 * and a private per-customer render with the member's own prices for a logged-in member.
 */

const COMMERCE = `http://127.0.0.1:${process.env.E2E_COMMERCE_PORT ?? 4199}/v1`;
const TENANT = { tenant: 'local-winery', 'content-type': 'application/json' };
// For the browser: nothing served without asking (a stale-while-revalidate here let Chromium serve
// an anonymous router prefetch to a visitor who had just signed in). For a CDN: 60 s, then stale
// for a day while it refreshes.
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60';
const CDN_CACHE = 'public, max-age=60, stale-while-revalidate=86400';
const MEMBER_PRICE = 'Your member price';

const SHARED_PAGES = [
  '/',
  '/collection/all',
  '/product/apex-cabernet-sauvignon-2022',
  '/our-story',
  '/blog/harvest-report-2024',
  '/recipes/late-summer-fig-tart',
  '/join',
  '/club/6-bottle-red-wines',
];

async function newCartId(): Promise<string> {
  const cart = (await (
    await fetch(`${COMMERCE}/cart`, {
      method: 'POST',
      headers: TENANT,
      body: JSON.stringify({ channel: 'Web' }),
    })
  ).json()) as { id: string };
  const product = (await (
    await fetch(`${COMMERCE}/product/slug/apex-cabernet-sauvignon-2022/for-web`, {
      headers: TENANT,
    })
  ).json()) as { variants: { sku: string }[] };
  await fetch(`${COMMERCE}/cart/${cart.id}/item`, {
    method: 'POST',
    headers: TENANT,
    body: JSON.stringify({ sku: product.variants[0]?.sku, quantity: 2 }),
  });
  return cart.id;
}

async function get(request: APIRequestContext, path: string, cookie?: string) {
  const reply = await request.get(path, {
    headers: cookie ? { cookie } : {},
    maxRedirects: 0,
  });
  return { reply, html: await reply.text() };
}

test('anonymous visitors get every shared page whole, with the public cache header', async ({
  request,
}) => {
  for (const path of SHARED_PAGES) {
    const { reply, html } = await get(request, path);
    expect(reply.status(), path).toBe(200);
    expect(reply.headers()['cache-control'], path).toBe(PUBLIC_CACHE);
    expect(reply.headers()['cdn-cache-control'], path).toBe(CDN_CACHE);
    expect(reply.headers()['set-cookie'], path).toBeUndefined();
    // The prerendered page, complete: no hole left for a per-request render to fill.
    expect(reply.headers()['x-nextjs-prerender'], path).toBeDefined();
    expect(reply.headers()['x-nextjs-postponed'], path).toBeUndefined();
    expect(html, path).not.toContain(MEMBER_PRICE);
    // The page's stylesheets, named in the headers so the browser fetches them before the
    // document and its scripts are in (lib/http/static-headers.ts, stylesheetPreload). A page
    // rendered since the build also carries the preloads React named for it (its first image).
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
      ([, href]) => href,
    );
    expect(sheets.length, path).toBeGreaterThan(0);
    for (const href of sheets)
      expect(reply.headers()['link'], path).toContain(`<${href}>; rel=preload; as=style`);
    // The shell once: no part of the page waits in a hidden streamed copy (React outlines a
    // Suspense boundary deep in a large page and shows it by script after the first paint).
    expect(html.match(/data-testid="site-footer"/g), path).toHaveLength(1);
    expect(html.match(/<nav aria-label="Main"/g), path).toHaveLength(2); // desktop row, phone menu
    expect(html, path).not.toMatch(/<div hidden id="[^"]*S:\d+"/);
    // Sent as ASCII, every other character escaped (cache-handlers/one-byte-html.mjs): a page
    // with one ’ cost Next nearly twice the CPU per request. The first answer may be the build's
    // file as it was; from then on the cached page is the escaped one.
    const again = await get(request, path);
    expect(again.html.match(/[^\u0000-\u007f]/g), path).toBeNull();
  }
  // Unknown pages are still real 404s.
  expect((await get(request, '/product/no-such-wine')).reply.status()).toBe(404);
  expect((await get(request, '/no-such-page')).reply.status()).toBe(404);
});

test('a visitor whose only session cookie is a cart gets the same shared page', async ({
  request,
}) => {
  const cartId = await newCartId();
  const anonymous = await get(request, '/collection/all');
  for (const path of SHARED_PAGES.slice(0, 5)) {
    const { reply, html } = await get(request, path, `cartId=${cartId}; cartCount=2`);
    expect(reply.headers()['cache-control'], path).toBe(PUBLIC_CACHE);
    expect(reply.headers()['set-cookie'], path).toBeUndefined();
    expect(html, path).not.toContain(cartId);
    expect(reply.headers()['x-nextjs-postponed'], path).toBeUndefined();
  }
  // Byte for byte the anonymous page (same prerender, same build).
  const withCart = await get(request, '/collection/all', `cartId=${cartId}; cartCount=2`);
  expect(withCart.html).toBe(anonymous.html);
  // A cart id alone (its count is written with it; a browser that lost it) is served the same.
  const idOnly = await get(request, '/collection/all', `cartId=${cartId}`);
  expect(idOnly.reply.headers()['cache-control']).toBe(PUBLIC_CACHE);
  expect(idOnly.reply.headers()['set-cookie']).toBeUndefined();
  expect(idOnly.html).toBe(anonymous.html);
});

test('a logged-in member gets private pages with their own prices everywhere', async ({
  request,
}) => {
  const { token } = await newCustomer('public-cache-member', { member: true });
  const cookie = `customerToken=${token}; signedIn=1`;
  for (const path of ['/collection/all', '/product/apex-cabernet-sauvignon-2022', '/our-story']) {
    const { reply, html } = await get(request, path, cookie);
    expect(reply.status(), path).toBe(200);
    expect(reply.headers()['cache-control'], path).toMatch(/^private/);
    expect(html, path).toContain(MEMBER_PRICE);
  }
  // The home page's ProductDisplay block too, and a member's unknown page is still a 404.
  expect((await get(request, '/', cookie)).html).toContain(MEMBER_PRICE);
  expect((await get(request, '/product/no-such-wine', cookie)).reply.status()).toBe(404);
  // The browser-readable hint follows the token: set when missing, dropped without a token.
  const hinted = await get(request, '/', `customerToken=${token}`);
  expect(hinted.reply.headers()['set-cookie']).toContain('signedIn=1');
  const stale = await get(request, '/', 'signedIn=1');
  expect(stale.reply.headers()['set-cookie']).toMatch(/signedIn=;/);
});

/** The router's requests for a page: its payload, and a segment prefetch of the route tree. */
const ROUTER_REQUESTS: Record<string, Record<string, string>> = {
  payload: { rsc: '1' },
  'segment prefetch (/_tree)': {
    rsc: '1',
    'next-router-prefetch': '1',
    'next-router-segment-prefetch': '/_tree',
  },
};

test('every answer to a member or an editor is private, router payloads and prefetches too', async ({
  request,
}) => {
  const { token } = await newCustomer('public-cache-router', { member: true });
  const member = `customerToken=${token}; signedIn=1`;
  for (const path of ['/collection/all', '/product/apex-cabernet-sauvignon-2022', '/profile']) {
    for (const [kind, headers] of Object.entries(ROUTER_REQUESTS)) {
      const answers = await routerRequest(request, path, { ...headers, cookie: member });
      for (const [step, reply] of answers.entries()) {
        const label = `${kind} ${path} (answer ${step + 1})`;
        expect(reply.headers()['cache-control'], label).toMatch(/^private/);
        expect(reply.headers()['cache-control'], label).not.toContain('s-maxage');
        // No CDN may keep it either (the proxy overrides the shared page's CDN header).
        expect(reply.headers()['cdn-cache-control'] ?? 'private', label).toMatch(/^private/);
      }
    }
  }
  // A cart alone is no session: its router requests for a shared page stay shareable.
  const cartId = await newCartId();
  const answers = await routerRequest(request, '/collection/all', {
    ...ROUTER_REQUESTS['segment prefetch (/_tree)'],
    cookie: `cartId=${cartId}; cartCount=2`,
  });
  expect(answers.at(-1)?.headers()['cache-control']).toBe(PUBLIC_CACHE);
});

/**
 * A router request as the browser sends it: Next first redirects one without its `_rsc` cache
 * key to the same address with it, and the browser sends the same headers (and cookies) again.
 */
async function routerRequest(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
) {
  const first = await request.get(path, { headers, maxRedirects: 0 });
  const location = first.headers()['location'];
  if (first.status() !== 307 || !location) return [first];
  return [first, await request.get(location, { headers, maxRedirects: 0 })];
}

test('a page sent as ASCII reads and hydrates exactly as written', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(
    '© Isosceles Ridge. Please enjoy our wines responsibly.',
  );
  await expect(page.getByText('★★★★★').first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('&#x');
  // A client navigation renders from the page data, with the same characters.
  await page.getByRole('contentinfo').getByRole('link', { name: 'All Wines' }).click();
  await expect(page).toHaveURL(/\/collection\/all$/);
  await expect(page.getByRole('contentinfo')).toContainText('© Isosceles Ridge.');
  expect(problems.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});
