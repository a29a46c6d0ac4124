import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { logInByKeyboard, newCustomer, PASSWORD } from './account-support';
import { confirmedVisitor } from './confirmed-visitor';
import { startLoopbackHost, type LoopbackHost } from './loopback-host';
import { secondServer, SUITE_COMMERCE_PORT, SUITE_PORT } from './second-server';
import { fillCheckout } from './checkout-support';
import { addToCartButton, purchasePanel } from './cart-support';

/**
 * What leaves the server in telemetry: never what must not leave the server, and the metrics an
 * operator can alert on. A second server on the suite's build runs as
 * `stage` with Sentry and OTLP both on, each pointed at a collector on loopback started here that
 * keeps every byte it is sent. A shopper signs in, checks out with a card and resets the password
 * through the interface; then nothing the collectors received (raw, and decoded) may hold the
 * password, the card number, the CVV, the reset token, the e-mail, the cart, customer or order id,
 * and the server's own log neither. The collectors must have received spans, metrics and Sentry
 * events, and Sentry's trace id must be one of the OTLP spans', so the test cannot pass by silence.
 * The same journey runs with Sentry alone (it then traces through its own OpenTelemetry provider).
 */
const stage = secondServer(SUITE_PORT + 13);
const STAGE_URL = stage.url;
const FAILING_PAGE = '/e2e/throwing-block';
const COMMERCE = `http://127.0.0.1:${SUITE_COMMERCE_PORT}/v1`;
const COMMERCE_HEADERS = { tenant: 'local-winery' };
const NEW_PASSWORD = 'Telemetry-Reset-77';
const CARD = '4242 4242 4242 4242';
const CVV = '731';

/** One request a collector received: its path and its body, decompressed. */
interface Received {
  path: string;
  body: Buffer;
}

function decompress(request: IncomingMessage, body: Buffer): Buffer {
  const encoding = request.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** A loopback collector keeping every POST it is sent; it answers what Sentry and OTLP expect. */
function collector(received: Received[]) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST')
        received.push({
          path: request.url ?? '',
          body: decompress(request, Buffer.concat(chunks)),
        });
      response.writeHead(200, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'content-type': 'application/json',
      });
      response.end('{}');
    });
  };
}

const text = (received: Received[]) => received.map((item) => item.body.toString('utf8'));

/** The reset e-mail's link, read from the embedded service's outbox (a stage site has no mailbox). */
async function resetLinkFor(email: string): Promise<URL> {
  const reply = await fetch(`${COMMERCE}/outbox?limit=200`, { headers: COMMERCE_HEADERS });
  const { emails } = (await reply.json()) as {
    emails: { to: string; subject: string; link: string | null }[];
  };
  const mail = emails.find((item) => item.to === email && item.subject === 'Reset your password');
  if (!mail?.link) throw new Error(`no reset e-mail to ${email}`);
  // The service writes links for the suite's server: the same path on the stage server.
  const link = new URL(mail.link);
  return new URL(`${link.pathname}${link.search}`, STAGE_URL);
}

async function customerId(token: string): Promise<string> {
  const reply = await fetch(`${COMMERCE}/customer/self`, {
    headers: { ...COMMERCE_HEADERS, authorization: token },
  });
  return ((await reply.json()) as { id: string }).id;
}

const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(label, { exact: true }).filter({ visible: true });

/**
 * Signs a new customer in, buys a bottle by card and resets the password, all through the
 * interface, then opens a failing block (so Sentry gets an error event). Returns every value
 * that must never reach telemetry, by name.
 */
