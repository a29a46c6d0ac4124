import { expect, test } from '@playwright/test';
import { contactThanks, fillContactForm, submissionFor } from './forms-support';
import { uniqueEmail } from './account-support';

/**
 * The sign-up and contact forms with scripts off (no-script projects): each a plain form post to
 * the same server action as the script path; the page comes back with the messages by field, or
 * with the success message in place of the form.
 */

test('the sign-up block shows its messages, then signs up, without scripts', async ({ page }) => {
  await page.goto('/learn');
  const form = page.getByRole('form', { name: 'Learn with us' });
  await form.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Email Address is required.',
    'Marketing consent is required.',
    'Privacy policy and Terms of Use consent is required.',
  ])
    await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible();

  const email = uniqueEmail('no-script-signup');
  await form.getByLabel('Email Address*').fill(email);
  await form
    .getByLabel('Yes, I would like to receive the monthly Isosceles Ridge letter.*')
    .check();
  await form.getByRole('checkbox', { name: /Privacy Policy and Terms of Use/ }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for subscribing!' }),
  ).toBeVisible();
  expect(await submissionFor(email)).toMatchObject({
    kind: 'newsletter',
    payload: { email, 'email-opt-in': true, legal: true, consent: true },
  });
});

test('the contact form shows its messages by field, then sends, without scripts', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.locator('[data-block="ContactForm"] form');
  await form.getByRole('button', { name: 'Submit' }).click();
  for (const message of ['Please enter first name', 'Please enter a message'])
    await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible();

  const email = uniqueEmail('no-script-contact');
  await fillContactForm(form, { email, topic: 'visit', message: 'Do you host weddings?' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(contactThanks(page)).toBeVisible();
  expect(await submissionFor(email)).toMatchObject({
    kind: 'contact',
    payload: {
      fields: { first_name: 'Ana', message: 'Do you host weddings?', accept_legal: 'true' },
    },
  });
});
