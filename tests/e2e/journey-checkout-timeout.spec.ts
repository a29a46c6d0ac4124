import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillCheckout } from './checkout-support';
import { addToCartButton, purchasePanel } from './cart-support';
import { testOnSiteOfItsOwn } from './second-server';

/**
 * An order is never lost in a timeout: the commerce service process is paused in the
 * middle of a checkout (SIGSTOP, the site's 10 s timeout runs out), or it places the order but
 * the reply never reaches the site (the connection dropped) and for a while it does not answer. The shopper ends at the receipt, or at an honest "we are
 * checking" state that turns into the receipt once the service answers again; never "Sorry, we
 * could not place your order" for a placed order, never "Your cart is empty", never a second form.
 * Driven through the interface on desktop and phone, with the embedded service's test-only fault
 * switch (local-commerce/faults.ts) and signals, on a server with a commerce service of its own:
 * a paused or failing service touches no other spec, so this one runs beside them.
 */
const COMMERCE = testOnSiteOfItsOwn().commerceUrl;
const CHECKOUT_PATH = '^cart/[^/]+/checkout$';
const CHECKING = "We are checking whether your order went through. Please don't pay again.";
const RECEIPT_URL = /\/profile\/order-receipt\/[0-9a-f-]+$/;

async function armFault(fault: Record<string, unknown>) {
  const reply = await fetch(`${COMMERCE}/__faults`, {
    method: 'POST',
    body: JSON.stringify(fault),
  });
  expect(reply.status).toBe(201);
}

/** The service answers again: every armed fault is gone. */
const resumeService = () => fetch(`${COMMERCE}/__faults`, { method: 'DELETE' });

/** The embedded service's process, as it names itself (test-only fault routes). */
async function commercePid(): Promise<number> {
  const reply = await fetch(`${COMMERCE}/__faults/process`);
  expect(reply.status).toBe(200);
  const { pid } = (await reply.json()) as { pid: number };
  return pid;
}

let stoppedPid: number | undefined;

test.afterEach(async () => {
  // Never leave the service frozen, whatever the test did.
  if (stoppedPid !== undefined) process.kill(stoppedPid, 'SIGCONT');
  stoppedPid = undefined;
  await resumeService();
});

async function checkoutWithOneBottle(page: Page): Promise<Locator> {
  await page.goto('/product/apex-cabernet-sauvignon-2022');
  const add = addToCartButton(purchasePanel(page));
  await expect(add).toBeEnabled();
  await add.click();
  const sidebar = page.getByRole('dialog', { name: 'Your Cart' });
  await sidebar.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByTestId('checkout-form');
  await fillCheckout(form, { email: 'ada@example.com' });
  await expect(form.getByTestId('checkout-total')).toHaveText('$84.93');
  return form;
}

/**
 * Records, in the tab's session storage, every time checkout marks an order as placed by this tab
 * (components/checkout/purchase-event.tsx): the receipt reports the purchase only for a marked
 * order and consumes the mark, so one mark per order is one purchase event.
 */
async function recordPurchaseMarks(page: Page) {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'wwc-order-placed') {
        const marks = JSON.parse(this.getItem('test-purchase-marks') ?? '[]') as string[];
        setItem.call(this, 'test-purchase-marks', JSON.stringify([...marks, value]));
      }
      setItem.call(this, key, value);
    };
  });
}

/**
 * Places an order of one bottle, with purchase marks recorded, as the order commits, its reply is
 * lost and every lookup of it fails until the service resumes.
 */
async function placeOrderUnanswered(page: Page) {
  await recordPurchaseMarks(page);
  const form = await checkoutWithOneBottle(page);
  await armFault({ method: 'POST', path: CHECKOUT_PATH, after: true, drop: true });
  await armFault({ method: 'GET', path: '^order/cart/', status: 503, times: 1000 });
  await form.getByRole('button', { name: 'Place order' }).click();
}

async function expectOnePurchaseMark(page: Page) {
  const orderId = new URL(page.url()).pathname.split('/').pop();
  // The receipt took it: the purchase was reported there, and a reload reports nothing more.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('wwc-order-placed')))
    .toBeNull();
  const marks = await page.evaluate(() => sessionStorage.getItem('test-purchase-marks'));
  expect(JSON.parse(marks ?? '[]')).toEqual([orderId]);
}

async function expectReceipt(page: Page, timeout?: number) {
  await expect(page).toHaveURL(RECEIPT_URL, { timeout });
  await expect(page.getByTestId('order-receipt').getByRole('heading', { level: 1 })).toHaveText(
    /Order #\d+/,
  );
  await expect(page.getByTestId('order-receipt').getByTestId('order-total')).toHaveText('$84.93');
}

