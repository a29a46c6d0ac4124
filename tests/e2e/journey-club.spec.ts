import { expect, test } from '@playwright/test';
import { uniqueEmail } from './account-support';
import {
  acceptTerms,
  createAccount,
  expectStep,
  fillAddress,
  fillCard,
  fillJoinDetails,
  typeBirthDate,
  pressEnter,
  wizard,
} from './club-support';
import { purchasePanel } from './cart-support';

/**
 * Joining the club as a new visitor, desktop and phone: from the home page to the club hero on
 * /join, through the four wizard steps with the keyboard, to the club confirmation, and on to a
 * product page at member prices. Then a subscription sign-up from the /join clubs list.
 */

test('a new visitor finds a club from the home page, joins a 6-bottle red club by keyboard and shops at member prices', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await pressEnter(page.getByRole('link', { name: 'Join the Wine Society' }).first());
  await expect(page).toHaveURL(/\/join$/);

  // The club hero: Red Wines and 4 Bottles are chosen first; the arrow key moves to 6 Bottles.
  const hero = page.getByRole('region', { name: 'Join the Wine Society' });
  await expect(hero.getByRole('radio', { name: 'Red Wines' })).toBeChecked();
  await hero.getByRole('radio', { name: '4 Bottles' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(hero.getByRole('radio', { name: '6 Bottles' })).toBeChecked();
  const join = hero.getByRole('link', { name: 'Join Now' });
  await expect(join).toHaveAttribute('href', '/club/6-bottle-red-wines');
  await pressEnter(join);

  await expect(page).toHaveURL(/\/club\/6-bottle-red-wines$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('6 Bottle Red Wines Club');
  await expectStep(page, 1, 'Your club');
  await expect(wizard(page).getByRole('radio', { name: '6 Bottles' })).toBeChecked();
  await expect(wizard(page).getByRole('radio', { name: 'Red Wines' })).toBeChecked();
  await pressEnter(wizard(page).getByRole('button', { name: 'Continue' }));

  await expectStep(page, 2, 'Your account');
  const email = uniqueEmail('club-red');
  // The new account leads straight on to step 3 (no second Continue), and the name it was made
  // with is the shipping address's and the card's, still editable.
  await createAccount(page, email);
  const shipping = wizard(page).getByRole('group', { name: 'Shipping address' });
  await expect(shipping.getByLabel('First name', { exact: true })).toHaveValue('June');
  await expect(shipping.getByLabel('Last name', { exact: true })).toHaveValue('Ito');
  const payment = wizard(page).getByRole('group', { name: 'Payment' });
  await expect(payment.getByLabel('Name on card', { exact: true })).toHaveValue('June Ito');
  await expect(payment.getByLabel('Name on card', { exact: true })).toBeEditable();

  await expectStep(page, 3, 'Shipping and billing');
  // Nothing else filled in: clear messages under the fields, and no move.
  await pressEnter(wizard(page).getByRole('button', { name: 'Continue' }));
  await expect(wizard(page).getByText('Address is required')).toBeVisible();
  await expect(wizard(page).getByText('ZIP code is required')).toBeVisible();
  await expectStep(page, 3, 'Shipping and billing');
  await fillJoinDetails(page);
  // Enter in the last field submits the step.
  await wizard(page).getByLabel('Security code').press('Enter');

  await expectStep(page, 4, 'Review and join');
  await expect(wizard(page)).toContainText('6 Bottle Red Wines Club');
  await expect(wizard(page)).toContainText(email);
  await expect(wizard(page)).toContainText('12 Vine Street');
  await expect(wizard(page)).toContainText('Visa ending in 4242');
  await acceptTerms(page);
  await pressEnter(wizard(page).getByRole('button', { name: 'Join now' }));

  await expect(page).toHaveURL(/\/profile\/club-membership\/receipt\?membership=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'You joined the 6 Bottle Red Wines Club',
  );
  const receipt = page.getByTestId('club-receipt');
  await expect(receipt).toContainText('Next shipment');
  await expect(receipt).toContainText('Paso Robles');
  await expect(page.locator('[data-referral-embed]')).toHaveAttribute(
    'data-page-type',
    'clubConfirmation',
  );

  // Straight away a member: club price without the Wine Society label.
  await pressEnter(page.getByRole('link', { name: 'Shop at member prices' }));
  await expect(page).toHaveURL(/\/collection\/all$/);
  await pressEnter(page.getByRole('link', { name: 'Apex Cabernet Sauvignon 2022' }).first());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apex Cabernet Sauvignon 2022');
  const price = purchasePanel(page).getByTestId('price');
  await expect(price).toHaveText(/Your member price \$54\.40\s*Retail price \$68\.00$/);
  await expect(price).not.toContainText('Wine Society');
});

test('a new visitor signs up for a subscription from the clubs list, and a second sign-up is refused', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await pressEnter(page.getByRole('link', { name: 'Join the Wine Society' }).first());
  await expect(page.locator('#clubs-list')).toBeAttached();

  const hero = page.getByRole('region', { name: 'Cabernet Sauvignon Subscription', exact: true });
  await hero.getByRole('radio', { name: '12 Bottles' }).check();
  await hero.getByRole('radio', { name: '2 Months' }).check();
  await expect(hero).toContainText('$576 per delivery');
  const subscribe = hero.getByRole('link', { name: 'Subscribe to Cabernet Sauvignon' });
  // Subscription URLs are absolute, from the site's web URL.
  const baseURL = test.info().project.use.baseURL ?? '';
  await expect(subscribe).toHaveAttribute(
    'href',
    `${baseURL}/club/12-bottle-cabernet-sauvignon-subscription-2-month`,
  );
  await pressEnter(subscribe);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '12 Bottle Cabernet Sauvignon Subscription, Every 2 Months',
  );
  await expect(wizard(page).getByRole('radio', { name: '2 Months' })).toBeChecked();
  await pressEnter(wizard(page).getByRole('button', { name: 'Continue' }));
  await createAccount(page, uniqueEmail('club-subscription'));

  await typeBirthDate(page, '1980-04-02');
  await fillAddress(wizard(page).getByRole('group', { name: 'Shipping address' }));
  await wizard(page).getByLabel('Billing address is the same as shipping').uncheck();
  await fillAddress(wizard(page).getByRole('group', { name: 'Billing address' }), {
    'First name': 'June',
    'Last name': 'Ito',
    Address: '400 Main Street',
    City: 'Cambria',
    State: 'California',
    'ZIP code': '93428',
  });
  await fillCard(page);
  await pressEnter(wizard(page).getByRole('button', { name: 'Continue' }));

  await expectStep(page, 4, 'Review and join');
  await expect(wizard(page)).toContainText('400 Main Street');
  await acceptTerms(page);
  await pressEnter(wizard(page).getByRole('button', { name: 'Start my subscription' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'You joined the 12 Bottle Cabernet Sauvignon Subscription, Every 2 Months',
  );

  // Back to the same subscription: already a member, clearly refused.
  await page.goBack();
  await expectStep(page, 1, 'Your club');
  await pressEnter(wizard(page).getByRole('button', { name: 'Continue' }));
  await expect(wizard(page).getByText(/^Signed in as June Ito/)).toBeVisible();
  await pressEnter(wizard(page).getByRole('button', { name: 'Continue' }));
  // Signed in: the address and the card of the first sign-up are offered again.
  await expect(
    wizard(page).getByRole('radio', { name: /Visa ending in 4242, expires 12\/39/ }),
  ).toBeChecked();
  await fillAddress(wizard(page).getByRole('group', { name: 'Shipping address' }));
  await pressEnter(wizard(page).getByRole('button', { name: 'Continue' }));
  await acceptTerms(page);
  await pressEnter(wizard(page).getByRole('button', { name: 'Start my subscription' }));
  await expect(wizard(page).getByRole('alert')).toHaveText(
    'You are already a member of the 12 Bottle Cabernet Sauvignon Subscription, Every 2 Months.',
  );
});
