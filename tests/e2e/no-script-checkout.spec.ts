import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ZIP_CODE_MESSAGE } from '../../lib/checkout/field-rules';
import { CARD_CHECKSUM_MESSAGE } from '../../lib/checkout/payment-fields';
import { fillCheckout, TEST_CARD } from './checkout-support';
import { addToCartButton, purchasePanel } from './cart-support';

/**
 * Checkout with scripts off (no-script projects, desktop and phone): the whole form in the HTML,
 * "Place order" a plain form post that places the order through the same server action as the
 * script path and goes on to the receipt; a refusal comes back as the same messages by field.
 *
 * The cart is filled by a scripted browser sharing this visitor's cookies (adding to cart without
 * scripts is another change). Seed prices: Apex Cabernet Sauvignon 2022 $68.00; California ships
 * for $12.00 and taxes 7.25 %, Oregon has no sales tax.
 */

const APEX = 'Apex Cabernet Sauvignon 2022';
const SPRING = 'Spring Barrel Tasting 2027';

/** Adds one of a product with scripts on, in a browser sharing the cookies of `context`. */
async function addWithScripts(browser: Browser, context: BrowserContext, slug: string) {
  const scripted = await browser.newContext({
    javaScriptEnabled: true,
    storageState: await context.storageState(),
  });
  const page = await scripted.newPage();
  await page.goto(`/product/${slug}`);
  const add = addToCartButton(purchasePanel(page));
  // The scripted browser waits for hydration: adding without scripts is not this spec's subject.
  await expect(add).toBeEnabled({ timeout: 30_000 });
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  await context.addCookies((await scripted.storageState()).cookies);
  await scripted.close();
}

const checkoutForm = (page: Page) => page.getByTestId('checkout-form');

/** Apex in the cart (added with scripts on), then the checkout page with them off: its form. */
async function checkoutWithApex(page: Page, browser: Browser, context: BrowserContext) {
  await addWithScripts(browser, context, 'apex-cabernet-sauvignon-2022');
  await page.goto('/checkout');
  return checkoutForm(page);
}

// A scripted browser fills the cart, then several posts: more than one page's worth of time.
test.describe.configure({ timeout: 120_000 });

test('a guest checks out a wine to the receipt with scripts off', async ({
  page,
  browser,
  context,
}) => {
  const form = await checkoutWithApex(page, browser, context);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Loading checkout…')).toHaveCount(0);
  await expect(form.getByTestId('order-summary')).toContainText(APEX);
  // The server quotes the winery's own state (California) until the shopper's is known.
  await expect(form.getByTestId('checkout-estimate-state')).toContainText('Estimated for');
  await expect(form.getByTestId('checkout-subtotal')).toHaveText('$68.00');
  const total = await form.getByTestId('checkout-total').textContent();
  await expect(form.getByRole('button', { name: 'Place order' })).toBeEnabled();

  await fillCheckout(form, { email: `no-script-${Date.now()}@example.com` });
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/profile\/order-receipt\/[0-9a-f-]+$/);
  const receipt = page.getByTestId('order-receipt');
  await expect(receipt.getByRole('heading', { level: 1 })).toHaveText(/^Order #\d+$/);
  await expect(receipt.getByTestId('receipt-line')).toHaveCount(1);
  await expect(receipt.getByTestId('receipt-line')).toContainText(APEX);
  await expect(receipt.getByTestId('order-total')).toHaveText(total ?? 'missing');
});

test('a refusal comes back with the messages by field, the typing kept, never the card', async ({
  page,
  browser,
  context,
}) => {
  const form = await checkoutWithApex(page, browser, context);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Address', { exact: true }).fill('1 Ridge Road');
  await form.getByLabel('City').fill('Paso Robles');
  await form.getByLabel('ZIP code').fill('934');
  await form.getByLabel('Card number').fill('4242 4242 4242 4241');
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\?answer=[0-9a-f-]+$/);
  await expect(form.getByTestId('checkout-error-summary').getByRole('listitem')).toHaveText([
    'Invalid email address',
    'Please select a state',
    ZIP_CODE_MESSAGE,
    CARD_CHECKSUM_MESSAGE,
  ]);
  await expect(form.getByText('Please correct the highlighted fields.')).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Ada');
  for (const secret of ['Email', 'Card number', 'Security code'])
    await expect(form.getByLabel(secret)).toHaveValue('');

  // Another state than the estimate's: the server shows its total before charging anything.
  await form.getByLabel('Email').fill(`no-script-${Date.now()}@example.com`);
  await form.getByLabel('State').selectOption({ label: 'Oregon' });
  await form.getByLabel('ZIP code').fill('97201');
  await form.getByLabel('Card number').fill(TEST_CARD);
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Your order total is now' })).toHaveText(
    /^Your order total is now \$[\d,.]+\. Please check it and place your order again\.$/,
  );
  await expect(form.getByTestId('checkout-estimate-state')).toHaveText(
    'Shipping and tax for Oregon.',
  );
});

test('tickets only: checkout never shows an address, in the HTML or after load', async ({
  page,
  browser,
  context,
}) => {
  await addWithScripts(browser, context, 'spring-barrel-tasting-2027');

  // The server's HTML itself has no address field.
  const html = await (await page.request.get('/checkout')).text();
  expect(html).toContain('data-testid="nothing-to-ship"');
  for (const name of ['address', 'city', 'stateCode', 'zipCode'])
    expect(html).not.toContain(`name="${name}"`);

  await page.goto('/checkout');
  const form = checkoutForm(page);
  await expect(form.getByTestId('order-summary')).toContainText(SPRING);
  await expect(form.getByTestId('nothing-to-ship')).toBeVisible();
  await expect(form.getByLabel('State')).toHaveCount(0);

  // With scripts on, no address field appears at any moment while the page loads and quotes.
  const scripted = await browser.newContext({
    javaScriptEnabled: true,
    storageState: await context.storageState(),
  });
  const live = await scripted.newPage();
  await live.addInitScript(() => {
    const seen = () =>
      document.querySelector('[name="address"], [name="stateCode"], [data-testid="shipping"]');
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.addressShown = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
  await live.goto('/checkout');
  await expect(live.getByTestId('nothing-to-ship')).toBeVisible();
  await expect(live.getByTestId('checkout-total')).toBeVisible();
  await live.waitForLoadState('networkidle');
  await expect(live.locator('html')).not.toHaveAttribute('data-address-shown', 'yes');
  await expect(live.getByTestId('checkout-form').getByLabel('State')).toHaveCount(0);
  await scripted.close();
});
