import { expect, test, type Page } from '@playwright/test';
import {
  logInMemberFromHeader,
  membershipOf,
  nextShipment,
  openSkipAndKeep,
} from './account-support';
import { testOnSiteOfItsOwn } from './second-server';

testOnSiteOfItsOwn();

/**
 * Member self-service: the seeded member signs in from the header, opens the
 * account, skips the next shipment, adds a shipping address and ships the club there, holds and
 * resumes; bad input gets its message and changes nothing. Runs on desktop and on a phone, one
 * after the other on the same member, so every expectation reads the state it starts from.
 */

const CLUB = '6 Bottle Red Wines Club';

async function signInFromHeader(page: Page) {
  await page.goto('/');
  await logInMemberFromHeader(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('dialog').getByRole('link', { name: 'Manage Account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Account');
}

test('a member skips a shipment, ships elsewhere, holds and resumes from the account', async ({
  page,
}) => {
  // A long journey: a dozen changes, each a server action and a fresh render of the account.
  test.setTimeout(90_000);
  await signInFromHeader(page);
  const membership = membershipOf(page);
  await expect(membership).toContainText('Active since');

  // Skip, hold and cancel look different from one another, and each is a 44 px target.
  const looks = await Promise.all(
    [/Skip next shipment/, /Put on hold/, /Cancel membership/].map(async (name) => {
      const button = membership.getByRole('button', { name });
      const box = await button.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      return button.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.backgroundColor} ${style.borderColor} ${style.color}`;
      });
    }),
  );
  expect(new Set(looks).size).toBe(3);

  // Skip: it says what will happen and asks first; keeping the shipment changes nothing.
  const { skipped, skipDialog } = await openSkipAndKeep(page);

  // Confirmed with a double tap: the confirmation names the skipped date, the next date moves
  // once, and the history has one skip more, not two.
  const history = page.getByRole('list', { name: 'Membership changes, newest first' });
  const skips = history.getByRole('listitem').filter({ hasText: 'Shipment skipped' });
  const skipsBefore = await skips.count();
  await membership.getByRole('button', { name: /Skip next shipment/ }).click();
  await skipDialog.getByRole('button', { name: `Yes, skip ${skipped}` }).dblclick();
  await expect(membership.getByRole('status')).toContainText(
    `The shipment of ${skipped} is skipped.`,
  );
  await expect.poll(() => nextShipment(page)).not.toBe(skipped);
  await expect(history.getByRole('listitem').first()).toContainText(
    `Shipment skipped: ${skipped} — ${CLUB}`,
  );
  await expect(skips).toHaveCount(skipsBefore + 1);
  // One date format on the account page: 'Dec 2, 2026', never '2 Dec 2026'.
  await expect(history.getByRole('listitem').first()).toContainText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}/,
  );
  await expect(page.getByRole('main')).not.toContainText(
    /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b/,
  );

  // A new address: bad input shows messages and saves nothing; the state list leaves out Utah.
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await addresses.getByRole('button', { name: 'Add an address' }).click();
  const form = addresses.getByRole('form', { name: 'New address' });
  await expect(form.getByLabel('State').locator('option[value="UT"]')).toHaveCount(0);
  // The member's own name is offered; emptied, it is asked for.
  await expect(form.getByLabel('First name')).toHaveValue('Maya');
  await expect(form.getByLabel('Last name')).toHaveValue('Lindqvist');
  await form.getByLabel('First name').fill('');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please correct the fields in red');
  await expect(form).toContainText('First name is required');
  await expect(form).toContainText('Please select a state');
  const street = `${Date.now() % 100000} Harvest Lane`;
  await form.getByLabel('First name').fill('Maya');
  await form.getByLabel('Last name').fill('Lindqvist');
  await form.getByLabel('Address', { exact: true }).fill(street);
  await form.getByLabel('City').fill('Portland');
  await form.getByLabel('State').selectOption('OR');
  await form.getByLabel('ZIP code').fill('972');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(form).toContainText('Invalid ZIP code');
  await form.getByLabel('ZIP code').fill('97201');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(addresses.getByRole('status')).toHaveText('The address is added.');
  await expect(addresses.getByRole('list', { name: 'Saved addresses' })).toContainText(street);

  // Ship the club there.
  await membership.getByLabel('Ship to').selectOption({ label: `${street}, Portland, OR` });
  await membership.getByRole('button', { name: 'Change shipping address' }).click();
  await expect(membership.getByRole('status')).toContainText(`now go to ${street}, Portland`);
  await expect(membership.locator('dt', { hasText: 'Ships to' }).locator('+ dd')).toContainText(
    street,
  );
  await expect(history.getByRole('listitem').first()).toContainText(
    `Shipping address changed to ${street}, Portland, OR`,
  );

  // A card: a number failing its checksum is refused; a good one is saved, the club is charged
  // to it, and it cannot be removed while the club uses it. Each viewport its own card.
  const [number, label] = test.info().project.use.isMobile
    ? ['5555 5555 5555 4444', 'Mastercard ending in 4444']
    : ['4242 4242 4242 4242', 'Visa ending in 4242'];
  const cards = page.getByRole('region', { name: 'Cards' });
  await cards.getByRole('button', { name: 'Add a card' }).click();
  const cardForm = cards.getByRole('form', { name: 'New card' });
  await cardForm.getByLabel('Name on card').fill('Maya Lindqvist');
  await cardForm.getByLabel('Card number').fill('4242 4242 4242 4241');
  await cardForm.getByLabel('Expiry (MM/YY)').fill('12/39');
  await cardForm.getByLabel('Security code').fill('123');
  await cardForm.getByRole('button', { name: 'Save card' }).click();
  await expect(cardForm).toContainText('not a valid card number');
  await cardForm.getByLabel('Card number').fill(number);
  await cardForm.getByRole('button', { name: 'Save card' }).click();
  await expect(cards.getByRole('status')).toHaveText(`Your ${label} is saved.`);
  await membership.getByLabel('Charge to').selectOption({ label });
  await membership.getByRole('button', { name: 'Change card' }).click();
  await expect(membership.getByRole('status')).toContainText(`now charged to your ${label}`);
  await cards
    .getByRole('listitem')
    .filter({ hasText: label })
    .first()
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(cards.getByRole('alert')).toContainText('This card pays for an active membership');

  // Hold: no next shipment while paused; resume brings one back.
  await membership.getByRole('button', { name: /Put on hold/ }).click();
  const holdDialog = page.getByRole('dialog', { name: `Put your ${CLUB} membership on hold?` });
  await expect(holdDialog).toContainText('No shipments go out and nothing is charged');
  await holdDialog.getByRole('button', { name: 'Yes, put on hold' }).click();
  await expect(membership.getByRole('status')).toContainText('is on hold');
  await expect(membership).toContainText('Paused while on hold');
  await expect(membership.getByRole('button', { name: /Skip next shipment/ })).toHaveCount(0);
  await membership.getByRole('button', { name: /Resume membership/ }).click();
  await expect(membership.getByRole('status')).toContainText('is active again');
  await nextShipment(page);
  await expect(history.getByRole('listitem').first()).toContainText('Membership resumed');

  // Details: an under-21 birth date is refused; a wrong current password too.
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Birth date (optional)').fill(`${new Date().getFullYear() - 10}-01-01`);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details).toContainText('You must be at least 21 years old');
  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill('Cellar-Door-22');
  await password.getByLabel('Confirm new password').fill('Cellar-Door-22');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password).toContainText('Current password is incorrect');
});
