import { expect, test, type Page } from '@playwright/test';
import { addToCartButton } from './cart-support';
import { fillCheckout } from './checkout-support';

/**
 * With scripts off (blocked, failed or refused), a shopper still finds a wine and fills a cart:
 * every step is a link or a form the browser sends itself. Walked from the home page by role and
 * visible text, on desktop and on a phone (the no-script projects).
 */

const APEX = 'Apex Cabernet Sauvignon 2022';
const line = (page: Page) => page.getByTestId('cart-line').filter({ hasText: APEX });
const quantityOf = (page: Page) =>
  line(page).getByRole('spinbutton', { name: `Quantity of ${APEX}` });

async function openApex(page: Page) {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'All Wines', exact: true }).click();
  await expect(page).toHaveURL(/\/collection\/all$/);
  await page.getByRole('main').getByRole('link', { name: APEX, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(APEX);
}

test('a shopper adds a wine from its page and changes the cart with the page’s own forms', async ({
  page,
}) => {
  // Each step is a whole page sent and loaded again.
  test.slow();
  await openApex(page);
  const panel = page.getByTestId('product-purchase');
  // Minus and plus need scripts: the number is typed instead.
  await expect(panel.getByRole('button', { name: `Increase quantity of ${APEX}` })).toBeHidden();
  await panel.getByRole('spinbutton', { name: `Quantity of ${APEX}` }).fill('2');
  await addToCartButton(panel, { exact: true }).click();

  await expect(page).toHaveURL(/\/cart\?added=/);
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toHaveText(
    `${APEX} was added to your cart. Continue shopping`,
  );
  await expect(quantityOf(page)).toHaveValue('2');

  await line(page)
    .getByRole('button', { name: `Increase quantity of ${APEX}` })
    .click();
  await expect(quantityOf(page)).toHaveValue('3');
  await line(page)
    .getByRole('button', { name: `Decrease quantity of ${APEX}` })
    .click();
  await expect(quantityOf(page)).toHaveValue('2');

  // A typed quantity goes with Update, by keyboard too (Enter in the field means Update).
  await quantityOf(page).fill('4');
  await quantityOf(page).press('Enter');
  await expect(quantityOf(page)).toHaveValue('4');
  await quantityOf(page).fill('5');
  await line(page).getByRole('button', { name: 'Update' }).click();
  await expect(quantityOf(page)).toHaveValue('5');
  await expect(page.getByTestId('cart-total')).toHaveText('$340.00');

  await line(page)
    .getByRole('button', { name: `Remove ${APEX}` })
    .click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('bad input gets its message on the page and changes nothing', async ({ page }) => {
  await openApex(page);
  const panel = page.getByTestId('product-purchase');
  await panel.getByRole('spinbutton', { name: `Quantity of ${APEX}` }).fill('0');
  await addToCartButton(panel, { exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Quantity' })).toHaveText(
    'Quantity must be at least 1.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(APEX);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

/** From the home page to All Wines, and Add To Cart on Apex's card: the cart page follows. */
async function addFromCollection(page: Page) {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'All Wines', exact: true }).click();
  await page
    .getByRole('button', { name: `Add To Cart: ${APEX}` })
    .first()
    .click();
}

test('a collection card adds its wine and the cart page says so', async ({ page }) => {
  await addFromCollection(page);
  await expect(page).toHaveURL(/\/cart\?added=/);
  await expect(quantityOf(page)).toHaveValue('1');
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/collection\/all$/);
});

test('a guest buys a wine from the home page to the receipt', async ({ page }) => {
  // Each step is a whole page sent and loaded again, the order placed on the last.
  test.slow();
  await addFromCollection(page);
  await expect(quantityOf(page)).toHaveValue('1');
  await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const form = page.getByTestId('checkout-form');
  await expect(form.getByTestId('order-summary')).toContainText(APEX);
  await fillCheckout(form, { email: `no-script-guest-${Date.now()}@example.com` });
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/profile\/order-receipt\/[0-9a-f-]+$/);
  const receipt = page.getByTestId('order-receipt');
  await expect(receipt.getByRole('heading', { level: 1 })).toHaveText(/^Order #\d+$/);
  await expect(receipt.getByTestId('receipt-line')).toContainText(APEX);
});
