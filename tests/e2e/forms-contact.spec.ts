import { expect, test } from '@playwright/test';
import {
  contactThanks,
  fillContactForm,
  submissionFor,
  watchForApiKeys,
  wholeDataLayer,
} from './forms-support';
import { uniqueEmail } from './account-support';

/**
 * The ContactForm block on /contact: every message of the empty
 * form with role alert under its field, malformed e-mail and phone, a dependent field, the info
 * modal, and a success that lands in the embedded marketing service.
 */
test('the contact form: empty, malformed, dependent field, info modal, success', async ({
  page,
}) => {
  const leaks = watchForApiKeys(page);
  await page.goto('/contact');
  const form = page.locator('[data-block="ContactForm"] form');
  await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
  await expect(form).toContainText('* indicates required fields');

  await form.getByRole('button', { name: 'Submit' }).click();
  for (const [label, message] of [
    ['First Name*', 'Please enter first name'],
    ['Last Name*', 'Please enter last name'],
    ['Email Address*', 'Please enter email address'],
    ['Topic*', 'Please choose a topic'],
    ['Message*', 'Please enter a message'],
  ] as const) {
    const field = form.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const described = await field.getAttribute('aria-describedby');
    const errorId = described?.split(' ').find((id) => id.endsWith('-error'));
    expect(errorId, `${label} points at its message`).toBeTruthy();
    const alert = page.locator(`[id="${errorId}"]`);
    await expect(alert).toHaveRole('alert');
    await expect(alert).toHaveText(message);
  }
  await expect(form.getByRole('alert').filter({ hasText: 'This field is required' })).toBeVisible(); // accept_legal
  await expect(form.getByLabel('First Name*')).toBeFocused();
  // The optional phone has no message while empty.
  await expect(form.getByText('Please enter a valid phone number (e.g. +12125552368)')).toHaveCount(
    0,
  );

  // Malformed e-mail and phone: validated when the field is left.
  await form.getByLabel('Email Address*').fill('ana@example.c');
  await form.getByLabel('Email Address*').blur();
  await expect(
    form
      .getByRole('alert')
      .filter({ hasText: 'Please provide a valid email address (eg: name@example.com)' }),
  ).toBeVisible();
  await form.getByLabel('Phone Number').fill('555-1234');
  await form.getByLabel('Phone Number').blur();
  await expect(
    form
      .getByRole('alert')
      .filter({ hasText: 'Please enter a valid phone number (e.g. +12125552368)' }),
  ).toBeVisible();

  // The order number shows only for the order topic, with its info modal.
  await expect(form.getByLabel('Order number')).toHaveCount(0);
  await form.getByLabel('Topic*').selectOption('order');
  await expect(form.getByLabel('Order number')).toBeVisible();
  await form.getByRole('button', { name: 'Where do I find it?' }).click();
  const info = page.getByRole('dialog', { name: 'Where do I find it?' });
  await expect(info).toBeVisible();
  await expect(info).toContainText('order confirmation e-mail');
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();

  // Put everything right and send.
  const email = uniqueEmail('contact');
  await form.getByLabel('First Name*').fill('Ana');
  await form.getByLabel('Last Name*').fill('Perez');
  await form.getByLabel('Email Address*').fill(email);
  await form.getByLabel('Phone Number').fill('(212) 555-2368');
  await form.getByLabel('Order number').fill('10042');
  await form.getByLabel('Message*').fill('Where is my order?');
  await form.getByRole('checkbox', { name: /Privacy Policy and Terms of Use/ }).check();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(contactThanks(page)).toBeVisible();

  const stored = await submissionFor(email);
  expect(stored).toMatchObject({
    kind: 'contact',
    payload: {
      form_id: 'contact-general',
      form_type: 'contact',
      fields: {
        first_name: 'Ana',
        last_name: 'Perez',
        user_email: email,
        phone_number: '(212) 555-2368',
        topic: 'order',
        order_number: '10042',
        message: 'Where is my order?',
        accept_legal: 'true',
        form_id: 'contact-general',
      },
    },
  });
  // The embedded environment tracks nothing: no data layer at all, whatever the event. This
  // event is checked on a stage server in analytics-events.spec.ts.
  expect(await wholeDataLayer(page)).toBeUndefined();
  expect(leaks).toEqual([]);
});

