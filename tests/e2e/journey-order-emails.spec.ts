import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './account-support';
import { fillCheckout, TEST_CARD } from './checkout-support';
import { addToCartButton, purchasePanel } from './cart-support';

/**
 * The e-mails a purchase sends, as a shopper and a gift card's recipient would find them in the
 * local mailbox (the embedded service's outbox), on desktop and on a phone: the buyer's order
 * confirmation with the receipt, and the recipient's gift card with the buyer's message. Each
 * e-mail shows its text and, in a sandboxed frame, its HTML version.
 */

const APEX = 'Apex Cabernet Sauvignon 2022';
const sidebar = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });

/** From the open cart through Checkout to the placed order's receipt; returns its number. */
async function checkOutAndPlace(page: Page, fill: (form: Locator) => Promise<void>) {
  await sidebar(page).getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const form = page.getByTestId('checkout-form');
  await fill(form);
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/profile\/order-receipt\/[0-9a-f-]+$/);
  const heading = page.getByTestId('order-receipt').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/Order #\d+/);
  return {
    orderNumber: (await heading.textContent())?.match(/#(\d+)/)?.[1] ?? 'missing',
    total: (await page.getByTestId('order-total').textContent()) ?? 'missing',
  };
}

/** The newest e-mail with this subject to this address, in the local mailbox. */
async function openMail(page: Page, subject: string, to: string) {
  await page.goto('/local/mailbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local mailbox');
  const mail = page.getByRole('article', { name: `${subject} to ${to}` }).first();
  await expect(mail).toBeVisible();
  return mail;
}

/** Opens the HTML version: a sandboxed frame no wider than the page, its content as written. */
async function htmlVersion(page: Page, mail: Locator) {
  await mail.getByText('HTML version').click();
  const frame = mail.locator('iframe');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', '');
  const box = await frame.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  return frame.contentFrame();
}

test('a wine bought through clicks sends its order confirmation with the receipt', async ({
  page,
}) => {
  const buyer = uniqueEmail('buyer');
  await page.goto('/product/apex-cabernet-sauvignon-2022');
  const add = addToCartButton(purchasePanel(page));
  await expect(add).toBeEnabled();
  await add.click();
  await expect(sidebar(page)).toBeVisible();
  const { orderNumber, total } = await checkOutAndPlace(page, (form) =>
    fillCheckout(form, { email: buyer, card: TEST_CARD }),
  );

  const mail = await openMail(page, `Order #${orderNumber} confirmed`, buyer);
  await expect(mail).toContainText(`1 x ${APEX}`);
  await expect(mail).toContainText(`Total: ${total}`);
  await expect(mail).toContainText('Ship to: Ada Lovelace');
  await expect(mail).toContainText('1 Ridge Road');
  const html = await htmlVersion(page, mail);
  await expect(html.getByText(`Thank you for your order. Order #${orderNumber}`)).toBeVisible();
  await expect(html.getByRole('row', { name: /Total/ })).toContainText(total);
});

test("a gift card reaches its recipient with the buyer's message, kept as text", async ({
  page,
}) => {
  const [giver, friend] = [uniqueEmail('giver'), uniqueEmail('friend')];
  const message = 'Happy birthday, <Ana> & family!';
  await page.goto('/product/isosceles-ridge-gift-card');
  const giftForm = page.getByTestId('gift-card-form').filter({ visible: true });
  await giftForm.locator('label').filter({ hasText: '$50.00' }).click();
  await giftForm.getByLabel('Recipient email').fill(friend);
  await giftForm.getByLabel('Gift message').fill(message);
  await addToCartButton(giftForm).click();
  await expect(sidebar(page)).toBeVisible();
  await checkOutAndPlace(page, async (form) => {
    await form.getByLabel('Email').fill(giver);
    await form.getByLabel('First name').fill('Rosa');
    await form.getByLabel('Last name').fill('Quintero');
    await form.getByLabel('Card number').fill(TEST_CARD);
    await form.getByLabel('Expiry (MM/YY)').fill('12/39');
    await form.getByLabel('Security code').fill('123');
  });

  // From the name the buyer gave at checkout, not their e-mail address.
  const mail = await openMail(
    page,
    'Rosa Quintero sent you a $50.00 Isosceles Ridge Winery gift card',
    friend,
  );
  await expect(mail).toContainText(message);
  await expect(mail).toContainText('How to redeem');
  await expect(mail).toContainText(/Gift card code: [A-Z2-9]{4}(-[A-Z2-9]{4}){3}/);
  const html = await htmlVersion(page, mail);
  await expect(html.getByText(message)).toBeVisible();
  await expect(html.locator('script')).toHaveCount(0);

  // The buyer's confirmation says where the card went.
  const confirmation = page.getByRole('article', { name: new RegExp(`confirmed to ${giver}`) });
  await expect(confirmation).toContainText(`$50.00 gift card e-mailed to ${friend}`);
});
