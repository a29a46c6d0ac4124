import { expect, test } from '@playwright/test';
import { contactThanks, fillContactForm, submissions, watchForApiKeys } from './forms-support';
import { uniqueEmail } from './account-support';
import { openPhoneMenu } from './shell-support';

/**
 * A new visitor's sign-up journey, on desktop and on a phone, through the interface only: from
 * the home page to the contact page by the main navigation, a message sent with the contact form,
 * then the newsletter from the footer. Everything lands in the embedded marketing service and no
 * request from the browser ever carries an API key.
 */
test('a visitor writes to the winery and subscribes to its news', async ({ page }) => {
  const leaks = watchForApiKeys(page);
  const email = uniqueEmail('journey');
  await page.goto('/');

  await openPhoneMenu(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact' })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/contact$/);

  const form = page.locator('[data-block="ContactForm"] form');
  await fillContactForm(form, {
    firstName: 'Journey',
    lastName: 'Visitor',
    email,
    topic: 'club',
    message: 'How do I join the Wine Society?',
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(contactThanks(page)).toBeVisible();

  const footer = page.getByRole('contentinfo');
  const signup = footer.getByRole('form', { name: 'STAY IN TOUCH' });
  await signup.getByLabel('Email Address*').fill(email);
  await signup.getByLabel(/Yes, I would like to subscribe to updates from/).check();
  await signup.getByRole('checkbox', { name: /Privacy Policy and Terms of Use/ }).check();
  await signup.getByRole('button', { name: 'Submit' }).click();
  await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing!');

  // Newest first: the sign-up came after the message.
  const mine = (await submissions()).filter((submission) =>
    JSON.stringify(submission.payload).includes(email),
  );
  expect(mine.map((submission) => submission.kind)).toEqual(['newsletter', 'contact']);
  expect(leaks).toEqual([]);
});