test('a bot that fills the honeypot is turned away with a clear message and nothing is stored', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.locator('[data-block="ContactForm"] form');
  const email = uniqueEmail('forged');
  await fillContactForm(form, { email, topic: 'visit', message: 'Hello' });
  // A bot fills the honeypot: the server turns it away with a clear message.
  await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, 'https://spam.example');
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    form
      .getByRole('alert')
      .filter({ hasText: 'Sorry, this submission looks automated and was not sent.' }),
  ).toBeVisible();
  expect(await submissionFor(email)).toBeUndefined();
});

test('the events page has an event sign-up form that sends its source', async ({ page }) => {
  await page.goto('/visit/events');
  const form = page.locator('[data-block="ContactForm"] form');
  await expect(page.getByRole('heading', { name: 'Sign up for an event' })).toBeVisible();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    form.getByRole('alert').filter({ hasText: 'Please enter a valid date' }),
  ).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: 'Please choose an event' })).toBeVisible();
  // Too young for the age range.
  const tooYoung = new Date();
  tooYoung.setFullYear(tooYoung.getFullYear() - 18);
  // On a busy machine the press can outlast the wait for scripts and post natively: the answer
  // is a fresh page, and a blur before it hydrates reaches no listener, so leave the field again
  // until the check has run.
  const dateOfBirth = form.getByLabel('Date of Birth*');
  await expect(async () => {
    await dateOfBirth.fill(tooYoung.toISOString().slice(0, 10));
    await dateOfBirth.blur();
    await expect(
      form
        .getByRole('alert')
        .filter({ hasText: 'Please enter a date within the date picker range' }),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass();
});

test('what a visitor types before the page is interactive is kept and sent', async ({ page }) => {
  // A slow phone: the form is in the HTML, but the page's scripts have not arrived yet.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.locator('[data-block="ContactForm"] form');
  const email = uniqueEmail('early');
  await fillContactForm(form, { email, topic: 'visit', message: 'Typed early' });

  release();
  // Interactive: the header marks the current page only once its code runs.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.waitForLoadState('networkidle');
  // One more keystroke after hydration re-renders the form: the early values must survive it.
  await form.getByLabel('Message*').press('End');
  await form.getByLabel('Message*').pressSequentially('!');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(contactThanks(page)).toBeVisible();
  expect(await submissionFor(email)).toMatchObject({
    payload: {
      fields: {
        first_name: 'Ana',
        last_name: 'Perez',
        user_email: email,
        topic: 'visit',
        message: 'Typed early!',
        accept_legal: 'true',
      },
    },
  });
});

test('a submit sent before the scripts ran comes back with the focus on the first problem', async ({
  page,
}) => {
  // The first load's scripts fail, so the empty form posts itself; the answer's page runs them.
  let scriptsFail = true;
  await page.route('**/_next/static/chunks/*.js', (route) =>
    scriptsFail ? route.abort() : route.continue(),
  );
  await page.goto('/contact');
  const form = page.locator('[data-block="ContactForm"] form');
  const posted = page.waitForRequest((request) => request.method() === 'POST');
  await form.getByRole('button', { name: 'Submit' }).click();
  scriptsFail = false;
  await posted;
  await expect(
    form.getByRole('alert').filter({ hasText: 'Please enter first name' }),
  ).toBeVisible();
  await expect(form.getByLabel('First Name*')).toBeFocused();
  // The fields say what is wrong; nothing says the message could not be sent.
  await expect(form.getByText(/could not be sent/)).toHaveCount(0);
});
