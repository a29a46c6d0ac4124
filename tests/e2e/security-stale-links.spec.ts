import { expect, test, type Page } from '@playwright/test';
import { logInByKeyboard, newCustomer, PASSWORD } from './account-support';

/**
 * Sign-in and reset links e-mailed before a change of password once still worked after it (a
 * sign-in link signed the account in, a reset link set a new password). After a
 * change from the account, and after a reset by a newer link, every link sent before is void.
 */

const COMMERCE = `http://127.0.0.1:${process.env.E2E_COMMERCE_PORT ?? 4199}/v1`;
const HEADERS = { tenant: 'local-winery', 'content-type': 'application/json' };

async function post(path: string, body: unknown) {
  const reply = await fetch(`${COMMERCE}/${path}`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify(body),
  });
  expect(reply.status, path).toBeLessThan(300);
}

/** The link of the newest e-mail with this subject to this address. */
async function newestLink(email: string, subject: string): Promise<string> {
  const reply = await fetch(`${COMMERCE}/outbox?limit=200`, { headers: HEADERS });
  const { emails } = (await reply.json()) as {
    emails: { to: string; subject: string; link: string | null }[];
  };
  const link = emails.find((mail) => mail.to === email && mail.subject === subject)?.link;
  if (!link) throw new Error(`no "${subject}" to ${email}`);
  return link;
}

/** One sign-in link and one reset link, pending. */
async function pendingLinks(email: string, baseURL: string) {
  await post('customer/generate-magic-link', { email, redirectUrl: `${baseURL}/profile/login` });
  await post('customer/generate-reset-password-link', { email });
  return {
    signIn: await newestLink(email, 'Your sign-in link'),
    reset: await newestLink(email, 'Reset your password'),
  };
}

async function setNewPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  const main = page.getByRole('main');
  await main.getByLabel('New password', { exact: true }).fill(password);
  await main.getByLabel('Repeat the new password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Set new password' }).click();
}

const CHANGES = {
  'a change of password from the account': async (page: Page, email: string) => {
    await page.goto('/profile/login');
    await logInByKeyboard(page, email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Account');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill('Changed-Cellar-38');
    await form.getByLabel('Confirm new password', { exact: true }).fill('Changed-Cellar-38');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toHaveText('Your password is changed.');
    await page.context().clearCookies({ name: 'customerToken' });
  },
  'a reset by a newer link': async (page: Page, email: string) => {
    await post('customer/generate-reset-password-link', { email });
    await setNewPassword(page, await newestLink(email, 'Reset your password'), 'Changed-Cellar-38');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your password has been changed. You can log in with it now.',
    );
  },
};

for (const [change, carryOut] of Object.entries(CHANGES)) {
  test(`after ${change}, links sent before it no longer work`, async ({ page, baseURL }) => {
    const { email } = await newCustomer('stale-links');
    const before = await pendingLinks(email, baseURL!);
    await carryOut(page, email);

    await page.goto(before.signIn);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This sign-in link is invalid or has expired. Ask for a new one below.',
    );
    await setNewPassword(page, before.reset, 'Taken-Over-666');
    await expect(page.getByRole('main').getByRole('alert').first()).toContainText(
      'This link is invalid or has expired',
    );
    // The password is the one the change set, not the old link's.
    await page.goto('/profile/login');
    await logInByKeyboard(page, email, 'Changed-Cellar-38');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Account');
  });
}
