/**
 * Debian's chromium as the browser tools drive it: the browser tests (playwright.config.ts) and
 * Lighthouse (scripts/lighthouse-median.mjs). Plain JavaScript so the benchmark scripts, run by
 * Node without a loader, import it too; one list, so the two never drift apart.
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Chromium reads only the last `--disable-features`, and both tools pass their own list first, so
 * this one names theirs again (Playwright's, then Lighthouse's launcher's) before ours. Ours: the
 * address bar's pop-ups, which headless Chromium still renders for every new window in a page of
 * their own; they were about 40 % of the browser's work per test (0.8 s of CPU per context, 0.45
 * s without them, loading a product page).
 */
const DISABLED_FEATURES = [
  // Playwright's
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // Lighthouse's launcher's
  'Translate',
  'DialMediaRouteProvider',
  'InterestFeedContentSuggestions',
  'CertificateTransparencyComponentUpdater',
  'AutofillServerCommunication',
  'PrivacySandboxSettings4',
  'RenderDocument',
  // Ours
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** No sandbox or GPU in a container, a small /dev/shm, no calls home, no address-bar pop-ups. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];
