import { expect, test } from '@playwright/test';
import { followMailboxLink, logInByKeyboard, newCustomer, PASSWORD } from './account-support';
import { testOnSiteOfItsOwn } from './second-server';

testOnSiteOfItsOwn();

const cartButton = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('button', { name: /item\(s\) in cart/ });

test('logs in on /profile/login by keyboard, sees Manage Account and logs out', async ({
  page,
}) => {
  const { email, firstName } = await newCustomer('keys');
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Member Login' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member Login');
  // The same three ways on as the modal.
  for (const name of ['Forgot password?', 'E-mail me a sign-in link', 'Create an account'])
    await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();

  await logInByKeyboard(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Account');
  await expect(page.getByRole('main')).toContainText(email);
  await expect(page.getByRole('main')).toContainText(`${firstName} Tester`);

  // Log out lands on a page that says it worked, not a bare "Please log in".
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member Login');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'You have been logged out. Log in again below, or keep shopping.',
  );
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'customerToken')).toBeUndefined();
});

test('a wrong password shows an alert and sets no cookie', async ({ page }) => {
  await page.goto('/profile/login');
  await logInByKeyboard(page, 'member@example.com', 'not-the-password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/profile\/login$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'customerToken')).toBeUndefined();
});

test('/profile asks an anonymous visitor to log in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Account');
  await expect(page.getByText('Please log in to manage your account.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('resets a forgotten password through the local mailbox', async ({ page }) => {
  const { email } = await newCustomer('reset');
  await page.goto('/profile/login');
  await page.getByRole('main').getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password');
  await page
    .getByRole('main')
    .getByLabel('Email', { exact: true })
    .filter({ visible: true })
    .fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `If an account exists for ${email}`,
  );

  await followMailboxLink(page, 'Reset your password', email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  // The rules are enforced with a clear message, and nothing changes.
  await page
    .getByRole('main')
    .getByLabel('New password', { exact: true })
    .filter({ visible: true })
    .fill('short');
  await page
    .getByRole('main')
    .getByLabel('Repeat the new password', { exact: true })
    .filter({ visible: true })
    .fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('main')).toContainText('Password must be at least 8 characters');
  await page
    .getByRole('main')
    .getByLabel('New password', { exact: true })
    .filter({ visible: true })
    .fill('Vintage-2025');
  await page
    .getByRole('main')
    .getByLabel('Repeat the new password', { exact: true })
    .filter({ visible: true })
    .fill('Vintage-2025');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your password has been changed. You can log in with it now.',
  );

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await logInByKeyboard(page, email, 'Vintage-2025');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Account');
});

test('signs in by a magic link from the local mailbox, once', async ({ page }) => {
  const { email, firstName } = await newCustomer('magic');
  await page.goto('/profile/login');
  await page.getByRole('main').getByRole('link', { name: 'E-mail me a sign-in link' }).click();
  // The login page has an Email field too: type only once the new page is there.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail me a sign-in link');
  await page
    .getByRole('main')
    .getByLabel('Email', { exact: true })
    .filter({ visible: true })
    .fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('sign-in link');

  await followMailboxLink(page, 'Your sign-in link', email);
  await expect(page).toHaveURL(/magicLinkToken=/);
  const link = page.url();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Account');
  await expect(page.getByRole('main')).toContainText(`${firstName} Tester`);

  // Single use: the same link again is refused.
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This sign-in link is invalid or has expired',
  );
});

test('a stale cartId cookie is cleared and the header reads 0 items', async ({ page, context }) => {
  const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
  // A cart id always comes with its count hint (server/cookies.ts); the cart behind this
  // one is gone, so the session sync the hint asks for clears both.
  await context.addCookies([
    {
      name: 'cartId',
      value: '00000000-0000-4000-8000-000000000000',
      domain: url.hostname,
      path: '/',
      httpOnly: true,
    },
    { name: 'cartCount', value: '2', domain: url.hostname, path: '/' },
  ]);
  await page.goto('/');
  await expect(cartButton(page)).toHaveAccessibleName(
    '0 item(s) in cart - click to open sidebar cart',
  );
  await expect
    .poll(async () =>
      (await context.cookies()).some((cookie) => ['cartId', 'cartCount'].includes(cookie.name)),
    )
    .toBe(false);
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName(
    '0 item(s) in cart - click to open sidebar cart',
  );
});
