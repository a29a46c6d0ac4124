import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { confirmedVisitor } from './confirmed-visitor';

/**
 * A second `next start` on the suite's production build, for specs that need the site configured
 * otherwise than the suite's own server: as `stage` (tracking, Sentry) or on embedded defaults.
 * It runs on a port of its own beside the suite's server and, unless told otherwise, shares the
 * suite's embedded commerce service; with `ownCommerce` it has one of its own (a fresh database
 * and the test-only fault switch), so a spec can pause or fail commerce without touching any other
 * spec, and runs beside them. A spec makes one at load time (its origin is known at once,
 * for `test.use`), starts it in beforeAll and stops it in afterAll. The outside services such a
 * server talks to (a tag manager, Sentry) are loopback hosts of the test (./loopback-host.ts).
 */

/** The suite's server and its embedded commerce service (playwright.config.ts). */
export const SUITE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SUITE_COMMERCE_PORT = Number(process.env.E2E_COMMERCE_PORT ?? 4199);

/** The suite's settings for the site under test, beyond its ports and web URL. */
export const SUITE_SITE_SETTINGS = {
  // Page-builder fixtures (a throwing block, a draft) and the draft-mode secret of the tests.
  CONTENT_FIXTURES_DIR: 'tests/fixtures/content-e2e',
  PREVIEW_SECRET: 'e2e-preview-secret',
  // The revalidation webhook's secret (back-office.ts).
  REVALIDATE_SECRET: 'e2e-revalidate-secret',
  // Test-only fault switch, request counter and catalogue control of the embedded service
  // (local-commerce/faults.ts).
  LOCAL_COMMERCE_FAULTS: '1',
  // The whole suite signs the demo accounts in from one address within minutes.
  RATE_LIMIT_FACTOR: '50',
  // Test-only content clock (server/content/targeting.ts), for content-editors.spec.ts.
  LOCAL_CONTENT_CLOCK: '1',
} as const;

// The build's own binary, started directly (no npx wrapper) so stopping it stops the server.
const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
// With a commerce service of its own: the script that runs one beside the command and stops it
// with the command.
const WITH_COMMERCE = path.join(process.cwd(), 'scripts', 'with-commerce.mjs');
/** A server's own commerce service listens this far above the server's port. */
const OWN_COMMERCE_PORT_OFFSET = 1000;
const STOP_GRACE_MS = 10_000;

export interface StartOptions {
  /** Settings on top of the test runner's environment (WEB_URL is always the server's origin). */
  env?: Readonly<Record<string, string>>;
  /** Settings of the runner's environment the server must not see. */
  unset?: readonly string[];
  /** The answer that says the server is up: by default the logo, 200. */
  ready?: { path: string; status: number };
  /** How long it may take to come up, in ms. */
  timeout?: number;
}

export interface SecondServer {
  readonly url: string;
  /** The origin of the commerce service it talks to: the suite's, or its own. */
  readonly commerceUrl: string;
  /** Starts the server and resolves once it answers; rejects with its output when it cannot. */
  start(options?: StartOptions): Promise<void>;
  /** Stops it and waits until it has exited (its port is free again). */
  stop(): Promise<void>;
  /** Everything it has printed (stdout and stderr) since it started. */
  output(): string;
}

/**
 * A freshly seeded database of the embedded service, made once per worker and copied for each
 * site of its own: creating and seeding one takes about 3 s of the service's start, loading a copy
 * a fraction of that. Made by scripts/with-commerce.mjs running a command that does nothing: it
 * starts the service, waits until it answers, and stops it once the command has ended.
 */
let seeded: Promise<string> | undefined;
function seededDatabase(port: number): Promise<string> {
  seeded ??= new Promise((resolve, reject) => {
    const dataDir = path.join('.data', `e2e-seeded-${process.pid}`);
    rmSync(dataDir, { recursive: true, force: true });
    spawn(process.execPath, [WITH_COMMERCE, 'true'], {
      env: { ...process.env, LOCAL_COMMERCE_PORT: String(port), LOCAL_COMMERCE_DATA_DIR: dataDir },
      stdio: 'ignore',
    }).once('exit', (code) =>
      code === 0
        ? resolve(dataDir)
        : reject(new Error(`The embedded service could not seed ${dataDir} (exit ${code})`)),
    );
  });
  return seeded;
}

/**
 * Ports apart between the workers' slots: two specs with second servers can run at once (one per
 * worker), each on its own port, whatever offset from the suite's port each spec asked for.
 */
const SLOT_PORT_STRIDE = 20;

/** Whether anything answers HTTP on `origin` now. */
const answers = (origin: string) =>
  fetch(origin, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );

/** Signals every process of the group `leader` started; one already gone is no error. */
function signalGroup(leader: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (leader.pid !== undefined) process.kill(-leader.pid, signal);
  } catch {
    // The group has exited.
  }
}

