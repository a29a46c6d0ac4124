import { defineConfig, devices } from '@playwright/test';
import { confirmedVisitor } from './tests/e2e/confirmed-visitor';
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

/**
 * Specs that must run alone, one at a time, after the others: they change what every other spec
 * sees, or time what a busy machine would slow. (A spec that starts a second server of its own,
 * second-server.ts, otherwise runs side by side: its port moves with the worker's slot.)
 */
const SERIAL_SPECS = [
  // An attack of a fixed length, during which the owner must sign in a number of times.
  'security-lockout',
  // The embedded service's fault switch or request counter (local-commerce/faults.ts): a fault
  // armed for one spec would fail, or count, another's requests.
  'journey-checkout-timeout',
  'ops-health',
  'shop-faults',
  'shop-hung-commerce',
  'shop-warm',
  'unknown-slugs',
  // Webhooks and revalidation change shared pages and prices under the other specs.
  'ops-commerce-webhook',
  'ops-webhook-outage',
  'public-cache',
  'shop-sold-out',
  // An event's seats left, which both viewports buy from and compare between two pages.
  'journey-events',
] as const;

/**
 * Specs of the seeded demo accounts (member@example.com, guest@example.com): their memberships,
 * addresses, cart and sign-in failures are one state, read in the order the specs leave it. They
 * run one at a time, desktop then phone, beside the side-by-side projects: no other spec signs
 * those accounts in.
 */
const DEMO_ACCOUNT_SPECS = [
  'journey-account',
  'journey-checkout',
  'journey-club-join-card',
  'journey-profile-membership',
  'shell-modals',
  'shell-touch-targets',
  'shop-browse',
] as const;

/** The specs whose behaviour differs by viewport: the shell and every journey. */
const onPhone = (spec: string) => /^(shell|journey)-/.test(spec);
const specFiles = (specs: readonly string[]) =>
  new RegExp(`(^|/)(${specs.join('|')})\\.spec\\.ts$`);
const SERIAL = specFiles(SERIAL_SPECS);
const DEMO_ACCOUNTS = specFiles(DEMO_ACCOUNT_SPECS);
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
  // Files run side by side, each file's tests in order in one browser; the demo accounts' projects
  // run one file at a time beside them, and the serial projects once all the others are done. Two workers: the machines CI runs on
  // have two cores, and the server under test needs its share of them.
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
  // A failure in the side-by-side projects skips the serial ones (the run is red either way).
  projects: [
    { name: 'desktop', testIgnore: [SERIAL, DEMO_ACCOUNTS, NO_SCRIPT], use: DESKTOP },
    {
      name: 'phone',
      testMatch: /(shell|journey)-.*\.spec\.ts$/,
      testIgnore: [SERIAL, DEMO_ACCOUNTS],
      use: PHONE,
    },
    { name: 'demo accounts desktop', testMatch: DEMO_ACCOUNTS, workers: 1, use: DESKTOP },
    {
      name: 'demo accounts phone',
      testMatch: specFiles(DEMO_ACCOUNT_SPECS.filter(onPhone)),
      workers: 1,
      dependencies: ['demo accounts desktop'],
      use: PHONE,
    },
    // Scripts off (blocked, failed or refused): every core journey still works, as plain forms
    // and links, on both viewports.
    {
      name: 'no-script desktop',
      testMatch: NO_SCRIPT,
      use: { ...DESKTOP, javaScriptEnabled: false },
    },
    { name: 'no-script phone', testMatch: NO_SCRIPT, use: { ...PHONE, javaScriptEnabled: false } },
    {
      name: 'desktop-serial',
      testMatch: SERIAL,
      workers: 1,
      dependencies: [
        'desktop',
        'phone',
        'no-script desktop',
        'no-script phone',
        'demo accounts desktop',
        'demo accounts phone',
      ],
      use: DESKTOP,
    },
    {
      name: 'phone-serial',
      testMatch: specFiles(SERIAL_SPECS.filter(onPhone)),
      workers: 1,
      dependencies: ['desktop-serial'],
      use: PHONE,
    },
  ],
  // The deployable artifact itself (docs/operating.md, "Deploying"): the standalone server, on
  // Node 24 alone, beside the embedded service.
  webServer: {
    command: `rm -rf .data/e2e-commerce && node scripts/with-commerce.mjs node .next/standalone/start.mjs`,
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
      // Page-builder fixtures (a throwing block, a draft) and the draft-mode secret of the tests.
      CONTENT_FIXTURES_DIR: 'tests/fixtures/content-e2e',
      PREVIEW_SECRET: 'e2e-preview-secret',
      // The revalidation webhook's secret, for ops-commerce-webhook.spec.ts.
      REVALIDATE_SECRET: 'e2e-revalidate-secret',
      // Test-only fault switch of the embedded service (local-commerce/faults.ts), for shop-faults.spec.ts.
      LOCAL_COMMERCE_FAULTS: '1',
      // The whole suite signs the demo accounts in from one address within minutes.
      RATE_LIMIT_FACTOR: '50',
      // Test-only content clock (server/content/targeting.ts), for content-editors.spec.ts.
      LOCAL_CONTENT_CLOCK: '1',
    },
  },
});
