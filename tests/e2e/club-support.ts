import { expect, type Locator, type Page } from '@playwright/test';

/** Shared steps of the club specs: a new customer's account and addresses, typed by keyboard. */

export const uniqueClubEmail = (label: string) =>
  `club-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const ADDRESS = {
  'First name': 'June',
  'Last name': 'Ito',
  Address: '12 Vine Street',
  City: 'Paso Robles',
  State: 'CA',
  'ZIP code': '93446',
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
  // Enter in the last field submits the form.
  await form.getByLabel('Password').press('Enter');
  await expect(wizard(page).getByText(`Signed in as June Ito (${email}).`)).toBeVisible();
}

export async function fillAddress(scope: Locator, address: Record<string, string> = ADDRESS) {
  for (const [label, value] of Object.entries(address)) {
    await typeInto(scope.getByLabel(label, { exact: true }), value);
  }
}
