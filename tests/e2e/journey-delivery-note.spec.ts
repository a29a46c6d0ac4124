import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './account-support';
import { fillCheckout } from './checkout-support';
import { addToCartButton, purchasePanel } from './cart-support';

/**
 * The delivery note: a field declared once in the checkout schema
 * (lib/checkout/checkout.ts), typed at checkout with the keyboard, sent with the order, and shown on
 * the receipt and in the confirmation e-mail, on desktop and on a phone.
 */

const sidebar = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const NOTE = "Please leave it with the tasting room next door if nobody's home";

test('a delivery note typed at checkout reaches the receipt and the confirmation e-mail', async ({
  page,
}) => {
  const buyer = uniqueEmail('noted');
  await page.goto('/product/apex-cabernet-sauvignon-2022');
  const add = addToCartButton(purchasePanel(page));
  await expect(add).toBeEnabled();
  await add.click();
  await expect(sidebar(page)).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const form = page.getByTestId('checkout-form');
  await fillCheckout(form, { email: buyer });

  // Right after the ZIP code, with its hint read out; typed, not filled.
  const note = form.getByRole('textbox', { name: 'Delivery note' });
  await expect(note).toHaveAccessibleDescription(
    "Optional: where to leave a parcel that needs an adult's signature",
  );
  await form.getByLabel('ZIP code').focus();
  await page.keyboard.press('Tab');
  await expect(note).toBeFocused();
  await page.keyboard.type(NOTE);
  await expect(note).toHaveValue(NOTE);

  const place = form.getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled();
  await place.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile\/order-receipt\/[0-9a-f-]+$/);
  const receipt = page.getByTestId('order-receipt');
  const heading = receipt.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/Order #\d+/);
  const orderNumber = (await heading.textContent())?.match(/#(\d+)/)?.[1] ?? 'missing';
  const notes = receipt.getByTestId('order-notes');
  await expect(notes.getByRole('term')).toHaveText('Delivery note');
  await expect(notes.getByRole('definition')).toHaveText(NOTE);

  await page.goto('/local/mailbox');
  const mail = page.getByRole('article', { name: `Order #${orderNumber} confirmed to ${buyer}` });
  // The text version: the note quoted under its label (whitespace is compared loosely).
  await expect(mail).toContainText(`Delivery note: > ${NOTE}`);
});