export function secondServer(
  requestedPort: number,
  { ownCommerce = false }: { ownCommerce?: boolean } = {},
): SecondServer {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const port = requestedPort + SLOT_PORT_STRIDE * slot;
  const url = `http://127.0.0.1:${port}`;
  const commercePort = ownCommerce ? port + OWN_COMMERCE_PORT_OFFSET : SUITE_COMMERCE_PORT;
  const ownCommerceEnv = {
    LOCAL_COMMERCE_PORT: String(commercePort),
    LOCAL_COMMERCE_DATA_DIR: path.join('.data', `e2e-commerce-${port}`),
  };
  let child: ChildProcess | undefined;
  let log = '';
  let exit: string | undefined;

  return {
    url,
    commerceUrl: `http://127.0.0.1:${commercePort}`,
    output: () => log,

    async start({
      env = {},
      unset = [],
      ready = { path: '/images/logo.svg', status: 200 },
      timeout = 60_000,
    } = {}) {
      const inherited = { ...process.env };
      for (const name of unset) delete inherited[name];
      log = '';
      exit = undefined;
      if (ownCommerce) {
        const dataDir = ownCommerceEnv.LOCAL_COMMERCE_DATA_DIR;
        rmSync(dataDir, { recursive: true, force: true });
        cpSync(await seededDatabase(commercePort), dataDir, { recursive: true });
      }
      // A server left answering on these ports would pass for this one, with its own state.
      for (const origin of ownCommerce ? [url, `http://127.0.0.1:${commercePort}`] : [url]) {
        if (await answers(origin))
          throw new Error(`Something already answers on ${origin}: a server left running?`);
      }
      const command = ownCommerce ? [WITH_COMMERCE, 'next'] : [NEXT_BIN];
      const started = spawn(process.execPath, [...command, 'start', '-p', String(port)], {
        env: { ...inherited, ...env, ...(ownCommerce ? ownCommerceEnv : {}), WEB_URL: url },
        // Read (never left to fill a pipe): failures quote it, and a spec may look for a line.
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, stopped whole: the server and its commerce service with it.
        detached: true,
      });
      child = started;
      const record = (chunk: Buffer) => (log += chunk.toString());
      started.stdout?.on('data', record);
      started.stderr?.on('data', record);
      started.once('exit', (code, signal) => (exit = `exited (${signal ?? code})`));

      const deadline = Date.now() + timeout;
      for (;;) {
        if (exit) throw new Error(`The second server on ${url} ${exit}:\n${log}`);
        const status = await fetch(`${url}${ready.path}`)
          .then((response) => response.status)
          .catch(() => 0);
        if (status === ready.status) return;
        if (Date.now() > deadline)
          throw new Error(
            `The second server on ${url} did not answer ${ready.path} with ${ready.status} within ${timeout} ms (last: ${status}):\n${log}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },

    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      signalGroup(running, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(running, 'SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
      // Whatever of the group outlived its leader (a server still closing) goes too.
      signalGroup(running, 'SIGKILL');
    },
  };
}

/**
 * Starts `server` as `stage` on the suite's commerce service with the real rate limits, which the
 * suite's own server raises (RATE_LIMIT_FACTOR) for the many sign-ins of a whole run.
 */
export function startStageWithRealLimits(server: SecondServer): Promise<void> {
  return server.start({
    env: { APP_ENV: 'stage', LOCAL_COMMERCE_PORT: String(SUITE_COMMERCE_PORT) },
    unset: ['RATE_LIMIT_FACTOR'],
  });
}

/** The site the running spec file tests, when it has one of its own (`testOnSiteOfItsOwn`). */
let siteOfThisFile: SecondServer | undefined;

/** The commerce service behind the site the running spec tests: its own site's, or the suite's. */
export const commerceUnderTest = () =>
  siteOfThisFile?.commerceUrl ?? `http://127.0.0.1:${SUITE_COMMERCE_PORT}`;

/**
 * Every test of the calling spec file on a site of its own: the suite's site and settings, with a
 * commerce service of its own (a fresh database: the seeded demo accounts as seeded), started
 * before the file's first test and stopped after its last. For a spec that pauses or fails
 * commerce, counts its requests, changes what every visitor sees (a price, a stock, an event's
 * seats), or signs in a demo account: it touches no other spec, and runs beside them.
 */
export function testOnSiteOfItsOwn(): SecondServer {
  const site = secondServer(SUITE_PORT + 15, { ownCommerce: true });
  test.use({ baseURL: site.url, storageState: confirmedVisitor(site.url) });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await site.start({ env: SUITE_SITE_SETTINGS });
    siteOfThisFile = site;
  });
  test.afterAll(async () => {
    siteOfThisFile = undefined;
    await site.stop();
  });
  return site;
}
