import { expect, test } from '@playwright/test';
import { recordOutside } from './outside-requests';

test.describe('embeds and consent', () => {
  test('a consent cookie that denies targeting turns the video facade into a link, loading nothing', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await page.context().addCookies([
      {
        name: 'OptanonConsent',
        value: `isGpcEnabled=0&groups=${encodeURIComponent('C0001:1,C0002:1,C0003:1,C0004:0')}`,
        url: baseURL!,
      },
    ]);
    const outside = recordOutside(page);
    await page.goto('/our-story');
    const facade = page.getByTestId('facade').first();
    await expect(facade.getByRole('note')).toContainText(
      'sets cookies that your cookie settings do not allow',
    );
    const link = facade.getByRole('link', { name: 'Open on Vimeo' });
    await expect(link).toHaveAttribute('href', /^https:\/\/vimeo\.com\/\d+$/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('button', { name: /^Play video/ })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(outside).toEqual([]);
  });

  test('with consent allowed the facade loads on click', async ({ page, baseURL }) => {
    await page.goto('/');
    await page.context().addCookies([
      {
        name: 'OptanonConsent',
        value: `groups=${encodeURIComponent('C0001:1,C0002:1,C0003:1,C0004:1')}`,
        url: baseURL!,
      },
    ]);
    await page.route(/^https:\/\/player\.vimeo\.com\//, (route) =>
      route.fulfill({ body: '<p>video</p>', contentType: 'text/html' }),
    );
    await page.goto('/our-story');
    await page
      .getByRole('button', { name: /^Play video/ })
      .first()
      .click();
    await expect(page.locator('iframe[src^="https://player.vimeo.com/video/"]')).toHaveCount(1);
  });

  test('the lead form without a configured endpoint says it is unavailable', async ({ page }) => {
    const outside = recordOutside(page);
    // /contact has the site's own contact form now; the embed lives on a fixture page.
    await page.goto('/e2e/lead-form');
    await expect(page.getByTestId('facade-unavailable')).toContainText('is unavailable right now.');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByTestId('facade-unavailable').locator('a, button')).toHaveCount(0);
    expect(outside).toEqual([]);
  });

  test('the referral container carries its id and page-type hints; stock Embed blocks never run', async ({
    page,
  }) => {
    await page.goto('/e2e/referral');
    const container = page.locator('#friendbuy-referral');
    await expect(container).toHaveAttribute(
      'data-order-confirmation-path',
      '/profile/order-receipt/',
    );
    await expect(container).toHaveAttribute(
      'data-club-confirmation-path',
      '/profile/club-membership/receipt/',
    );
    await expect(page).not.toHaveTitle('embed ran');
  });
});

test("a symbol entry built from Builder's stock blocks renders on the contact page", async ({
  page,
}) => {
  await page.goto('/contact');
  const symbol = page.locator('[data-symbol-id="symbol-visit-cta"]');
  await expect(symbol.getByRole('heading', { name: 'Come taste with us' })).toBeVisible();
  await expect(symbol.getByRole('link', { name: 'Plan your visit' })).toHaveAttribute(
    'href',
    '/visit',
  );
});

test('content images load only within 200 px of the viewport', async ({ page }) => {
  await page.goto('/our-story');
  // The images near the first screen load once the page is interactive; wait for them, so their
  // pictures (whose shape may differ from the declared one) are settled before measuring below.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const loaded = [...document.querySelectorAll<HTMLImageElement>('img[data-lazy="loaded"]')];
        return loaded.length > 0 && loaded.every((img) => img.complete);
      }),
    )
    .toBe(true);
  const pending = page.locator('img[data-lazy="pending"]').last();
  await expect(pending).toHaveCount(1);
  const id = `lazy-probe`;
  await pending.evaluate((img, probe) => (img.id = probe), id);
  const image = page.locator(`#${id}`);
  // Places the image's top `gap` px below the viewport, measured at the moment of scrolling so a
  // layout shift above it (banners, images settling) cannot move the goal.
  const placeBelowViewport = (gap: number) =>
    image.evaluate((img, below) => {
      window.scrollBy(0, img.getBoundingClientRect().top - window.innerHeight - below);
    }, gap);
  // 260 px below the viewport: still waiting.
  await placeBelowViewport(260);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(image).toHaveAttribute('data-lazy', 'pending');
  await expect(image).toHaveAttribute('src', /^data:/);
  // 150 px below the viewport: within the margin, the real source is set.
  await placeBelowViewport(150);
  await expect(image).toHaveAttribute('data-lazy', 'loaded');
  await expect(image).toHaveAttribute('src', /^\/_next\/image\?|\.svg$/);
});

test('a lazy image waits in the box its width and height declare, not its placeholder pixel', async ({
  page,
}) => {
  await page.goto('/');
  // Images laid out in the flow (not filling a sized frame) that are still waiting.
  const waiting = page.locator('img[data-lazy="pending"][width][height]');
  await expect(waiting.first()).toBeAttached();
  const boxes = await waiting.evaluateAll((images) =>
    images
      .filter((img) => getComputedStyle(img).position === 'static')
      .map((img) => ({
        declared: Number(img.getAttribute('height')) / Number(img.getAttribute('width')),
        shown: img.getBoundingClientRect().height / img.getBoundingClientRect().width,
      })),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const { declared, shown } of boxes) expect(shown).toBeCloseTo(declared, 2);
});

test('a lazy photo keeps its box as the visitor scrolls to it and it loads: nothing below moves', async ({
  page,
}) => {
  await page.goto('/join');
  const photo = page
    .getByRole('region', { name: 'Cabernet Sauvignon Subscription', exact: true })
    .getByRole('img');
  await expect(photo).toHaveAttribute('data-lazy', 'pending');
  // Its proportions in every frame, from before it comes near until its picture has arrived.
  await photo.evaluate((img: HTMLImageElement) => {
    const seen: number[] = [];
    (window as unknown as { photoRatios: number[] }).photoRatios = seen;
    const frame = () => {
      const { width, height } = img.getBoundingClientRect();
      seen.push(height / width);
      if (!(img.complete && img.currentSrc.startsWith('http'))) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty('complete', true);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(1);
  const declared =
    Number(await photo.getAttribute('height')) / Number(await photo.getAttribute('width'));
  const ratios = await page.evaluate(
    () => (window as unknown as { photoRatios: number[] }).photoRatios,
  );
  expect(ratios.length).toBeGreaterThan(1);
  for (const ratio of ratios) expect(ratio).toBeCloseTo(declared, 2);
});

test('the preview link keeps the builder query for the visual editor and public pages never load the SDK', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/faq');
  const publicScripts = [...scripts];
  await page.goto(
    '/api/preview?secret=e2e-preview-secret&path=/faq&builder.preview=page&builder.space=abc',
  );
  await expect(page).toHaveURL(/\/faq\?builder\.preview=page&builder\.space=abc$/);
  await page.goto('/api/preview?disable=1&path=/faq');
  // Chunk names are hashed; the SDK's own markers are in its code, so look inside what loaded.
  for (const url of publicScripts) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain('builder.registerComponent');
  }
});