async function walkThroughTheSecrets(page: Page, context: BrowserContext) {
  const { email, token } = await newCustomer('telemetry');
  const secrets: Record<string, string> = {
    email,
    'e-mail (url-encoded)': encodeURIComponent(email),
    password: PASSWORD,
    'new password': NEW_PASSWORD,
    'card number': CARD,
    'card number without spaces': CARD.replaceAll(' ', ''),
    'customer id': await customerId(token),
  };

  // Sign in through the login page.
  await page.goto(`${STAGE_URL}/profile/login`);
  await logInByKeyboard(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Account');

  // One bottle, to a receipt, paid by card.
  await page.goto(`${STAGE_URL}/product/apex-cabernet-sauvignon-2022`);
  const panel = purchasePanel(page);
  const add = addToCartButton(panel);
  await expect(add).toBeEnabled();
  await add.click();
  const sidebar = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(sidebar).toBeVisible();
  const cartId = (await context.cookies()).find((cookie) => cookie.name === 'cartId')?.value;
  expect(cartId).toBeTruthy();
  secrets['cart id'] = cartId ?? '';
  await sidebar.getByRole('link', { name: 'Checkout' }).click();
  const form = page.getByTestId('checkout-form');
  await expect(form).toBeVisible();
  await fillCheckout(form, { email, card: CARD, cvv: CVV });
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/profile\/order-receipt\/[0-9a-f-]+$/);
  secrets['order id'] = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  // A password reset, asked for on the site and finished through the e-mail's link.
  await page.goto(`${STAGE_URL}/profile/forgot-password`);
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `If an account exists for ${email}`,
  );
  const link = await resetLinkFor(email);
  secrets['reset token'] = link.searchParams.get('token') ?? '';
  expect(secrets['reset token']).toBeTruthy();
  await page.goto(link.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Repeat the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your password has been changed. You can log in with it now.',
  );

  // A failing block, so Sentry receives an error event.
  await page.goto(`${STAGE_URL}${FAILING_PAGE}`);
  await expect(page.getByText('After the failing block')).toBeVisible();
  return secrets;
}

/** Where each secret was found, raw (protobuf strings are plain UTF-8 too) and as text. */
function leaks(sources: { where: string; body: Buffer }[], secrets: Record<string, string>) {
  const found: string[] = [];
  for (const { where, body } of sources) {
    const raw = body.toString('utf8');
    for (const [name, secret] of Object.entries(secrets))
      if (secret && raw.includes(secret)) found.push(`${name} in ${where}`);
    // The CVV as a field value (the digits alone also occur in timestamps and ids).
    if (new RegExp(`(cvv|securityCode|security_code)\\W{1,6}${CVV}\\b`, 'i').test(raw))
      found.push(`CVV in ${where}`);
  }
  return [...new Set(found)];
}

const hasEvent = (received: Received[]) =>
  text(received).some((body) => body.includes('"type":"event"'));

/**
 * Walks through the secrets, then waits for Sentry's error event and for the checkout's action
 * span among `spans` (the OTLP collector's, or Sentry's own when it traces alone). Soft: every
 * check after it reports too, so one run shows all that is wrong.
 */
async function walkAndAwaitTelemetry(
  page: Page,
  context: BrowserContext,
  { spans, sentry }: { spans: Received[]; sentry: Received[] },
) {
  const secrets = await walkThroughTheSecrets(page, context);
  const soft = expect.configure({ soft: true });
  await soft.poll(() => hasEvent(sentry), { timeout: 20_000 }).toBe(true);
  await soft
    .poll(() => text(spans).some((body) => body.includes('action placeOrder')), {
      timeout: 20_000,
    })
    .toBe(true);
  return { secrets, soft };
}

function startStage(sentry: LoopbackHost, otlp?: LoopbackHost) {
  return stage.start({
    env: {
      APP_ENV: 'stage',
      SENTRY_DSN: `http://e2epublickey@${new URL(sentry.origin).host}/1`,
      ...(otlp
        ? {
            OTEL_EXPORTER_OTLP_ENDPOINT: otlp.origin,
            // JSON, so the test reads spans as text (raw bytes are searched either way).
            OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
            OTEL_METRIC_EXPORT_INTERVAL: '1000',
          }
        : {}),
      LOCAL_COMMERCE_PORT: String(SUITE_COMMERCE_PORT),
      CONTENT_FIXTURES_DIR: 'tests/fixtures/content-e2e',
      RATE_LIMIT_FACTOR: '50',
    },
    unset: otlp ? [] : ['OTEL_EXPORTER_OTLP_ENDPOINT'],
  });
}

test.use({ storageState: confirmedVisitor(STAGE_URL) });

