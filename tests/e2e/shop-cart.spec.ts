import { expect, test, type Page } from '@playwright/test';
import { addToCartButton, purchasePanel } from './cart-support';

/** The cart form and the cart lines (update, remove). */

const cartButton = (page: Page) => page.getByRole('button', { name: /item\(s\) in cart/ });
const countIs = (page: Page, n: number) =>
  expect(cartButton(page)).toHaveAccessibleName(
    `${n} item(s) in cart - click to open sidebar cart`,
  );

test('add with plus, then update with plus/minus and remove at 1 in the cart', async ({ page }) => {
  await page.goto('/product/apex-cabernet-sauvignon-2022');
  const panel = purchasePanel(page);
  await panel
    .getByRole('button', { name: 'Increase quantity of Apex Cabernet Sauvignon 2022' })
    .click();
  await expect(
    panel.getByRole('spinbutton', { name: 'Quantity of Apex Cabernet Sauvignon 2022' }),
  ).toHaveValue('2');
  // The change is announced to screen readers, then the announcement clears.
  await expect(
    panel.getByRole('status').filter({ hasText: 'Quantity of Apex Cabernet Sauvignon 2022: 2' }),
  ).toHaveCount(1);
  await addToCartButton(panel).click();
  await countIs(page, 2);

  // The cart lines (rendered in the sidebar, on the cart page and on checkout).
  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: 'Apex Cabernet Sauvignon 2022' });
  const quantity = line.getByRole('spinbutton', {
    name: 'Quantity of Apex Cabernet Sauvignon 2022',
  });
  await expect(quantity).toHaveValue('2');
  await expect(page.getByTestId('cart-total')).toHaveText('$136.00');

  // Plus sends the new quantity at once: no Update button to find.
  await line
    .getByRole('button', { name: 'Increase quantity of Apex Cabernet Sauvignon 2022' })
    .click();
  await expect(quantity).toHaveValue('3');
  await expect(page.getByTestId('cart-total')).toHaveText('$204.00');
  await countIs(page, 3);
  await expect(line.getByRole('button', { name: 'Update' })).toHaveCount(0);

  // Minus sends at once too, at 3 as at 2.
  await line
    .getByRole('button', { name: 'Decrease quantity of Apex Cabernet Sauvignon 2022' })
    .click();
  await expect(page.getByTestId('cart-total')).toHaveText('$136.00');
  await expect(line.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await line
    .getByRole('button', { name: 'Decrease quantity of Apex Cabernet Sauvignon 2022' })
    .click();
  await expect(page.getByTestId('cart-total')).toHaveText('$68.00');
  await countIs(page, 1);

  // Minus at 1 removes the line.
  await line.getByRole('button', { name: 'Remove Apex Cabernet Sauvignon 2022 from cart' }).click();
  await expect(page.getByTestId('cart-empty')).toHaveText('Your cart is empty.');
  await countIs(page, 0);
  // And the server agrees.
  await page.reload();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('typed quantities are clamped, e and minus are blocked, and the per-cart limit is enforced', async ({
  page,
}) => {
  await page.goto('/product/vertex-syrah-2021');
  const panel = purchasePanel(page);
  const quantity = panel.getByRole('spinbutton', { name: 'Quantity of Vertex Syrah 2021' });
  const add = addToCartButton(panel);

  await quantity.fill('');
  await expect(add).toBeDisabled();
  await quantity.pressSequentially('e-');
  await expect(quantity).toHaveValue('');
  await quantity.fill('50');
  await expect(quantity).toHaveValue('6'); // limit 6 (maxQuantityPerCart)
  await expect(
    panel.getByRole('button', { name: 'Increase quantity of Vertex Syrah 2021' }),
  ).toBeDisabled();
  await quantity.fill('0');
  await expect(quantity).toHaveValue('1');

  await quantity.fill('5');
  await add.click();
  await countIs(page, 5);
  // The cart sidebar opens after an add as a modal dialog (the page behind it is inert), so the
  // shopper closes it before typing again.
  const sidebar = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('button', { name: 'Close cart' }).click();
  await expect(sidebar).toHaveCount(0);
  // 5 in the cart + 2 would exceed 6: add is disabled and the limit is explained.
  await quantity.fill('2');
  await expect(add).toBeDisabled();
  await expect(panel.getByTestId('limit-note')).toHaveText(
    'Limit 6 per order; you have 5 in your cart.',
  );
  await quantity.fill('1');
  await expect(add).toBeEnabled();
  await add.click();
  await countIs(page, 6);
  await expect(add).toBeDisabled();
});

test('a wine the cart would refuse is not offered: none at the shipping location', async ({
  page,
}) => {
  // Tangent Tempranillo: 0 at WH-NAPA (24 at another warehouse); the cart answers 'Sorry, this
  // item is no longer available', so the page says it is unavailable and offers no add.
  await page.goto('/product/tangent-tempranillo-2020');
  const panel = purchasePanel(page);
  await expect(panel.getByTestId('availability')).toHaveText('Currently unavailable');
  await expect(
    panel.getByRole('button', { name: 'Tangent Tempranillo 2020 is sold out' }),
  ).toBeDisabled();
  await expect(addToCartButton(panel)).toHaveCount(0);
  await countIs(page, 0);
});

test('a gift card needs a valid recipient e-mail and a message', async ({ page }) => {
  await page.goto('/product/isosceles-ridge-gift-card');
  // Only the visible form: a streamed copy may sit hidden in the DOM for a moment.
  const form = page.getByTestId('gift-card-form').filter({ visible: true });
  await form.locator('label').filter({ hasText: '$50.00' }).click();
  await expect(form.getByRole('radio', { name: '$50.00' })).toBeChecked();
  await addToCartButton(form).click();
  await expect(form).toContainText('Email address is required');
  await expect(form).toContainText('Gift message is required');

  await form.getByLabel('Recipient email').fill('friend@example');
  await form.getByLabel('Gift message').fill('Happy birthday!');
  await addToCartButton(form).click();
  await expect(form).toContainText('Invalid email address');
  await countIs(page, 0);

  await form.getByLabel('Recipient email').fill('friend@example.com');
  await addToCartButton(form).click();
  await countIs(page, 1);
  await expect(form).not.toContainText('Invalid email address');

  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: 'Isosceles Ridge Gift Card' });
  await expect(line).toContainText('For friend@example.com');
  await expect(line.getByTestId('line-price')).toHaveText('$50.00');
});
