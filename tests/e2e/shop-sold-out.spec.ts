import { expect, test, type APIRequestContext } from '@playwright/test';
import { changeCatalog, productWebhook } from './back-office';
import { addToCartButton, purchasePanel } from './cart-support';
import { testOnSiteOfItsOwn } from './second-server';

/**
 * A wine selling out under the rush: the page still offers it from the cache (no webhook came),
 * the cart refuses it and says what to do next, and from that refusal on every visitor sees it
 * sold out, not only the one who was refused. The back-office change is the embedded service's
 * test-only stock control (LOCAL_COMMERCE_FAULTS=1); the seeded stock is restored afterwards.
 */
const { commerceUrl: COMMERCE } = testOnSiteOfItsOwn();
const SLUG = 'baseline-chardonnay-2016';
const SKU = 'BAS-2016-750';
const TITLE = 'Baseline Chardonnay 2016';
const SEEDED_STOCK = 30;

const setStock = (count: number) => changeCatalog(COMMERCE, { sku: SKU, count });

/** Commerce7's product webhook: the page and the shared store's copy are read again. */
const productChanged = (request: APIRequestContext) => productWebhook(request, SLUG);

test.afterEach(async ({ request }) => {
  await setStock(SEEDED_STOCK);
  await productChanged(request);
});

test('a refusal for stock marks the wine sold out for every visitor at once', async ({
  page,
  browser,
  request,
}) => {
  // The shared store holds a fresh copy, as it does once the site has run a while: the refusal
  // must expire that one too, or it fills the page's entry again with the old stock.
  await productChanged(request);
  await page.goto(`/product/${SLUG}`);
  await expect(addToCartButton(purchasePanel(page))).toBeEnabled();
  await setStock(0);

  // The page, from the cache, still offers it; the cart refuses and says where to look.
  await page.reload();
  await addToCartButton(purchasePanel(page)).click();
  const panel = purchasePanel(page);
  await expect(panel.getByRole('alert')).toHaveText('Sorry, this item is no longer available');
  await expect(panel.getByRole('link', { name: 'See our other wines' })).toHaveAttribute(
    'href',
    '/collection/all',
  );

  // Another visitor, at once: sold out, nothing to add.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const second = await other.newPage();
  await second.context().clearCookies({ name: 'cartId' });
  await second.goto(`/product/${SLUG}`);
  await expect(
    purchasePanel(second).getByRole('button', { name: `${TITLE} is sold out` }),
  ).toBeDisabled();
  await other.close();
});
