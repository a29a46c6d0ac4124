import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { changeCatalog, productWebhook } from './back-office';
import { purchasePanel } from './cart-support';
import { testOnSiteOfItsOwn } from './second-server';

/**
 * A product webhook while commerce is failing (pages keep serving):
 * the webhook marks the cached product stale, the product calls fail, and yet the home page (a
 * ProductDisplay block of four wines) and the product's own page answer 200 with the last good
 * content; once commerce answers again, the change the webhook announced shows. Before, the
 * invalidation deleted the shared copies and the home page answered 500 until commerce came back.
 * Commerce fails through the embedded service's test-only fault switch and the back-office price
 * change is its price control (LOCAL_COMMERCE_FAULTS=1, playwright.config).
 */
const COMMERCE = testOnSiteOfItsOwn().commerceUrl;
/** One of the home page's four wines; its seeded price is restored afterwards. */
const SLUG = 'vertex-syrah-2021';
const SKU = 'VTX-2021-750';
const SEEDED_PRICE = 5800;
const CHANGED_PRICE = 6150;

const setPrice = (price: number) => changeCatalog(COMMERCE, { sku: SKU, price });

/** Every product page call (the product reads behind the home page's block and product pages). */
async function failProductCalls() {
  const reply = await fetch(`${COMMERCE}/__faults`, {
    method: 'POST',
    body: JSON.stringify({ method: 'GET', path: '^product/', status: 503, times: 1000 }),
  });
  expect(reply.status).toBe(201);
}

const clearFaults = () => fetch(`${COMMERCE}/__faults`, { method: 'DELETE' });

const postProductWebhook = (request: APIRequestContext) => productWebhook(request, SLUG);

/** The price on the wine's card on the home page, and the page's status. */
async function homeCard(request: APIRequestContext) {
  const reply = await request.get('/');
  const html = await reply.text();
  const card = html.match(new RegExp(`data-slug="${SLUG}"[\\s\\S]{0,4000}?\\$(\\d+\\.\\d\\d)`));
  return { status: reply.status(), price: card?.[1] };
}

/** The wine's price on the home page card and on its own page, both answering 200. */
async function expectPagesShow(page: Page, price: string, when: string) {
  const home = await page.goto('/');
  expect(home?.status(), `home page ${when}`).toBe(200);
  await expect(page.getByRole('heading', { name: 'Wines Shaped by Limestone' })).toBeVisible();
  const card = page.locator(`[data-slug="${SLUG}"]`).first();
  await expect(card).toContainText('Vertex Syrah 2021');
  await expect(card).toContainText(price);

  const product = await page.goto(`/product/${SLUG}`);
  expect(product?.status(), `product page ${when}`).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vertex Syrah 2021' }).first(),
  ).toBeVisible();
  await expect(purchasePanel(page).getByTestId('price')).toContainText(price);
}

/**
 * A webhook while commerce answers expires the pages: the next request renders them again and
 * loads the wines into the shared cache (as any instance that has served a while has them).
 */
async function renderWithCommerceAnswering(request: APIRequestContext) {
  expect(await postProductWebhook(request), 'expired while commerce answers').toBe(true);
  expect(await homeCard(request)).toEqual({ status: 200, price: '58.00' });
  expect((await request.get(`/product/${SLUG}`)).status()).toBe(200);
}

test.afterEach(async ({ request }) => {
  await clearFaults();
  await setPrice(SEEDED_PRICE);
  await postProductWebhook(request);
  // Later specs find the seeded price again.
  await expect(async () => expect((await homeCard(request)).price).toBe('58.00')).toPass({
    timeout: 30_000,
  });
});

test('a product webhook during a commerce outage keeps the last good pages, then shows the change', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await renderWithCommerceAnswering(request);

  await failProductCalls();
  await setPrice(CHANGED_PRICE);
  expect(await postProductWebhook(request), 'only marked stale during the outage').toBe(false);

  // Several visits: the first ones are answered from the pages kept, later ones by their renders
  // in the background, which find the shared cache's stale copies.
  for (let visit = 1; visit <= 3; visit += 1) {
    await expectPagesShow(page, '$58.00', `during the outage, visit ${visit}`);
  }

  // Commerce answers again: the change the webhook announced reaches both pages.
  await clearFaults();
  await expect(async () =>
    expect(await homeCard(request)).toEqual({ status: 200, price: '61.50' }),
  ).toPass({ timeout: 30_000 });
  await expect(async () => {
    await page.goto(`/product/${SLUG}`);
    await expect(purchasePanel(page).getByTestId('price')).toContainText('$61.50', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
});

test('commerce failing right after a webhook it answered: the pages render from the stale copies', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await renderWithCommerceAnswering(request);

  // Answered while commerce is up, so the pages expire and render again on the next request;
  // by then commerce fails, and the shared cache's copies (marked stale, not deleted) answer.
  expect(await postProductWebhook(request), 'expired while commerce answers').toBe(true);
  await failProductCalls();
  for (let visit = 1; visit <= 2; visit += 1) {
    await expectPagesShow(page, '$58.00', `after the webhook, visit ${visit}`);
  }
});
