import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import * as v from 'valibot';

const countdownOptions = v.parse(
  v.object({
    data: v.object({
      blocks: v.tuple([
        v.object({
          component: v.object({ options: v.object({ endDate: v.string(), text: v.string() }) }),
        }),
      ]),
    }),
  }),
  JSON.parse(readFileSync('content/pencil-banner/10-harvest-presale.json', 'utf8')),
).data.blocks[0].component.options;

/**
 * The banner the visitor sees. Until React shows the streamed banner, the Suspense fallback holds a
 * copy of every banner, all but the page's own hidden (components/shell/pencil-banner.tsx).
 */
function shownBanner(page: Page) {
  return page.getByTestId('pencil-banner').filter({ visible: true });
}

const START = new Date('2026-11-21T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

test('closing the banner is remembered across reloads for 7 days', async ({ page }) => {
  await page.clock.install({ time: START });
  await page.goto('/');
  const banner = shownBanner(page);
  await expect(banner).toContainText('Complimentary ground shipping on 6 bottles or more');
  await banner.getByRole('button', { name: 'Close announcement' }).click();
  await expect(banner).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(shownBanner(page)).toBeHidden();

  await page.clock.setSystemTime(new Date(START.getTime() + 6 * DAY));
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(shownBanner(page)).toBeHidden();

  await page.clock.setSystemTime(new Date(START.getTime() + 7 * DAY + 60_000));
  await page.reload();
  await expect(shownBanner(page)).toContainText('Complimentary ground shipping');
});

test('the countdown ticks every second and the banner disappears at zero', async ({ page }) => {
  // The content's own end date (a real sale ends within weeks, so the test follows the content).
  const end = Date.parse(countdownOptions.endDate);
  // Installed before navigation; the clock then flows, so the page is paused just before the end.
  await page.clock.install({ time: new Date(end - 10_000) });
  await page.goto('/product/apex-cabernet-sauvignon-2022');
  const banner = shownBanner(page);
  const countdown = banner.getByTestId('pencil-countdown');
  await expect(banner).toContainText(countdownOptions.text);
  await expect(countdown).toHaveText(/^00d 00h 00m 0\ds$/);
  await page.clock.pauseAt(new Date(end - 2_500));
  // One tick (every second) within the next second shows 1 or 2 seconds left.
  await page.clock.runFor(1_000);
  await expect(countdown).toHaveText(/^00d 00h 00m 0[12]s$/);
  await page.clock.runFor(3_000);
  await expect(shownBanner(page)).toHaveCount(0);

  // After the end date the banner is not shown at all.
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(shownBanner(page)).toBeHidden();
});
