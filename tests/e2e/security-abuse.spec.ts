import { networkInterfaces } from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import { confirmedVisitor } from './confirmed-visitor';
import { logInByKeyboard, newCustomer, PASSWORD, uniqueEmail } from './account-support';
import { SUITE_PORT, secondServer, startStageWithRealLimits } from './second-server';
import { actionId } from './server-actions';

/**
 * Access and abuse, and bad input answering 4xx, never 5xx, on the wire: an open
 * redirect after sign-in, per-client limits that a forged X-Forwarded-For cannot reset, the local
 * mailbox and unknown club receipts as real 404s, and action calls the framework would answer
 * with a 500. The limits and the mailbox are checked on a second server as `stage` with the real
 * allowances (the suite's own server raises them).
 */

const EVIL = /evil\.example/;
const stage = secondServer(SUITE_PORT + 9);

/** Calls a server action over HTTP the way React does; the answer's status and text. */
async function callAction(
  base: string,
  name: string,
  body: BodyInit,
  headers: Record<string, string> = {},
) {
  const reply = await fetch(`${base}/`, {
    method: 'POST',
    headers: {
      'next-action': actionId(name),
      accept: 'text/x-component',
      'content-type': 'text/plain;charset=UTF-8',
      origin: base,
      ...headers,
    },
    body,
    redirect: 'manual',
    // A ReadableStream body (chunked, no Content-Length) needs this in Node's fetch.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: reply.status, text: await reply.text() };
}

async function blockEvil(page: Page) {
  await page.route(
    (url) => EVIL.test(url.hostname),
    (route) => route.abort(),
  );
}

test.describe('sign-in never leads off the site', () => {
  test('login with next=/.//evil.example/steal ends on /profile of this site', async ({
    page,
    baseURL,
  }) => {
    await blockEvil(page);
    const { email } = await newCustomer('next-login');
    await page.goto('/profile/login?next=%2F.%2F%2Fevil.example%2Fsteal');
    await logInByKeyboard(page, email, PASSWORD);
    await expect(page).toHaveURL(`${baseURL}/profile`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Account');
  });

  test('create account with next=/.//evil.example/steal ends on /profile of this site', async ({
    page,
    baseURL,
  }) => {
    await blockEvil(page);
    await page.goto('/profile/create-account?next=%2F.%2F%2Fevil.example%2Fsteal');
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('First name').fill('Nora');
    await form.getByLabel('Last name').fill('Next');
    await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('next-create'));
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`${baseURL}/profile`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Account');
  });

  test('create account for a taken address does not say so; its owner gets a link', async ({
    page,
  }) => {
    const { email } = await newCustomer('taken');
    await page.goto('/profile/create-account');
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('First name').fill('Someone');
    await form.getByLabel('Last name').fill('Else');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill('Another-Pass-9');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      `We have sent an e-mail to ${email} with a link to continue.`,
    );
    await expect(page.getByText(/already exists/i)).toHaveCount(0);
    await page.goto('/local/mailbox');
    await expect(
      page.getByRole('article', { name: `Your sign-in link to ${email}` }).first(),
    ).toBeVisible();
  });
});

test.describe('limits and local pages on a stage server', () => {
  test.use({ storageState: confirmedVisitor(stage.url) });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await startStageWithRealLimits(stage);
  });
  test.afterAll(async () => {
    await stage.stop();
  });

  test('a new X-Forwarded-For per request does not pass the per-client order-lookup limit', async () => {
    const answers: string[] = [];
    // Five tries an hour per e-mail and twenty per client address (server/security/rate-limit.ts).
    for (let i = 0; i < 21; i += 1) {
      const { status, text } = await callAction(
        stage.url,
        'lookupOrder',
        JSON.stringify([{ email: `walker${i}@example.com`, orderNumber: '1000', zipCode: '' }]),
        { 'x-forwarded-for': `198.51.${i}.${i + 1}` },
      );
      expect(status).toBe(200);
      answers.push(text);
    }
    for (const [i, text] of answers.slice(0, 20).entries())
      expect(text, `lookup ${i}`).toContain('We could not find an order');
    expect(answers[20]).toContain('Too many attempts. Please wait a few minutes and try again.');
  });

  test('the local mailbox is a real 404 outside local and development', async ({ request }) => {
    const reply = await request.get(`${stage.url}/local/mailbox`);
    expect(reply.status()).toBe(404);
    expect(await reply.text()).not.toContain('Local mailbox');
  });
});

