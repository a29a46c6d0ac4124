import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './account-support';
import {
  acceptTerms,
  chooseState,
  createAccount,
  expectStep,
  fillAddress,
  fillCard,
  pressEnter,
  typeBirthDate,
  typeInto,
  wizard,
} from './club-support';
import { testOnSiteOfItsOwn } from './second-server';

testOnSiteOfItsOwn();

/**
 * Joining as Commerce7's hosted join does, desktop and phone: date of birth,
 * the shipping state from checkout's list, a card, and the membership terms with an explicit
 * consent, to a receipt that repeats the terms and shows the card as brand and last four. Every
 * bad input is refused with its message and joins nothing; an existing customer signs in inside
 * the wizard and joins with a saved card.
 */

const continueButton = (page: Page) => wizard(page).getByRole('button', { name: 'Continue' });

/** Presses Continue on step 3 and expects the message, still on step 3. */
async function expectRefusal(page: Page, message: string | RegExp) {
  await pressEnter(continueButton(page));
  await expect(wizard(page).getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expectStep(page, 3, 'Shipping and billing');
}

test('a new visitor joins from the club page with a card and consent; each bad input is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/club/4-bottle-isosceles-only');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('4 Bottle Isosceles Only Club');
  await pressEnter(continueButton(page));
  await expectStep(page, 2, 'Your account');
  const email = uniqueEmail('club-card');
  await createAccount(page, email);

  await expectStep(page, 3, 'Shipping and billing');
  const payment = wizard(page).getByRole('group', { name: 'Payment' });
  await expect(payment.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(payment.getByLabel('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
  await expect(payment.getByLabel('Security code')).toHaveAttribute('autocomplete', 'cc-csc');
  await expect(payment.getByLabel('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
  await expect(payment.getByLabel('Card number')).toHaveAttribute('inputmode', 'numeric');

  // Under 21: refused with the reason.
  const twentyYearsAgo = new Date();
  twentyYearsAgo.setUTCFullYear(twentyYearsAgo.getUTCFullYear() - 20);
  await typeBirthDate(page, twentyYearsAgo.toISOString().slice(0, 10));
  const shipping = wizard(page).getByRole('group', { name: 'Shipping address' });
  await fillAddress(shipping, {
    'First name': 'June',
    'Last name': 'Ito',
    Address: '12 Vine Street',
    City: 'Salt Lake City',
    State: 'Utah',
    'ZIP code': '84101',
  });
  await fillCard(page, {
    'Name on card': 'June Ito',
    'Card number': '4242 4242 4242 4241',
    'Expiry (MM/YY)': '01/20',
    'Security code': '123',
  });
  await expectRefusal(page, 'You must be at least 21 years old to join.');
  // Utah: the state checkout refuses is refused here too, with the same words.
  await expect(
    wizard(page).getByText(
      'Sorry, we cannot ship wine to Utah. Please choose a shipping address in another state.',
    ),
  ).toBeVisible();
  await expect(
    wizard(page).getByText(
      'This card number looks mistyped: please check the digits (it is not a valid card number)',
    ),
  ).toBeVisible();
  await expect(
    wizard(page).getByText('This card has expired. Please use another card.'),
  ).toBeVisible();

  // Each one corrected in turn: the others stay refused until they are right.
  await typeBirthDate(page, '1980-04-02');
  await expectRefusal(page, /cannot ship wine to Utah/);
  await chooseState(shipping.getByLabel('State'), 'California');
  await typeInto(shipping.getByLabel('City'), 'Paso Robles');
  await typeInto(shipping.getByLabel('ZIP code'), '93446');
  await expectRefusal(
    page,
    'This card number looks mistyped: please check the digits (it is not a valid card number)',
  );
  await typeInto(payment.getByLabel('Card number'), '4242 4242 4242 4242');
  await expectRefusal(page, 'This card has expired. Please use another card.');
  await typeInto(payment.getByLabel('Expiry (MM/YY)'), '12 39');
  await pressEnter(continueButton(page));

  // The terms come before joining, and joining needs the consent.
  await expectStep(page, 4, 'Review and join');
  await expect(wizard(page)).toContainText('Visa ending in 4242');
  const terms = wizard(page).getByRole('region', { name: 'Membership terms' });
  await expect(terms).toContainText('renews automatically');
  await expect(terms).toContainText('charged to your card on file');
  await expect(terms).toContainText('contacting the winery');
  await pressEnter(wizard(page).getByRole('button', { name: 'Join now' }));
  await expect(
    wizard(page)
      .getByRole('alert')
      .filter({ hasText: 'Please accept the membership terms to join' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/club\/4-bottle-isosceles-only$/);
  await acceptTerms(page);
  await pressEnter(wizard(page).getByRole('button', { name: 'Join now' }));

  await expect(page).toHaveURL(/\/profile\/club-membership\/receipt\?membership=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'You joined the 4 Bottle Isosceles Only Club',
  );
  const receipt = page.getByTestId('club-receipt');
  await expect(receipt).toContainText('Visa ending in 4242');
  await expect(receipt).not.toContainText('4242 4242');
  const receiptTerms = page.getByRole('region', { name: 'Membership terms' });
  await expect(receiptTerms).toContainText('renews automatically');
  await expect(receiptTerms).toContainText('You accepted these terms on');

  // Nothing was joined by the refused attempts: one membership in the account.
  await page.goto('/profile');
  const memberships = page.getByTestId('membership');
  await expect(memberships).toHaveCount(1);
  await expect(memberships).toContainText('4 Bottle Isosceles Only Club');

  // The welcome e-mail reaches the new member with the terms they accepted and the card it charges.
  await page.goto('/local/mailbox');
  const welcome = page
    .getByRole('article', { name: `Welcome to the 4 Bottle Isosceles Only Club to ${email}` })
    .first();
  await expect(welcome).toContainText('renews automatically');
  await expect(welcome).toContainText('ending in 4242');
  await expect(welcome).not.toContainText('4242 4242');
});

test('an existing customer signs in inside the wizard and joins with their saved card', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // Desktop and phone join different clubs: one customer cannot join the same club twice.
  const slug = testInfo.project.use.isMobile ? '12-bottle-red-wines' : '4-bottle-red-wines';
  await page.goto(`/club/${slug}`);
  await pressEnter(continueButton(page));
  await expectStep(page, 2, 'Your account');
  const login = wizard(page).getByRole('region', { name: 'I have an account' });
  await typeInto(login.getByLabel('Email'), 'guest@example.com');
  await typeInto(login.getByLabel('Password'), 'Cellar-Door-21');
  // Signed in, the wizard goes on by itself (no second Continue).
  await login.getByLabel('Password').press('Enter');

  // The saved address and the saved card are offered; the card is chosen.
  await expectStep(page, 3, 'Shipping and billing');
  const savedCard = wizard(page).getByRole('radio', {
    name: 'Mastercard ending in 4444, expires 08/31',
  });
  await expect(savedCard).toBeChecked();
  const shipping = wizard(page).getByRole('group', { name: 'Shipping address' });
  await expect(shipping.getByLabel('Address', { exact: true })).toHaveValue('402 Spring Street');
  await expect(wizard(page).getByLabel('Card number')).toHaveCount(0);
  await typeBirthDate(page, '1984-09-15');
  await pressEnter(continueButton(page));

  await expectStep(page, 4, 'Review and join');
  await expect(wizard(page)).toContainText('Mastercard ending in 4444');
  await acceptTerms(page);
  await pressEnter(wizard(page).getByRole('button', { name: 'Join now' }));
  await expect(page).toHaveURL(/\/profile\/club-membership\/receipt\?membership=/);
  await expect(page.getByTestId('club-receipt')).toContainText('Mastercard ending in 4444');
  await expect(page.getByTestId('club-receipt')).toContainText('402 Spring Street');
});
