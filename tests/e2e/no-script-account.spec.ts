import { expect, test } from '@playwright/test';
import {
  followMailboxLink,
  membershipOf,
  openSkipAndKeep,
  newCustomer,
  nextShipment,
  PASSWORD,
  uniqueEmail,
} from './account-support';

/**
 * A member with scripts off (the no-script projects, desktop and phone): Member Login from the
 * footer, a wrong password answered on the page, the account, a skipped shipment confirmed in its
 * dialog, a hold and a resume, and Log out. Every step is a link or a form the browser sends
 * itself; each answer comes back on the page it was sent from.
 */

const CLUB = '6 Bottle Red Wines Club';

// Each step is a whole page sent and loaded again.
test.describe.configure({ timeout: 90_000 });

test('a member logs in, skips a shipment, holds and resumes, saves details, and logs out', async ({
  page,
}) => {
  const { email, firstName } = await newCustomer('noscript', { member: true });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Member Login' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member Login');
  const login = page.getByRole('main');

  // A wrong password is answered on the page, the e-mail kept, the password not.
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill('not-the-password');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(login.getByLabel('Email')).toHaveValue(email);
  await expect(login.getByLabel('Password')).toHaveValue('');
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Account');
  await expect(page.getByRole('main')).toContainText(firstName);

  // Skip: the dialog opens without scripts; keeping the shipment changes nothing.
  const membership = membershipOf(page);
  const { skipped, skipDialog } = await openSkipAndKeep(page);
  await membership.getByRole('button', { name: /Skip next shipment/ }).click();
  await skipDialog.getByRole('button', { name: `Yes, skip ${skipped}` }).click();
  await expect(membership.getByRole('status')).toContainText(
    `The shipment of ${skipped} is skipped.`,
  );
  expect(await nextShipment(page)).not.toBe(skipped);
  // The answer is for that post only: the account opened again shows no message.
  // Member Login (as the header's Log in before scripts run) leads a member to the account.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Member Login' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `You are logged in as ${firstName}.`,
  );
  await page.getByRole('main').getByRole('link', { name: 'Manage Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(membership.getByRole('status')).toHaveCount(0);

  // Hold, then resume.
  await membership.getByRole('button', { name: /Put on hold/ }).click();
  await page
    .getByRole('dialog', { name: `Put your ${CLUB} membership on hold?` })
    .getByRole('button', { name: 'Yes, put on hold' })
    .click();
  await expect(membership.getByRole('status')).toContainText('is on hold');
  await expect(membership).toContainText('Paused while on hold');
  await membership.getByRole('button', { name: /Resume membership/ }).click();
  await expect(membership.getByRole('status')).toContainText('is active again');
  await nextShipment(page);

  // Details: refused by field with the typing kept, then saved; a card in use stays.
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Birth date (optional)').fill(`${new Date().getFullYear() - 10}-01-01`);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details).toContainText('You must be at least 21 years old');
  await details.getByLabel('Birth date (optional)').fill('1980-04-02');
  await details.getByLabel('Phone (optional)').fill('805 555 0100');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toBeVisible();
  await expect(details.getByLabel('Phone (optional)')).toHaveValue(/805/);
  // A new address: the form opens without scripts, a refusal keeps the typing.
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await addresses.getByRole('button', { name: 'Add an address' }).click();
  const newAddress = addresses.getByRole('form', { name: 'New address' });
  const street = `${Date.now() % 100000} Harvest Lane`;
  await newAddress.getByLabel('Address', { exact: true }).fill(street);
  await newAddress.getByLabel('City').fill('Portland');
  await newAddress.getByLabel('State').selectOption('OR');
  await newAddress.getByLabel('ZIP code').fill('972');
  await newAddress.getByRole('button', { name: 'Add address' }).click();
  await expect(newAddress).toContainText('Invalid ZIP code');
  await expect(newAddress.getByLabel('City')).toHaveValue('Portland');
  await newAddress.getByLabel('ZIP code').fill('97201');
  await newAddress.getByRole('button', { name: 'Add address' }).click();
  await expect(addresses.getByRole('status')).toHaveText('The address is added.');
  await expect(addresses.getByRole('list', { name: 'Saved addresses' })).toContainText(street);

  const cards = page.getByRole('region', { name: 'Cards' });
  await cards
    .getByRole('button', { name: /Remove/ })
    .first()
    .click();
  await expect(cards.getByRole('alert')).toContainText('This card pays for an active membership');

  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/profile\/login\?loggedOut=1$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'You have been logged out.',
  );
  await page.goto('/profile');
  await expect(page.getByRole('main')).toContainText('Please log in to manage your account.');
});

test('a visitor creates an account, and a member resets a password and signs in by a link', async ({
  page,
}) => {
  await page.goto('/profile/login');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
  // The same messages by field as with scripts; what was typed stays, the password does not.
  await main.getByLabel('First name').fill('Nora');
  await main.getByLabel('Email').fill('not-an-email');
  await main.getByLabel('Password').fill('short');
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(main.getByRole('alert').first()).toHaveText('Please correct the fields in red');
  await expect(main).toContainText('Invalid email address');
  await expect(main.getByLabel('First name')).toHaveValue('Nora');
  await expect(main.getByLabel('Password')).toHaveValue('');
  const created = uniqueEmail('noscript-new');
  await main.getByLabel('Last name').fill('Tester');
  await main.getByLabel('Email').fill(created);
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(main).toContainText('Nora Tester');
  await main.getByRole('button', { name: 'Log out' }).click();

  const { email } = await newCustomer('noscript-reset');
  await main.getByRole('link', { name: 'Forgot password?' }).click();
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await expect(main.getByRole('status')).toContainText(`If an account exists for ${email}`);
  await followMailboxLink(page, 'Reset your password', email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await main.getByLabel('New password', { exact: true }).fill('short');
  await main.getByLabel('Repeat the new password').fill('short');
  await main.getByRole('button', { name: 'Set new password' }).click();
  await expect(main).toContainText('Password must be at least 8 characters');
  await main.getByLabel('New password', { exact: true }).fill('Vintage-2025');
  await main.getByLabel('Repeat the new password').fill('Vintage-2025');
  await main.getByRole('button', { name: 'Set new password' }).click();
  await expect(main.getByRole('status')).toHaveText(
    'Your password has been changed. You can log in with it now.',
  );

  await main.getByRole('link', { name: 'Log in' }).click();
  await main.getByRole('link', { name: 'E-mail me a sign-in link' }).click();
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(main.getByRole('status')).toContainText(email);
  await followMailboxLink(page, 'Your sign-in link', email);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Account');
  await expect(main).toContainText('Your details');
});
