import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { confirmedVisitor } from './confirmed-visitor';
import { startLoopbackHost, type LoopbackHost } from './loopback-host';
import { secondServer, SUITE_COMMERCE_PORT, SUITE_PORT } from './second-server';

/**
 * A failing block's error report and 'Report feedback'. The suite's server has
 * no DSN: the fallback offers no feedback and no Sentry code loads. A second server on the same
 * build runs as `stage` with both DSNs pointing at a fake Sentry on loopback, started here, which
 * records every envelope it is sent: the server's error event carries the id the fallback shows,
 * and the visitor's feedback sent from Sentry's form is tied to that id. Nothing leaves the machine.
 */
const SENTRY_PORT_OFFSET = 11;
const stage = secondServer(SUITE_PORT + SENTRY_PORT_OFFSET);
const STAGE_URL = stage.url;
const FAILING_PAGE = '/e2e/throwing-block';

test.describe('without a DSN', () => {
  test('the fallback offers no feedback and no Sentry code is loaded', async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== '127.0.0.1') outside.push(request.url());
    });
    await page.goto(FAILING_PAGE);
    // The visible one: a streamed hole's content can sit hidden beside it until React reveals it.
    const fallback = page.getByTestId('block-error').filter({ visible: true });
    await expect(fallback.getByText('Sorry, there has been an error.')).toBeVisible();
    await expect(page.getByText('After the failing block')).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Report feedback' })).toHaveCount(0);
    await expect(fallback).not.toHaveAttribute('data-event-id', /./);
    expect(await page.evaluate(() => '__SENTRY__' in globalThis)).toBe(false);
    expect(outside).toEqual([]);
  });
});

test.describe('with Sentry configured (stage)', () => {
  test.describe.configure({ mode: 'serial' });
  let sentry: LoopbackHost | undefined;
  /** Every envelope received, decompressed, as text (header line, item lines). */
  const envelopes: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    sentry = await startLoopbackHost((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        if (request.method === 'POST') {
          const gzipped = request.headers['content-encoding'] === 'gzip';
          envelopes.push((gzipped ? gunzipSync(body) : body).toString('utf8'));
        }
        // The browser posts from the shop's origin.
        response.writeHead(200, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'content-type': 'application/json',
        });
        response.end('{}');
      });
    });
    const dsn = `http://e2epublickey@${new URL(sentry.origin).host}/1`;
    await stage.start({
      env: {
        APP_ENV: 'stage',
        SENTRY_DSN: dsn,
        NEXT_PUBLIC_SENTRY_DSN: dsn,
        LOCAL_COMMERCE_PORT: String(SUITE_COMMERCE_PORT),
        CONTENT_FIXTURES_DIR: 'tests/fixtures/content-e2e',
      },
    });
  });

  test.afterAll(async () => {
    await stage.stop();
    await sentry?.close();
  });

  test.use({ storageState: confirmedVisitor(STAGE_URL) });

  test("the failure is reported with its context, and 'Report feedback' sends the visitor's words tied to it", async ({
    page,
  }) => {
    await page.goto(`${STAGE_URL}${FAILING_PAGE}`);
    await expect(page.getByText('Before the failing block')).toBeVisible();
    await expect(page.getByText('After the failing block')).toBeVisible();
    // The visible one: a streamed hole's content can sit hidden beside it until React reveals it.
    const fallback = page.getByTestId('block-error').filter({ visible: true });
    await expect(fallback.getByText('Sorry, there has been an error.')).toBeVisible();
    const button = fallback.getByRole('button', { name: 'Report feedback' });
    await expect(button).toBeVisible();
    const eventId = (await fallback.getAttribute('data-event-id')) ?? '';
    expect(eventId).toMatch(/^[0-9a-f]{32}$/);
    // No details on a stage site, and no Sentry code until the visitor asks for the form.
    await expect(fallback.locator('pre')).toHaveCount(0);
    expect(await page.evaluate(() => '__SENTRY__' in globalThis)).toBe(false);

    // The server's error event arrived, with its tags: section, route and customer type.
    await expect
      .poll(() => envelopes.find((text) => text.includes(`"event_id":"${eventId}"`)), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const errorEnvelope = envelopes.find((text) => text.includes(`"event_id":"${eventId}"`)) ?? '';
    expect(errorEnvelope).toContain('ErrorProbe failed on purpose');
    expect(errorEnvelope).toContain('"section":"blocks"');
    expect(errorEnvelope).toContain(`"route":"${FAILING_PAGE}"`);
    expect(errorEnvelope).toContain('"customerType":"normal"');

    // By keyboard: the button opens Sentry's feedback form.
    await button.focus();
    await page.keyboard.press('Enter');
    const description = page.getByLabel(/Description/);
    await expect(description).toBeVisible();
    await description.fill('The tasting notes box vanished after I scrolled.');
    await page.getByRole('button', { name: 'Send Bug Report' }).click();
    await expect(page.getByText('Thank you for your report!')).toBeVisible();

    await expect
      .poll(
        () =>
          envelopes.find(
            (text) =>
              text.includes('"type":"feedback"') && text.includes('The tasting notes box vanished'),
          ),
        { timeout: 10_000 },
      )
      .toContain(`"associated_event_id":"${eventId}"`);
  });
});
