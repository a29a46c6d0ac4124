import { defineConfig, devices } from '@playwright/test';
import { confirmedVisitor } from './tests/e2e/confirmed-visitor';
import { SUITE_SITE_SETTINGS } from './tests/e2e/second-server';
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH } from './tests/support/chromium.mjs';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the production build
 * made once by `npm test`, served with a fresh embedded commerce database on ports of its own.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const COMMERCE_PORT = Number(process.env.E2E_COMMERCE_PORT ?? 4199);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Every test starts as a visitor who has already confirmed the age gate, answered the cookie
 * banner and the welcome pop-up (tests/e2e/confirmed-visitor.ts), so none covers the page under
 * test. The shell's and the pop-up's own specs start from an empty state where they test them.
 */
export const CONFIRMED_VISITOR = confirmedVisitor(E2E_BASE_URL);

/** The journeys walked with scripts off (their own projects below). */
const NO_SCRIPT = /(^|\/)no-script-[^/]*\.spec\.ts$/;

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const PHONE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Files run side by side, each file's tests in order in one browser. A spec that changes what
  // every visitor sees, arms the embedded service's faults or signs in a seeded demo account does
  // it on a site of its own (testOnSiteOfItsOwn in tests/e2e/second-server.ts), so no spec waits
  // for another. Two workers: the machines CI runs on have two cores, and the server under test
  // needs its share of them.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    storageState: CONFIRMED_VISITOR,
    // Recording every test's trace costs about a third of the suite's time; a failure is retried
    // once on CI, and that retry records it.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  // A 375 px phone (Chromium with touch and mobile viewport) for the shell's specs and for every
  // journey a shopper walks through the interface (journey-*.spec.ts run on both viewports).
  projects: [
    { name: 'desktop', testIgnore: NO_SCRIPT, use: DESKTOP },
    { name: 'phone', testMatch: /(shell|journey)-.*\.spec\.ts$/, use: PHONE },
    // Scripts off (blocked, failed or refused): every core journey still works, as plain forms
    // and links, on both viewports.
    {
      name: 'no-script desktop',
      testMatch: NO_SCRIPT,
      use: { ...DESKTOP, javaScriptEnabled: false },
    },
    { name: 'no-script phone', testMatch: NO_SCRIPT, use: { ...PHONE, javaScriptEnabled: false } },
  ],
  // The deployable artifact itself (docs/operating.md, "Deploying"): the standalone server, on
  // Node 24 alone, beside the embedded service.
  webServer: {
    command: `rm -rf .data/e2e-commerce .data/e2e-seeded-* && node scripts/with-commerce.mjs node .next/standalone/start.mjs`,
    url: `${E2E_BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      // Every interface, as `next start` listens: security-abuse.spec.ts calls from this machine's
      // network address too. Set explicitly: a shell's own HOSTNAME (the machine's name) would
      // otherwise be taken as the address to listen on.
      HOSTNAME: '0.0.0.0',
      LOCAL_COMMERCE_PORT: String(COMMERCE_PORT),
      LOCAL_COMMERCE_DATA_DIR: '.data/e2e-commerce',
      WEB_URL: E2E_BASE_URL,
      ...SUITE_SITE_SETTINGS,
    },
  },
});
