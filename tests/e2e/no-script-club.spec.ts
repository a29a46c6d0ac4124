import { expect, test } from '@playwright/test';
import { uniqueEmail, PASSWORD } from './account-support';

/**
 * The club join with scripts off (the no-script projects, desktop and phone): the club page's
 * first step sends the choice to the join page, which asks a visitor to sign in or create an
 * account and comes back to the join, then takes the rest of the wizard on one page: a refusal
 * by field with the typing kept (never the card), then the membership and its receipt.
 */

// Each step is a whole page sent and loaded again.
test.describe.configure({ timeout: 90_000 });

test('a visitor creates an account and joins a club, from the club page to the receipt', async ({
  page,
}) => {
  await page.goto('/join');
  await page
    .getByRole('main')
    .getByRole('link', { name: /6 Bottle/ })
    .first()
    .click();
  const wizard = page.getByTestId('club-wizard');
  await wizard.getByRole('radio', { name: '12 Bottles' }).check();
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Join the 12 Bottle .* Club$/);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const main = page.getByRole('main');
  await expect(main).toContainText('Please log in or create an account to join.');

  await main.getByRole('link', { name: 'Create an account' }).click();
  await main.getByLabel('First name').fill('Clara');
  await main.getByLabel('Last name').fill('Tester');
  await main.getByLabel('Email').fill(uniqueEmail('noscript-club'));
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  const form = page.getByRole('form', { name: title });
  await form.getByLabel('Address', { exact: true }).first().fill('1 Ridge Road');
  await form.getByLabel('City').first().fill('Paso Robles');
  await form.getByLabel('State').first().selectOption('CA');
  await form.getByLabel('ZIP code').first().fill('93446');
  await form.getByLabel('Date of birth').fill('1980-04-02');
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('Security code').fill('123');
  // Without the consent: refused by its field, the typing kept, the card not.
  await form.getByRole('button', { name: 'Join' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'membership terms' })).toHaveText(
    'Please accept the membership terms to join',
  );
  await expect(form.getByLabel('City').first()).toHaveValue('Paso Robles');
  await expect(form.getByLabel('Card number')).toHaveValue('');
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('checkbox', { name: /membership terms/i }).check();
  await form.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/profile\/club-membership\/receipt/);
  await expect(page.getByRole('main')).toContainText(title.replace(/^Join the /, ''));
});
