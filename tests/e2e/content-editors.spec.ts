import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { secondServer, SUITE_COMMERCE_PORT, SUITE_PORT } from './second-server';

/**
 * Editors on embedded defaults. The first tests start a second server from the same
 * build with none of the e2e settings (no PREVIEW_SECRET, no fixtures, no test switches) and a
 * fresh data folder, so the preview secret is the one that server generates and prints; it shares
 * the e2e commerce service. The schedule test uses the e2e server's test-only content clock
 * (LOCAL_CONTENT_CLOCK=1, playwright.config) because the server decides what is live.
 */
const second = secondServer(Number(process.env.E2E_SECOND_PORT ?? SUITE_PORT + 2));
const SECOND_URL = second.url;
const DRAFT_POST = '/blog/notes-from-the-blending-table';
const SCHEDULED_POST = '/blog/library-release-2030';
const MEMBER_BANNER = 'This container is only visible to: Member';

let dataRoot = '';
let secret = '';

/** The preview secret the second server generated, as it printed it. */
const printedSecret = () =>
  /created the local preview secret in \S+: (\S+)/.exec(second.output())?.[1];

test.describe('preview on embedded defaults', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    dataRoot = mkdtempSync(path.join(tmpdir(), 'editors-e2e-'));
    // The environment of `npm start` on a fresh machine: none of the e2e settings.
    await second.start({
      unset: [
        'PREVIEW_SECRET',
        'CONTENT_FIXTURES_DIR',
        'LOCAL_CONTENT_CLOCK',
        'LOCAL_COMMERCE_FAULTS',
        'APP_ENV',
        'BUILDER_API_KEY',
        'COMMERCE_API_URL',
      ],
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        LOCAL_COMMERCE_PORT: String(SUITE_COMMERCE_PORT),
        LOCAL_COMMERCE_DATA_DIR: path.join(dataRoot, 'commerce'),
      },
      // Up and answering: without the secret the preview route refuses.
      ready: { path: '/api/preview', status: 401 },
      timeout: 45_000,
    });
    await expect
      .poll(printedSecret, { message: 'the secret in the server log', timeout: 15_000 })
      .toBeTruthy();
    secret = printedSecret() ?? '';
  });

  test.afterAll(async () => {
    await second.stop();
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  });

  test('the generated secret is random, kept in the data folder and printed once', () => {
    expect(secret).toMatch(/^[\w-]{32}$/);
    expect(readFileSync(path.join(dataRoot, 'preview-secret'), 'utf8').trim()).toBe(secret);
  });

  test('a draft post is 404, visible in preview, and 404 again after Exit preview', async ({
    page,
  }) => {
    expect((await page.goto(`${SECOND_URL}${DRAFT_POST}`))?.status()).toBe(404);
    expect((await page.goto(`${SECOND_URL}/api/preview?secret=wrong&path=/`))?.status()).toBe(401);

    await page.goto(`${SECOND_URL}/api/preview?secret=${secret}&path=${DRAFT_POST}`);
    await expect(page).toHaveURL(`${SECOND_URL}${DRAFT_POST}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Notes From the Blending Table' }),
    ).toBeVisible();
    const bar = page.getByRole('region', { name: 'Preview' });
    await expect(bar).toBeVisible();
    await expect(page.getByText('Draft preview — not visible to visitors')).toBeVisible();

    // Leave by keyboard, as an editor tabbing to the bar would.
    const exit = bar.getByRole('link', { name: 'Exit preview' });
    await exit.focus();
    const back = page.waitForResponse((r) => new URL(r.url()).pathname === DRAFT_POST);
    await page.keyboard.press('Enter');
    expect((await back).status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
    expect((await page.goto(`${SECOND_URL}${DRAFT_POST}`))?.status()).toBe(404);
  });

  test('a draft change of a published page shows in preview with the editor hints', async ({
    page,
  }) => {
    await page.goto(`${SECOND_URL}/visit`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Visit Isosceles Ridge' }),
    ).toBeVisible();
    await expect(page.getByText("Please select a Product to display it's details")).toHaveCount(0);

    await page.goto(`${SECOND_URL}/api/preview?secret=${secret}&path=/visit`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Visit Isosceles Ridge at Harvest' }),
    ).toBeVisible();
    await expect(page.getByText("Please select a Product to display it's details")).toBeVisible();
    // The embedded content is clean, so the bar lists no content problems.
    await expect(page.getByRole('list', { name: 'Content problems' })).toHaveCount(0);
  });
});

async function openPreview(page: Page, path: string) {
  await page.goto(`/api/preview?secret=e2e-preview-secret&path=${path}`);
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
}

test('a restricted container shows its editor banner in preview only', async ({ page }) => {
  await page.goto('/our-story');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  await expect(page.getByText(MEMBER_BANNER)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);

  await openPreview(page, '/our-story');
  await expect(page.getByRole('note').filter({ hasText: MEMBER_BANNER })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'For our club members' })).toBeVisible();
  // The bar and the banner are usable by everyone on the editor's side too.
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .include('section')
    .analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  await page.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  await expect(page.getByText(MEMBER_BANNER)).toHaveCount(0);
});

test('malformed content is skipped for visitors and explained to editors in preview', async ({
  page,
}) => {
  // Visitors: the entry that fails its schema does not exist; the bad block is left out.
  expect((await page.goto('/e2e/malformed-entry'))?.status()).toBe(404);
  expect((await page.goto('/e2e/malformed-block'))?.status()).toBe(200);
  await expect(page.getByText('Good block beside a bad one')).toBeVisible();
  await expect(page.getByText('maximum "Buttons" is 2')).toHaveCount(0);

  await openPreview(page, '/e2e/malformed-block');
  await expect(page.getByRole('note').filter({ hasText: 'maximum "Buttons" is 2' })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Preview' });
  await bar.getByText(/content problems?: visitors’ pages skip/).click();
  const problems = bar.getByRole('list', { name: 'Content problems' });
  await expect(problems).toContainText(
    'tests/fixtures/content-e2e/page/malformed-block.json:data.blocks[1](StickySubNavigation).buttons: maximum "Buttons" is 2',
  );
  await expect(problems).toContainText(
    'tests/fixtures/content-e2e/page/malformed-entry.json:name: Invalid key: Expected "name" but received undefined',
  );

  await bar.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  await expect(page.getByText('maximum "Buttons" is 2')).toHaveCount(0);
});

test.describe('schedule', () => {
  test.afterEach(async ({ request }) => {
    expect((await request.delete('/api/local/clock')).ok()).toBe(true);
  });

  test('a scheduled post appears only once its start date passes (controlled clock)', async ({
    page,
    request,
  }) => {
    const listed = page.getByRole('link', { name: 'The 2030 Library Release' });
    expect((await page.goto(SCHEDULED_POST))?.status()).toBe(404);
    await page.goto('/learn');
    await expect(page.getByTestId('content-list').first()).toBeVisible();
    await expect(listed).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Notes From the Blending Table' })).toHaveCount(0);

    const move = async (now: string) =>
      expect((await request.post('/api/local/clock', { data: { now } })).ok()).toBe(true);
    await move('2030-03-31T23:59:00Z');
    expect((await page.goto(SCHEDULED_POST))?.status()).toBe(404);

    await move('2030-04-01T00:01:00Z');
    expect((await page.goto(SCHEDULED_POST))?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'The 2030 Library Release' }),
    ).toBeVisible();
    await page.goto('/learn');
    await expect(listed.first()).toBeVisible();
  });
});