/** This machine's address on a network interface (the server listens on all of them). */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

test('the local mailbox answers this machine only, whatever X-Forwarded-For says', async ({
  request,
}) => {
  const local = await request.get('/local/mailbox');
  expect(local.status()).toBe(200);
  expect(await local.text()).toContain('Local mailbox');
  // A client-written list is not believed: a 404 rather than trusting it either way.
  expect(
    (
      await request.get('/local/mailbox', { headers: { 'x-forwarded-for': '203.0.113.9' } })
    ).status(),
  ).toBe(404);

  test.skip(!lanAddress, 'no network interface besides loopback');
  const remote = `http://${lanAddress}:${SUITE_PORT}/local/mailbox`;
  const fromNetwork = await request.get(remote);
  expect(fromNetwork.status()).toBe(404);
  expect(await fromNetwork.text()).not.toContain('mailbox-title');
  // Forging loopback gets past the proxy (it cannot see the socket), never past the handler,
  // which answers a real 404 with nothing of the mailbox (not 200 "Page not found" with the
  // title "Local mailbox").
  const forged = await request.get(remote, { headers: { 'x-forwarded-for': '127.0.0.1' } });
  expect(forged.status()).toBe(404);
  const html = await forged.text();
  expect(html).not.toContain('Local mailbox');
  expect(html).not.toContain('mailbox-title');
  expect(html).not.toContain('No e-mails yet');
});

test('an unknown or missing club membership receipt is a real 404', async ({ request }) => {
  for (const path of [
    '/profile/club-membership/receipt?membership=no-such-membership',
    '/profile/club-membership/receipt?membership=%00',
    '/profile/club-membership/receipt',
  ]) {
    const reply = await request.get(path, { maxRedirects: 0 });
    expect(reply.status(), path).toBe(404);
  }
});

test.describe('action calls the framework would answer with a 500 get a 4xx', () => {
  test('a foreign Origin: 403', async ({ baseURL }) => {
    const { status } = await callAction(baseURL!, 'login', '[]', {
      origin: 'https://evil.example',
    });
    expect(status).toBe(403);
  });

  test('bodies over 1 MB, declared or chunked: 413', async ({ baseURL }) => {
    for (const size of [1024 * 1024 + 16, 5 * 1024 * 1024]) {
      const { status } = await callAction(baseURL!, 'login', `["${'x'.repeat(size)}"]`);
      expect(status, `${size} bytes`).toBe(413);
    }
    // Chunked: no Content-Length, the size is only known while reading.
    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 5 * 1024 * 1024) return controller.close();
        sent += 256 * 1024;
        controller.enqueue(new Uint8Array(256 * 1024).fill(0x20));
      },
    });
    const reply = await callAction(baseURL!, 'login', chunked);
    expect(reply.status).toBe(413);
  });

  test('multipart with dangling references: 400', async ({ request, baseURL }) => {
    for (const root of ['["$K1"]', '[{"email":"$1"}]', '["$B1"]']) {
      const reply = await request.post(`${baseURL}/`, {
        headers: {
          'next-action': actionId('login'),
          accept: 'text/x-component',
          origin: baseURL!,
        },
        multipart: { '0': root },
      });
      expect(reply.status(), root).toBe(400);
    }
  });
});

test('guest order lookup needs the ZIP code besides the e-mail and the order number', async ({
  page,
}) => {
  // The seeded order #1000 of member@example.com ships to 93465 (local-commerce/seed).
  await page.goto('/profile/order-lookup');
  const main = page.getByRole('main');
  await main.getByLabel('Email used at checkout').fill('member@example.com');
  await main.getByLabel('Order number').fill('1000');
  await main.getByLabel('Billing ZIP code').fill('10001');
  await main.getByRole('button', { name: 'Find my order' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'We could not find an order with that e-mail, order number and ZIP code.',
  );
  await main.getByLabel('Billing ZIP code').fill('93465');
  await main.getByRole('button', { name: 'Find my order' }).click();
  await expect(page).toHaveURL(/\/profile\/order-receipt\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order #1000');
});
