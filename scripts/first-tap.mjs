/**
 * Dead time of the main controls on an emulated mid-range phone, for `npm run bench:first-tap`
 * (bench-first-tap.mjs): the time from a control being on screen to the first tap on it that does
 * something. Each load is a new phone (Chromium with touch, 375 px) on Lighthouse's mobile
 * settings: the CPU 4x slower, 150 ms latency, 1.6 Mbit/s down. The moment the control is first
 * painted (a frame callback in the page tells the script; a control below the fold is scrolled to
 * first, as a visitor would), it is tapped, and again every 100 ms until the tap acts; the page
 * also tells when React reached the control (hydrated it). A tap acts when it leads somewhere (a
 * navigation, such as a form's native post) or changes the page: a panel or the cart sidebar opens,
 * or Add To Cart takes the press (the button busy: its add runs, or, before React, the page holds
 * it and sends it once the form is ready). A benchmark, never a test: it asserts nothing.
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

/** Whether the control opens the cart sidebar once React runs: the cart button, Add To Cart. */
const opensCart = (control) => control === 'cart button' || control.endsWith('Add To Cart');

/**
 * The controls measured, by the name the page probe finds them by, and the pages that have them:
 * the header's on every page, a product's purchase panel on a product, a card on a collection.
 */
export const FIRST_TAP_CONTROLS = [
  { name: 'phone menu', on: () => true },
  { name: 'search toggle', on: () => true },
  { name: 'cart button', on: () => true },
  { name: 'product Add To Cart', on: (path) => path.startsWith('/product/') },
  { name: 'card Add To Cart', on: (path) => path.startsWith('/collection/') },
];

/**
 * Runs in the page before its own scripts: finds the control (the same selectors before and after
 * the controls became native, so one script measures both), reports the first frame it is visible
 * in and the first frame React has reached it, and answers whether a tap acted.
 */
function installProbe({ control, opensCart }) {
  const named = (button, start) =>
    (button.getAttribute('aria-label') ?? button.textContent ?? '').trim().startsWith(start);
  const find = {
    'phone menu': () => document.querySelector('[data-testid="mobile-menu-toggle"]'),
    'search toggle': () =>
      [...document.querySelectorAll('header button[aria-controls]')].find(
        (button) =>
          document.getElementById(button.getAttribute('aria-controls'))?.getAttribute('role') ===
          'search',
      ),
    'cart button': () => document.querySelector('[data-testid="cart-button"]'),
    'product Add To Cart': () =>
      [...document.querySelectorAll('[data-testid="product-purchase"] button')].find((button) =>
        named(button, 'Add To Cart'),
      ),
    'card Add To Cart': () => document.querySelector('main button[aria-label^="Add To Cart: "]'),
  }[control];
  const now = () => performance.timeOrigin + performance.now();
  const centre = (element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
  };
  const visible = (element) => !!element?.checkVisibility() && centre(element).width > 0;
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  };
  const reached = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  let shown = false;
  const frame = () => {
    const element = find();
    // Once the header is whole (the main content parsed): a control painted while the header
    // still streams in moves when the rest of it arrives.
    if (!shown && visible(element) && document.getElementById('main-content')) {
      if (inView(element)) {
        shown = true;
        window.__firstTapShown({ at: now(), ...centre(element) });
      } else element.scrollIntoView({ block: 'center' });
    }
    if (shown && element && reached(element)) window.__firstTapReached(now());
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  window.__firstTapActed = () => {
    const element = find();
    if (!element) return { acted: false };
    const panel = document.getElementById(element.getAttribute('aria-controls') ?? '');
    const busy = element.getAttribute('aria-busy') === 'true';
    // The cart's sidebar loads its code when it first opens: the control saying so is the act.
    const acted = opensCart
      ? element.getAttribute('aria-expanded') === 'true' ||
        busy ||
        !!document.querySelector('[data-testid="cart-sidebar"]')
      : visible(panel);
    return { acted, held: busy && !reached(element), ...centre(element) };
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

/**
 * Waits for what the tap shows: the opened panel, the cart sidebar, or the cart page a link or a
 * native post led to; false when it never came.
 */
async function waitForResponse(page, control, navigatedAt) {
  try {
    if (navigatedAt !== undefined) {
      await page.waitForURL(/\/cart(\?|$)/, { timeout: GIVE_UP_MS });
      await page.locator('main h1').first().waitFor({ timeout: GIVE_UP_MS });
    } else if (opensCart(control)) {
      await page.getByTestId('cart-sidebar').waitFor({ timeout: GIVE_UP_MS });
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Taps the control from the moment it showed (`shown`: { at, x, y }) every TAP_EVERY_MS until a
 * tap acts: answers the taps, when the acting one was sent and the probe's last answer.
 */
async function tapUntilActed(page, shown, navigated) {
  let target = { x: shown.x, y: shown.y };
  for (let taps = 1; Date.now() - shown.at < GIVE_UP_MS; taps += 1) {
    const sentAt = Date.now();
    await page.touchscreen.tap(target.x, target.y);
    const answer = await tapActed(page, navigated);
    if (answer.acted) return { taps, sentAt, held: !!answer.held };
    if (answer.x !== undefined) target = { x: answer.x, y: answer.y };
    await delay(Math.max(0, sentAt + TAP_EVERY_MS - Date.now()));
  }
  return undefined;
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
    await page.addInitScript(installProbe, { control, opensCart: opensCart(control) });
    let navigatedAt;
    page.on('request', (request) => {
      // A link to the cart, or a form's native post (which answers with the cart page).
      const to = new URL(request.url()).pathname;
      const leaves = to === '/cart' || request.method() === 'POST';
      if (request.isNavigationRequest() && leaves) navigatedAt ??= Date.now();
    });
    const started = Date.now();
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    await Promise.race([showing, delay(GIVE_UP_MS)]);
    if (shown === undefined) return { control, path, error: 'never shown' };
    const acted = await tapUntilActed(page, shown, () => navigatedAt !== undefined);
    if (!acted) return { control, path, error: 'no tap acted' };
    const { taps, sentAt, held } = acted;
    if (!(await waitForResponse(page, control, navigatedAt)))
      return { control, path, taps, error: 'tap taken, nothing shown' };
    const respondedAt = Date.now();
    const how = navigatedAt !== undefined ? 'went to /cart' : held ? 'held, then opened' : 'opened';
    return {
      control,
      path,
      shownMs: Math.round(shown.at - started),
      deadMs: taps === 1 ? 0 : Math.round(sentAt - shown.at),
      taps,
      reactReachedMs: reachedAt === undefined ? null : Math.round(reachedAt - shown.at),
      beforeReact: reachedAt === undefined || reachedAt > sentAt,
      responseMs: Math.round(respondedAt - sentAt),
      how,
    };
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