test.describe('telemetry with Sentry and OTLP on (stage)', () => {
  test.describe.configure({ mode: 'serial' });
  let sentry: LoopbackHost | undefined;
  let otlp: LoopbackHost | undefined;
  const sentryReceived: Received[] = [];
  const otlpReceived: Received[] = [];

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    sentry = await startLoopbackHost(collector(sentryReceived));
    otlp = await startLoopbackHost(collector(otlpReceived));
    await startStage(sentry, otlp);
  });

  test.afterAll(async () => {
    await stage.stop();
    await sentry?.close();
    await otlp?.close();
  });

  test('sign-in, a card checkout and a password reset leave no secret or id in any collector', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // Batches leave within seconds: the error event, the checkout's spans and the metrics.
    const { secrets, soft } = await walkAndAwaitTelemetry(page, context, {
      spans: otlpReceived,
      sentry: sentryReceived,
    });
    const metricsText = () =>
      text(otlpReceived.filter((item) => item.path.endsWith('/v1/metrics'))).join('\n');
    await soft
      .poll(
        () =>
          ['http.server.request.duration', 'commerce.call.duration', 'cache.lookups'].filter(
            (name) => !metricsText().includes(`"name":"${name}"`),
          ),
        { timeout: 20_000 },
      )
      .toEqual([]);

    soft(
      leaks(
        [
          ...sentryReceived.map((item) => ({ where: 'Sentry', body: item.body })),
          ...otlpReceived.map((item) => ({ where: `OTLP ${item.path}`, body: item.body })),
          { where: 'the server log', body: Buffer.from(stage.output()) },
        ],
        secrets,
      ),
    ).toEqual([]);

    // Sentry's error event belongs to a trace the OTLP collector has spans of (the failing
    // page's spans leave in the next batch: wait for them).
    const event = text(sentryReceived).find((body) =>
      body.includes('ErrorProbe failed on purpose'),
    );
    const traceId = /"trace_id":"([0-9a-f]{32})"/.exec(event ?? '')?.[1];
    soft(traceId, 'the error event has a trace id').toBeTruthy();
    const otlpTraces = () =>
      text(otlpReceived.filter((item) => item.path.endsWith('/v1/traces'))).join('\n');
    await soft
      .poll(() => otlpTraces().includes(`"traceId":"${traceId}"`), {
        message: "an OTLP span has the event's trace id",
        timeout: 15_000,
      })
      .toBe(true);
    // Commerce spans carry templates; metrics name routes by template.
    soft(otlpTraces().includes('cart/{cartId}'), 'commerce spans carry templates').toBe(true);
    soft(metricsText()).toContain('/profile/order-receipt/[id]');
    // The error event names its route, and the server logs it as one JSON line.
    soft(event).toContain(`"route":"${FAILING_PAGE}"`);
    soft(stage.output()).toMatch(
      /^\{"time":"[^"]+","level":"error","trace_id":"[0-9a-f]{32}","route":"\/e2e\/throwing-block"/m,
    );
    soft(stage.output()).not.toContain('MaxListenersExceeded');
  });
});

test.describe('telemetry with Sentry alone (stage)', () => {
  test.describe.configure({ mode: 'serial' });
  let sentry: LoopbackHost | undefined;
  const sentryReceived: Received[] = [];

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    sentry = await startLoopbackHost(collector(sentryReceived));
    await startStage(sentry);
  });

  test.afterAll(async () => {
    await stage.stop();
    await sentry?.close();
  });

  test("Sentry's traces and events hold no body, card data, token, e-mail or id", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // Sentry traces by itself here: the checkout's action span reaches it.
    const { secrets, soft } = await walkAndAwaitTelemetry(page, context, {
      spans: sentryReceived,
      sentry: sentryReceived,
    });
    soft(
      leaks(
        [
          ...sentryReceived.map((item) => ({ where: 'Sentry', body: item.body })),
          { where: 'the server log', body: Buffer.from(stage.output()) },
        ],
        secrets,
      ),
    ).toEqual([]);
    soft(stage.output()).not.toContain('MaxListenersExceeded');
  });
});
