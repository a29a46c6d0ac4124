import { expect, test, type APIRequestContext } from '@playwright/test';
import { changeCatalog, productWebhook } from './back-office';
import { logInMemberFromHeader } from './account-support';
import { addToCartButton, purchasePanel } from './cart-support';
import { confirmedVisitor } from './confirmed-visitor';
import { testOnSiteOfItsOwn } from './second-server';

/**
 * A wine selling out under the rush: the page still offers it from the cache (no webhook came),
 * the cart refuses it and says what to do next, and from that refusal on every visitor sees it
 * sold out, not only the one who was refused: a signed-in member too, whose own answer for the
 * wine is kept for them. The back-office change is the embedded service's
 * test-only stock control (LOCAL_COMMERCE_FAULTS=1); the seeded stock is restored afterwards.
 */
const { commerceUrl: COMMERCE, url: SITE } = testOnSiteOfItsOwn();
/** Each test its own wine: a wine refused for stock is expired at most once in 10 s. */
const WINES = {
  shopper: {
    slug: 'baseline-chardonnay-2016',
    sku: 'BAS-2016-750',
    title: 'Baseline Chardonnay 2016',
    stock: 30,
  },
  member: {
    slug: 'apex-cabernet-sauvignon-2014',
    sku: 'APX-2014-750',
    title: 'Apex Cabernet Sauvignon 2014',
    stock: 24,
  },
};
type Wine = (typeof WINES)[keyof typeof WINES];

const setStock = (wine: Wine, count: number) => changeCatalog(COMMERCE, { sku: wine.sku, count });

/** Commerce7's product webhook: the page and the shared store's copy are read again. */
const productChanged = (request: APIRequestContext, wine: Wine) =>
  productWebhook(request, wine.slug);

test.afterEach(async ({ request }) => {
  for (const wine of Object.values(WINES)) {
    await setStock(wine, wine.stock);
    await productChanged(request, wine);
  }
});

test('a refusal for stock marks the wine sold out for every visitor at once', async ({
  page,
  browser,
  request,
}) => {
  const { slug, title } = WINES.shopper;
  // The shared store holds a fresh copy, as it does once the site has run a while: the refusal
  // must expire that one too, or it fills the page's entry again with the old stock.
  await productChanged(request, WINES.shopper);
  await page.goto(`/product/${slug}`);
  await expect(addToCartButton(purchasePanel(page))).toBeEnabled();
  await setStock(WINES.shopper, 0);

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
  await second.goto(`/product/${slug}`);
  await expect(
    purchasePanel(second).getByRole('button', { name: `${title} is sold out` }),
  ).toBeDisabled();
  await other.close();
});

test("a member's own kept answer gives way: sold out for them too from another's refusal on", async ({
  page,
  browser,
  request,
}) => {
  const { slug, title } = WINES.member;
  await productChanged(request, WINES.member);
  await page.goto(`/product/${slug}`);
  await logInMemberFromHeader(page);
  // The member's page, their own answer now kept for them: on offer.
  await page.reload();
  await expect(addToCartButton(purchasePanel(page))).toBeEnabled();
  await setStock(WINES.member, 0);

  // Another shopper, from the cached page, is refused.
  const other = await browser.newContext({ storageState: confirmedVisitor(SITE) });
  const shopper = await other.newPage();
  await shopper.goto(`/product/${slug}`);
  await addToCartButton(purchasePanel(shopper)).click();
  await expect(purchasePanel(shopper).getByRole('alert')).toHaveText(
    'Sorry, this item is no longer available',
  );
  await other.close();

  // The member, at once: sold out, nothing to add.
  await page.reload();
  await expect(
    purchasePanel(page).getByRole('button', { name: `${title} is sold out` }),
  ).toBeDisabled();
});
