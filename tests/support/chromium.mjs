/**
 * Debian's chromium as the browser tools drive it: the browser tests (playwright.config.ts) and
 * Lighthouse (scripts/lighthouse-median.mjs). Plain JavaScript so the benchmark scripts, run by
 * Node without a loader, import it too; one list, so the two never drift apart.
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** No sandbox or GPU in a container, a small /dev/shm, and no calls home. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
