import { expect, test, type Locator } from '@playwright/test';
import { submissionFor, watchForApiKeys, wholeDataLayer } from './forms-support';
import { uniqueEmail } from './account-support';

/**
 * The e-mail sign-up: the footer's 'STAY IN TOUCH' form and the
 * FormEmailSignup block on /learn, through the empty, malformed, missing-consent, processing and
 * success states, landing in the embedded marketing service.
 */
async function expectAlerts(form: Locator, messages: string[]) {
  for (const message of messages) {
    await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
}

test('the FormEmailSignup block validates, shows Processing, succeeds and sends email, email-opt-in, legal and consent', async ({
  page,
}) => {
  const leaks = watchForApiKeys(page);
  await page.goto('/learn');
  const form = page.getByRole('form', { name: 'Learn with us' });
  await expect(form).toBeVisible();
  await expect(form).toContainText('* indicates required fields');
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(form.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
    'href',
    '/terms-of-use',
  );
  const submit = form.getByRole('button', { name: 'Submit' });

  // Empty: every message, each announced, and no native browser bubble (noValidate).
  await expect(form).toHaveAttribute('novalidate', '');
  await submit.click();
  await expectAlerts(form, [
    'Email Address is required.',
    'Marketing consent is required.',
    'Privacy policy and Terms of Use consent is required.',
  ]);
  await expect(form.getByLabel('Email Address*')).toBeFocused();

  // Malformed e-mail.
  await form.getByLabel('Email Address*').fill('ana@example');
  await submit.click();
  await expectAlerts(form, ['Please enter a valid email address (i.e., name@example.com)']);

  // Good e-mail, consents missing one by one.
  const email = uniqueEmail('block-signup');
  await form.getByLabel('Email Address*').fill(email);
  await form
    .getByLabel('Yes, I would like to receive the monthly Isosceles Ridge letter.*')
    .check();
  await submit.click();
  await expectAlerts(form, ['Privacy policy and Terms of Use consent is required.']);
  await expect(form.getByText('Marketing consent is required.')).toHaveCount(0);

  // Processing while the server action runs, then the success message replaces the form.
  await form.getByRole('checkbox', { name: /Privacy Policy and Terms of Use/ }).check();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/learn', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await submit.click();
  const processing = form.getByRole('button', { name: 'Processing' });
  await expect(processing).toBeDisabled();
  release();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for subscribing!' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Processing' })).toHaveCount(0);

  const stored = await submissionFor(email);
  expect(stored).toMatchObject({
    kind: 'newsletter',
    payload: { email, 'email-opt-in': true, legal: true, consent: true },
  });
  // The embedded environment tracks nothing: no data layer at all, whatever the event. This
  // event is checked on a stage server in analytics-events.spec.ts.
  expect(await wholeDataLayer(page)).toBeUndefined();
  expect(leaks).toEqual([]);
  expect(await page.content()).not.toContain('local-marketing-key');
});

test('the footer sign-up works by keyboard alone and lands in the marketing service', async ({
  page,
}) => {
  const leaks = watchForApiKeys(page);
  await page.goto('/visit');
  const footer = page.getByRole('contentinfo');
  const form = footer.getByRole('form', { name: 'STAY IN TOUCH' });
  const email = uniqueEmail('footer-signup');
  await form.getByLabel('Email Address*').fill(email);
  await page.keyboard.press('Tab');
  await expect(
    form.getByLabel('Yes, I would like to subscribe to updates from Isosceles Ridge.*'),
  ).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await form.getByLabel('Email Address*').press('Enter');
  await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing!');
  expect(await submissionFor(email)).toMatchObject({
    kind: 'newsletter',
    payload: { email, 'email-opt-in': true, legal: true, consent: true },
  });
  expect(leaks).toEqual([]);
});

test('a failing newsletter service keeps the form and shows the error message', async ({
  page,
}) => {
  await page.goto('/learn');
  const form = page.getByRole('form', { name: 'Learn with us' });
  // The failure comes from the browser side of the call: the action request itself fails.
  await page.route('**/learn', (route) =>
    route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
  );
  await form.getByLabel('Email Address*').fill(uniqueEmail('fail'));
  await form.getByLabel(/monthly Isosceles Ridge letter/).check();
  await form.getByRole('checkbox', { name: /Privacy Policy and Terms of Use/ }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    form
      .getByRole('alert')
      .filter({ hasText: 'Oops, something went wrong! Please try again later.' }),
  ).toBeVisible();
  await expect(form.getByLabel('Email Address*')).toBeVisible();
  // The embedded environment tracks nothing: no data layer at all, whatever the event. This
  // event is checked on a stage server in analytics-events.spec.ts.
  expect(await wholeDataLayer(page)).toBeUndefined();
});
