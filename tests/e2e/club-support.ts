import { expect, type Locator, type Page } from '@playwright/test';

/** Shared steps of the club specs: a new customer's account and addresses, typed by keyboard. */

export const ADDRESS = {
  'First name': 'June',
  'Last name': 'Ito',
  Address: '12 Vine Street',
  City: 'Paso Robles',
  State: 'California',
  'ZIP code': '93446',
};

/** A card that passes its checksum, typed as a phone keypad allows (no "/" in the expiry). */
export const CARD = {
  'Name on card': 'June Ito',
  'Card number': '4242 4242 4242 4242',
  'Expiry (MM/YY)': '1239',
  'Security code': '123',
};

/** Types into a field the way a keyboard user does: focus, then keys. */
export async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}

export function wizard(page: Page) {
  return page.getByTestId('club-wizard');
}

export async function expectStep(page: Page, step: number, name: string) {
  await expect(
    wizard(page).getByRole('heading', { name: `Step ${step} of 4: ${name}` }),
  ).toBeVisible();
}

/**
 * Presses a control with the keyboard (Enter on buttons and links), once it is enabled: controls
 * in the page's HTML stay disabled until their code has loaded.
 */
export async function pressEnter(control: Locator) {
  await expect(control).toBeEnabled();
  await control.focus();
  await control.press('Enter');
}

export async function createAccount(page: Page, email: string) {
  const form = wizard(page).getByRole('form', { name: 'Create an account' });
  await typeInto(form.getByLabel('First name'), 'June');
  await typeInto(form.getByLabel('Last name'), 'Ito');
  await typeInto(form.getByLabel('Email'), email);
  await typeInto(form.getByLabel('Password'), 'Cellar-Door-99');
  // Enter in the last field submits the form, and the wizard goes on by itself.
  await form.getByLabel('Password').press('Enter');
  await expectStep(page, 3, 'Shipping and billing');
}

/** Picks a state in the state select by typing its name, as a keyboard user does. */
export async function chooseState(select: Locator, name: string) {
  await select.focus();
  await select.pressSequentially(name);
  await expect(select.locator('option:checked')).toHaveText(name);
}

export async function fillAddress(scope: Locator, address: Record<string, string> = ADDRESS) {
  for (const [label, value] of Object.entries(address)) {
    const field = scope.getByLabel(label, { exact: true });
    if (label === 'State') await chooseState(field, value);
    else await typeInto(field, value);
  }
}

/** Types a date of birth (YYYY-MM-DD) into the date field: month, day and year, as keys. */
export async function typeBirthDate(page: Page, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  const field = wizard(page).getByLabel('Date of birth');
  await field.focus();
  await field.pressSequentially(`${month}${day}${year}`);
  await expect(field).toHaveValue(isoDate);
}

export async function fillCard(page: Page, card: Record<string, string> = CARD) {
  const payment = wizard(page).getByRole('group', { name: 'Payment' });
  for (const [label, value] of Object.entries(card)) {
    await typeInto(payment.getByLabel(label, { exact: true }), value);
  }
}

/**
 * Step 3 as a new joiner fills it: date of birth, the shipping address (billing the same) and a
 * new card.
 */
export async function fillJoinDetails(page: Page) {
  await typeBirthDate(page, '1980-04-02');
  await fillAddress(wizard(page).getByRole('group', { name: 'Shipping address' }));
  await fillCard(page);
}

/** Steps 1 to 3 as a new joiner: on from the club's step, a new account, the details, on to step 4. */
export async function joinUpToTerms(page: Page, email: string) {
  await pressEnter(wizard(page).getByRole('button', { name: 'Continue' }));
  await createAccount(page, email);
  await fillJoinDetails(page);
  await pressEnter(wizard(page).getByRole('button', { name: 'Continue' }));
}

/** Step 4: ticks the consent to the membership terms with the keyboard. */
export async function acceptTerms(page: Page) {
  const consent = wizard(page).getByRole('checkbox', { name: /accept the membership terms/ });
  // A page restored from the back/forward cache may have it ticked already.
  if (!(await consent.isChecked())) {
    await consent.focus();
    await consent.press('Space');
  }
  await expect(consent).toBeChecked();
}
