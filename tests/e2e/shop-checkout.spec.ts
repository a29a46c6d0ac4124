import { expect, test } from '@playwright/test';
import { addToCartButton, purchasePanel } from './cart-support';

test('checkout in local mode takes the cart to an order receipt', async ({ page }) => {
  await page.goto('/product/baseline-sauvignon-blanc-2023');
  await addToCartButton(purchasePanel(page)).click();
  await expect(page.getByRole('button', { name: /item\(s\) in cart/ })).toHaveAccessibleName(
    '1 item(s) in cart - click to open sidebar cart',
  );

  await page.goto('/checkout');
  await expect(page.getByTestId('cart-line')).toContainText('Baseline Sauvignon Blanc 2023');
  const form = page.getByTestId('checkout-form');
  // Bad input first: a message per field, nothing placed.
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form).toContainText('Email address is required');

  await form.getByLabel('Email').fill('buyer@example.com');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Address', { exact: true }).fill('1 Ridge Road');
  await form.getByLabel('City').fill('Paso Robles');
  await form.getByLabel('State').selectOption('CA');
  await form.getByLabel('ZIP code').fill('93446');
  await form.getByLabel('Card number').fill('4000 0000 0000 0002');
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Place order' }).click();
  // A refused card is said by the card field, besides the form's message.
  await expect(form.getByLabel('Card number')).toHaveAccessibleDescription(/Card declined/);
  await expect(
    form
      .getByRole('alert')
      .filter({ hasText: /^Card declined$/ })
      .first(),
  ).toBeVisible();

  // An expired card is said by its expiry.
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('01/21');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByLabel('Expiry (MM/YY)')).toHaveAccessibleDescription(/Card expired/);

  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/profile\/order-receipt\/[0-9a-f-]+$/);
  const receipt = page.getByTestId('order-receipt');
  await expect(receipt.getByRole('heading', { level: 1 })).toHaveText(/Order #\d+/);
  await expect(receipt).toContainText('Baseline Sauvignon Blanc 2023');
  await expect(receipt).toContainText('buyer@example.com');
  await expect(page.getByRole('button', { name: /item\(s\) in cart/ })).toHaveAccessibleName(
    '0 item(s) in cart - click to open sidebar cart',
  );
});

test('the receipt of an unknown order is a real 404', async ({ page }) => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not an order']) {
    const response = await page.goto(`/profile/order-receipt/${encodeURIComponent(id)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('order-receipt')).toHaveCount(0);
  }
});
