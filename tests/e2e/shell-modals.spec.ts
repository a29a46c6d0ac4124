import { expect, test } from '@playwright/test';
import { testOnSiteOfItsOwn } from './second-server';

testOnSiteOfItsOwn();

test('login modal, profile modal and logout', async ({ page, context, viewport }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();

  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toContainText('Email address is required');
  await login.getByLabel('Email').fill('member@example.com');
  await login.getByLabel('Password').fill('wrong-password');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid email or password');

  await login.getByLabel('Password').fill('Cellar-Door-21');
  await login.getByLabel('Password').press('Enter');
  await expect(login).toBeHidden();
  const token = (await context.cookies()).find((cookie) => cookie.name === 'customerToken');
  expect(token?.httpOnly).toBe(true);

  const avatar = page.getByTestId('avatar-button');
  await expect(avatar).toBeVisible();
  await avatar.click();
  const profile = page.getByTestId('profile-modal');
  await expect(profile).toBeVisible();
  // Mutually exclusive: only one dialog is open.
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await expect(profile.getByRole('link', { name: 'Manage Account' })).toHaveAttribute(
    'href',
    '/profile',
  );

  // The customer survives a reload (server-side viewer).
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('avatar-button')).toBeVisible();

  await page.getByTestId('avatar-button').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }),
  ).toBeVisible();
  expect(
    (await context.cookies()).find((cookie) => cookie.name === 'customerToken'),
  ).toBeUndefined();
  expect(viewport).toBeTruthy();
});