test('the service process is paused mid-checkout: "we are checking", then the receipt once it resumes', async ({
  page,
}) => {
  // A real pause costs the action's 10 s timeout and the lookup's 3 s.
  test.setTimeout(60_000);
  const form = await checkoutWithOneBottle(page);
  // Counters from zero: a checkout counted by an earlier spec would let the pause land on the
  // quote that comes first (a failure before paying, honestly reported), not on the checkout.
  await resumeService();
  // Hold the checkout in the service briefly, so the pause lands after the service has it.
  await armFault({ method: 'POST', path: CHECKOUT_PATH, delayMs: 2_000 });
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect
    .poll(async () => {
      const counts = (await (await fetch(`${COMMERCE}/__faults/requests`)).json()) as {
        byRoute: Record<string, number>;
      };
      return Object.keys(counts.byRoute).some((route) => /^POST cart\/.+\/checkout$/.test(route));
    })
    .toBe(true);
  stoppedPid = await commercePid();
  process.kill(stoppedPid, 'SIGSTOP');

  await expect(page.getByRole('status').filter({ hasText: CHECKING })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Sorry, we could not place your order')).toHaveCount(0);
  process.kill(stoppedPid, 'SIGCONT');
  stoppedPid = undefined;
  await expectReceipt(page, 20_000);
});

test('the connection drops after the order is placed: the receipt at once', async ({ page }) => {
  const form = await checkoutWithOneBottle(page);
  await armFault({ method: 'POST', path: CHECKOUT_PATH, after: true, drop: true });
  await form.getByRole('button', { name: 'Place order' }).click();
  await expectReceipt(page);
});

test('the service stops answering mid-checkout: "we are checking" through reloads, then the receipt', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await placeOrderUnanswered(page);

  const status = page.getByRole('status').filter({ hasText: CHECKING });
  await expect(status).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
  await expect(page.getByText('Sorry, we could not place your order')).toHaveCount(0);
  // Asking by hand while the service is down changes nothing.
  await status.getByRole('button', { name: 'Check again' }).click();
  await expect(status).toBeVisible();

  // A reload keeps checking: the form (and a second payment) is not offered again.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: CHECKING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);

  // Away on the cart page the question stays open too, and nowhere says the order failed.
  await page.goto('/cart');
  await expect(page.getByRole('status').filter({ hasText: CHECKING })).toBeVisible();

  // Back at checkout, the service resumes: the page finds the order by itself.
  await page.goto('/checkout');
  await expect(page.getByRole('status').filter({ hasText: CHECKING })).toBeVisible();
  await resumeService();
  await expectReceipt(page);
  await expectOnePurchaseMark(page);
  await expect(page.getByRole('button', { name: /item\(s\) in cart/ })).toHaveAccessibleName(
    '0 item(s) in cart - click to open sidebar cart',
  );

  // Settled: the cart page no longer asks, and checkout has nothing to place.
  await page.goto('/cart');
  await expect(page.getByText(CHECKING)).toHaveCount(0);
});

test('back on the cart page after the service resumed: a link to the receipt', async ({ page }) => {
  test.setTimeout(60_000);
  await placeOrderUnanswered(page);
  await expect(page.getByRole('status').filter({ hasText: CHECKING })).toBeVisible();

  await page.goto('/cart');
  await resumeService();
  const placed = page.getByRole('status').filter({ hasText: 'Your order has been placed.' });
  await expect(placed).toBeVisible();
  await placed.getByRole('link', { name: 'View your receipt' }).click();
  await expectReceipt(page);
  await expectOnePurchaseMark(page);
});

test("the site's own answer to Place order is lost on the way to the browser: the receipt", async ({
  page,
}) => {
  const form = await checkoutWithOneBottle(page);
  // The action runs on the server (the order is placed, the cart closed) but its answer, with the
  // cookie that forgets the spent cart, never arrives: as on a phone losing its connection.
  await page.route('**/checkout', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.postData()?.includes('cardNumber'))
      return route.fallback();
    // Sent from the test (route.fetch would apply the answer's cookies to the browser).
    const { host: _host, 'content-length': _length, ...headers } = await request.allHeaders();
    await fetch(request.url(), { method: 'POST', headers, body: request.postData() });
    await route.abort('connectionreset');
  });
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('status').filter({ hasText: CHECKING })).toBeVisible();
  await expect(page.getByText('Sorry, we could not place your order')).toHaveCount(0);
  await expectReceipt(page);
});

test('the service answers that no order was placed: the failure, with the cart intact', async ({
  page,
}) => {
  const form = await checkoutWithOneBottle(page);
  // Refused before any work (a 503 with nothing done): the lookup finds no order.
  await armFault({ method: 'POST', path: CHECKOUT_PATH, status: 503 });
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Sorry, we could not place your order. Please try again.',
  );
  await expect(form.getByTestId('cart-line')).toHaveCount(1);
  // The same form places it now.
  await form.getByRole('button', { name: 'Place order' }).click();
  await expectReceipt(page);
});
