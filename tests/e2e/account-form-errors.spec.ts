import { expect, test } from '@playwright/test';

/**
 * Every form shell (components/ui/form-shell.tsx) drops a field's error once the field is valid
 * again, as checkout does: a corrected field never keeps saying it is wrong, and the fields not
 * yet corrected keep theirs until they are.
 */
test('a corrected field loses its error at once; the others keep theirs', async ({ page }) => {
  await page.goto('/profile/order-lookup');
  const main = page.getByRole('main');
  const email = main.getByLabel('Email used at checkout');
  const orderNumber = main.getByLabel('Order number');
  const find = main.getByRole('button', { name: 'Find my order' });
  await expect(find).toBeEnabled();
  await find.click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(orderNumber).toHaveAttribute('aria-invalid', 'true');

  // Half an address is still wrong; the whole one is not.
  await email.pressSequentially('buyer@');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.pressSequentially('example.com');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(orderNumber).toHaveAttribute('aria-invalid', 'true');

  await orderNumber.fill('1000');
  await expect(orderNumber).not.toHaveAttribute('aria-invalid', 'true');
});

test('a new password error stays until the password meets the rules', async ({ page }) => {
  await page.goto('/profile/create-account');
  const main = page.getByRole('main');
  const password = main.getByLabel('Password', { exact: true });
  const create = main.getByRole('button', { name: 'Create account' });
  await expect(create).toBeEnabled();
  await create.click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill('short');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill('Long-enough-2024');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
});
