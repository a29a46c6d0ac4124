import { expect, type Page } from '@playwright/test';
import { commerceUnderTest } from './second-server';

const HEADERS = { tenant: 'local-winery', 'content-type': 'application/json' };

export const PASSWORD = 'Harvest-2024';

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function call<T>(path: string, body: unknown, token?: string): Promise<T> {
  const reply = await fetch(`${commerceUnderTest()}/v1/${path}`, {
    method: 'POST',
    headers: token ? { ...HEADERS, authorization: token } : HEADERS,
    body: JSON.stringify(body),
  });
  expect(reply.status, `POST ${path}`).toBeLessThan(300);
  return (await reply.json()) as T;
}

/** A new customer (optionally a club member), so journeys that change state never share one. */
export async function newCustomer(
  label: string,
  { member = false }: { member?: boolean } = {},
): Promise<{ email: string; firstName: string; token: string }> {
  const email = uniqueEmail(label);
  const firstName = label.charAt(0).toUpperCase() + label.slice(1);
  const customer = await call<{ token: string }>('customer', {
    email,
    password: PASSWORD,
    firstName,
    lastName: 'Tester',
  });
  if (member) {
    await call(
      'club-membership',
      {
        clubSlug: '6-bottle-red-wines',
        shipTo: {
          firstName,
          lastName: 'Tester',
          address: '1 Ridge Road',
          city: 'Paso Robles',
          stateCode: 'CA',
          zipCode: '93446',
        },
        birthDate: '1980-04-02',
        payment: {
          cardHolderName: `${firstName} Tester`,
          cardNumber: '4242424242424242',
          expiry: '12/39',
          cvv: '123',
        },
        termsAccepted: true,
      },
      customer.token,
    );
  }
  return { email, firstName, token: customer.token };
}

/** Logs in on /profile/login with the keyboard only. */
export async function logInByKeyboard(page: Page, email: string, password: string) {
  // The page being left may linger hidden after a client navigation: use what shows.
  const field = (label: string) =>
    page.getByRole('main').getByLabel(label, { exact: true }).filter({ visible: true });
  await field('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(field('Password')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/**
 * Signs the seeded demo member in through the header's Log in dialog, which then closes. Only a
 * spec on a site of its own (`testOnSiteOfItsOwn`) may call it: the member it changes is that
 * site's alone.
 */
export async function logInMemberFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill('member@example.com');
  await login.getByLabel('Password').fill('Cellar-Door-21');
  await login.getByLabel('Password').press('Enter');
  await expect(login).toBeHidden();
}

/** Opens the newest e-mail with this subject to this address in the local mailbox, and its link. */
export async function followMailboxLink(page: Page, subject: string, email: string) {
  await page.goto('/local/mailbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local mailbox');
  const mail = page.getByRole('article', { name: `${subject} to ${email}` }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link').click();
}

/** The seeded clubs' membership panel on the account page, e.g. the 6 Bottle Red Wines Club's. */
export const membershipOf = (page: Page, club = '6 Bottle Red Wines Club') =>
  page.getByTestId('membership').filter({ hasText: club }).first();

/** The "Next shipment" value of the membership, e.g. 'Dec 2, 2026'. */
export async function nextShipment(page: Page): Promise<string> {
  const value = membershipOf(page).locator('dt', { hasText: 'Next shipment' }).locator('+ dd');
  await expect(value).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  return (await value.textContent()) ?? '';
}

/** Opens the membership's skip dialog, keeps the shipment (nothing changes): the date and dialog. */
export async function openSkipAndKeep(page: Page) {
  const skipped = await nextShipment(page);
  await membershipOf(page)
    .getByRole('button', { name: /Skip next shipment/ })
    .click();
  const skipDialog = page.getByRole('dialog', { name: `Skip the shipment of ${skipped}?` });
  await expect(skipDialog).toContainText(`shipment of ${skipped} will not be sent or charged`);
  await skipDialog.getByRole('button', { name: 'Keep this shipment' }).click();
  await expect(skipDialog).toBeHidden();
  expect(await nextShipment(page)).toBe(skipped);
  return { skipped, skipDialog };
}
