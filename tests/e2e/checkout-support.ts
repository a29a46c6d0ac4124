import type { Locator } from '@playwright/test';

/** The embedded checkout's test card (README): any future expiry, any CVV. */
export const TEST_CARD = '4242 4242 4242 4242';

export interface Buyer {
  email: string;
  firstName?: string;
  lastName?: string;
  card?: string;
  cvv?: string;
}

/** Fills the checkout form as a shopper types it: contact, a California address, the card. */
export async function fillCheckout(
  form: Locator,
  { email, firstName = 'Ada', lastName = 'Lovelace', card = TEST_CARD, cvv = '123' }: Buyer,
): Promise<void> {
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Address', { exact: true }).fill('1 Ridge Road');
  await form.getByLabel('City').fill('Paso Robles');
  await form.getByLabel('State').selectOption({ label: 'California' });
  await form.getByLabel('ZIP code').fill('93446');
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('Security code').fill(cvv);
}
