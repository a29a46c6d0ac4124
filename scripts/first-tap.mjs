/**
 * Dead time of the header's main controls on an emulated mid-range phone, for
 * `npm run bench:first-tap` (bench-first-tap.mjs): the time from a control being on screen to the
 * first tap on it that does something. Each load is a new phone (Chromium with touch, 375 px) on
 * Lighthouse's mobile settings: the CPU 4x slower, 150 ms latency, 1.6 Mbit/s down. The moment the
 * control is first painted (a frame callback in the page tells the script), it is tapped, and again
 * every 100 ms until the tap acts; the page also tells when React reached the control (hydrated
 * it). A benchmark, never a test: it asserts nothing.
 */
import { chromium } from '@playwright/test';
import { setTimeout as delay } from 'node:timers/promises';
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH } from '../tests/support/chromium.mjs';

/** Lighthouse's mobile throttling (its "simulated" figures, applied here by DevTools). */
const PHONE = {
  cpuSlowdown: 4,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 20_000;

/** The controls measured, by the name the page probe finds them by. */
export const FIRST_TAP_CONTROLS = ['phone menu', 'search toggle', 'cart button'];

/**
 * Runs in the page before its own scripts: finds the control (the same selectors before and after
 * the controls became native, so one script measures both), reports the first frame it is visible
 * in and the first frame React has reached it, and answers whether a tap acted.
 */
function installProbe(control) {
  const find = {
    'phone menu': () => document.querySelector('[data-testid="mobile-menu-toggle"]'),
    'search toggle': () =>
      [...document.querySelectorAll('header button[aria-controls]')].find(
        (button) =>
          document.getElementById(button.getAttribute('aria-controls'))?.getAttribute('role') ===
          'search',
      ),
    'cart button': () => document.querySelector('[data-testid="cart-button"]'),
  }[control];
  const now = () => performance.timeOrigin + performance.now();
  const centre = (element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
  };
  const visible = (element) => !!element?.checkVisibility() && centre(element).width > 0;
  const reached = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  let shown = false;
  const frame = () => {
    const element = find();
    // Once the header is whole (the main content parsed): a control painted while the header
    // still streams in moves when the rest of it arrives.
    if (!shown && visible(element) && document.getElementById('main-content')) {
      shown = true;
      window.__firstTapShown({ at: now(), ...centre(element) });
    }
    if (shown && element && reached(element)) window.__firstTapReached(now());
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  window.__firstTapActed = () => {
    const element = find();
    if (!element) return { acted: false };
    const panel = document.getElementById(element.getAttribute('aria-controls') ?? '');
    // The cart's sidebar loads its code when it first opens: the button saying so is the act.
    const acted =
      control === 'cart button'
        ? element.getAttribute('aria-expanded') === 'true' ||
          !!document.querySelector('[data-testid="cart-sidebar"]')
        : visible(panel);
    return { acted, ...centre(element) };
  };
}

/** A new phone: its own context, the age gate confirmed and cookies answered, throttled. */
async function newPhone(browser, base) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const host = new URL(base).hostname;
  const consent = 'isGpcEnabled=0&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A1%2CC0004%3A1';
  await context.addCookies([
    { name: 'ageGate', value: 'false', domain: host, path: '/' },
    { name: 'OptanonConsent', value: consent, domain: host, path: '/' },
  ]);
  // The welcome pop-up counts as answered (localStorage, per origin).
  await context.addInitScript(() =>
    localStorage.setItem(
      'wwc-popup-popup-welcome',
      JSON.stringify({ hidePopup: false, completed: true, step: 1 }),
    ),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latency,
    downloadThroughput: PHONE.downloadThroughput,
    uploadThroughput: PHONE.uploadThroughput,
  });
  return { context, page };
}

/** Whether the last tap acted, asked for up to one tap interval; the control's new centre. */
async function tapActed(page, navigated) {
  const until = Date.now() + TAP_EVERY_MS;
  let answer = { acted: false };
  while (Date.now() < until) {
    if (navigated()) return { acted: true };
    answer = await page.evaluate(() => window.__firstTapActed()).catch(() => ({ acted: false }));
    if (answer.acted || navigated()) return { ...answer, acted: true };
    await delay(20);
  }
  return answer;
}

/** Waits for what the tap shows: the opened panel, the cart sidebar or the cart page. */
async function waitForResponse(page, control, navigatedAt) {
  if (navigatedAt !== undefined) {
    await page.waitForURL(/\/cart$/, { timeout: GIVE_UP_MS });
    await page.locator('main h1').first().waitFor({ timeout: GIVE_UP_MS });
  } else if (control === 'cart button') {
    await page.getByTestId('cart-sidebar').waitFor({ timeout: GIVE_UP_MS });
  }
  return Date.now();
}

/** One load of `url`: when the control showed, when React reached it, the taps until one acted. */
export async function measureFirstTap(browser, base, path, control) {
  const { context, page } = await newPhone(browser, base);
  try {
    let shown;
    let reachedAt;
    const showing = new Promise((resolve) =>
      // Only the first page's: a page the tap led to reports again.
      page.exposeBinding('__firstTapShown', (_source, at) => resolve((shown ??= at))),
    );
    await page.exposeBinding('__firstTapReached', (_source, at) => {
      reachedAt ??= at;
    });
    await page.addInitScript(installProbe, control);
    let navigatedAt;
    page.on('request', (request) => {
      const to = new URL(request.url()).pathname;
      if (request.isNavigationRequest() && to === '/cart') navigatedAt ??= Date.now();
    });
    const started = Date.now();
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    const { x, y } = await Promise.race([showing, delay(GIVE_UP_MS).then(() => ({}))]);
    if (shown === undefined) return { control, path, error: 'never shown' };
    let target = { x, y };
    let firstSentAt;
    for (let taps = 1; Date.now() - shown.at < GIVE_UP_MS; taps += 1) {
      const sentAt = Date.now();
      firstSentAt ??= sentAt;
      await page.touchscreen.tap(target.x, target.y);
      const answer = await tapActed(page, () => navigatedAt !== undefined);
      if (answer.acted) {
        const respondedAt = await waitForResponse(page, control, navigatedAt);
        return {
          control,
          path,
          shownMs: Math.round(shown.at - started),
          deadMs: taps === 1 ? 0 : Math.round(sentAt - shown.at),
          taps,
          firstTapAfterMs: Math.round(firstSentAt - shown.at),
          reactReachedMs: reachedAt === undefined ? null : Math.round(reachedAt - shown.at),
          responseMs: Math.round(respondedAt - sentAt),
          how: navigatedAt !== undefined ? 'went to /cart' : 'opened',
        };
      }
      if (answer.x !== undefined) target = { x: answer.x, y: answer.y };
      await delay(Math.max(0, sentAt + TAP_EVERY_MS - Date.now()));
    }
    return { control, path, error: 'no tap acted' };
  } finally {
    await context.close();
  }
}

/** A headless Chromium as the browser tests use it. */
export function launchPhoneBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}
