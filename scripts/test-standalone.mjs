#!/usr/bin/env node
/**
 * What the Docker image does when it starts, proven without Docker (run by scripts/test.sh after
 * the production build, which it reuses: built with no settings, i.e. the embedded demo). The
 * standalone folder is copied to an empty directory, as the Dockerfile copies it into the image,
 * and started there:
 *
 *   - with COMMERCE_API_URL naming a stand-in commerce service (the embedded one, on a port and
 *     data folder of its own), and again with BUILDER_API_KEY: it stops at once with one line,
 *     before serving anything, so the demo's prerendered pages are never served as the shop;
 *   - with no settings but the stand-in's port: it says it is the demo and serves the pages and
 *     the liveness route the image's HEALTHCHECK asks, so the copy needs nothing beside it; on
 *     127.0.0.1 a member's page is rewritten within the server; and with no HOSTNAME at all, as
 *     `npm start` runs it, it serves too.
 *
 *   npm run build && node scripts/test-standalone.mjs
 *
 * STANDALONE_TEST_PORT (each start in turn) and STANDALONE_TEST_COMMERCE_PORT pick the ports.
 */
import './node-version.mjs';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { CUSTOMER_TOKEN_COOKIE } from '../lib/http/cookies.ts';
import { DEMO_ANNOUNCEMENT } from './build-sources.mjs';
import { check, portFrom, processGroup, waitUntil } from './child-processes.mjs';

const root = new URL('..', import.meta.url).pathname;
const standalone = join(root, '.next/standalone');
const processes = processGroup();
const workDir = mkdtempSync(join(tmpdir(), 'standalone-test-'));
const TENANT = 'local-winery';

/** Every setting that could make the copy read another source, removed from its environment. */
const UNSET = Object.fromEntries(
  ['COMMERCE_API_URL', 'COMMERCE_TENANT', 'BUILDER_API_KEY', 'APP_ENV', 'REDIS_URL'].map((name) => [
    name,
    undefined,
  ]),
);

/**
 * The stand-in commerce service, started while the folder is copied and the refusals run (which
 * never reach it): its base URL, its port, and `ready`, settled once it answers.
 */
async function startStandIn() {
  const port = await portFrom('STANDALONE_TEST_COMMERCE_PORT');
  processes.start(
    'stand-in commerce',
    process.execPath,
    ['--import', 'tsx', 'local-commerce/main.ts'],
    {
      LOCAL_COMMERCE_PORT: String(port),
      LOCAL_COMMERCE_DATA_DIR: join(workDir, 'commerce'),
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const ready = waitUntil(
    'stand-in commerce',
    async () =>
      (await fetch(`${base}/v1/product/for-web?limit=1`, { headers: { tenant: TENANT } })).ok,
  );
  return { base, port, ready };
}

/** Starts the copied folder's start.mjs with `env`; the record, its URL and its exit. */
async function startCopy(name, app, env) {
  const port = await portFrom('STANDALONE_TEST_PORT');
  const record = processes.start(
    name,
    process.execPath,
    ['start.mjs'],
    {
      ...UNSET,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      WEB_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    { cwd: app },
  );
  const exited = new Promise((resolve) => record.child.once('exit', (code) => resolve(code)));
  return { record, base: `http://127.0.0.1:${port}`, exited };
}

/** A start that must be refused: it exits non-zero within 30 s with one line, serving nothing. */
async function expectRefused(app, what, env) {
  const { record, base, exited } = await startCopy(what, app, env);
  // Unreferenced: a pending 30 s timer would keep this script alive after the last check.
  const stillRunning = delay(30_000, 'still running', { ref: false });
  const code = await Promise.race([exited, stillRunning]);
  check(code !== 0 && code !== 'still running', `${what}: the server stops (exit ${code})`);
  const lines = record.log().trim().split('\n');
  check(lines.length === 1, `${what}: it says why in one line: ${lines[0]}`);
  check(!/https?:\/\//.test(lines[0]), `${what}: the line names no address`);
  const answered = await fetch(base, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );
  check(!answered, `${what}: nothing answers on its port`);
}

async function main() {
  if (!existsSync(join(standalone, 'start.mjs'))) {
    throw new Error('no .next/standalone/start.mjs: run npm run build first');
  }
  const standIn = await startStandIn();
  const app = join(workDir, 'app');
  cpSync(standalone, app, { recursive: true });

  console.log('The demo build, copied to an empty folder:');
  await expectRefused(app, 'started with COMMERCE_API_URL', {
    COMMERCE_API_URL: `${standIn.base}/v1`,
    COMMERCE_TENANT: TENANT,
  });
  await expectRefused(app, 'started with BUILDER_API_KEY', { BUILDER_API_KEY: 'stand-in-key' });

  await standIn.ready;
  const { record, base } = await startCopy('started as the demo', app, {
    LOCAL_COMMERCE_PORT: String(standIn.port),
  });
  await waitUntil('the demo copy', async () => (await fetch(`${base}/api/health/live`)).ok, 60_000);
  check(
    record.log().includes(DEMO_ANNOUNCEMENT),
    'started with no settings, it says it is the demo',
  );
  const home = await fetch(base);
  check(home.status === 200, `it serves the home page from the copied folder (${home.status})`);
  // Started on 127.0.0.1: a member's page is rewritten within the server, not fetched from itself
  // over HTTP (start.mjs names the address `localhost` for Next).
  const memberPage = await fetch(`${base}/collection/all`, {
    headers: { cookie: `${CUSTOMER_TOKEN_COOKIE}=a-member` },
  });
  const rewrite = memberPage.headers.get('x-middleware-rewrite') ?? '';
  check(
    memberPage.status === 200 && rewrite.startsWith('/customer-view/'),
    `a member's page is rewritten within the server (${memberPage.status}, ${rewrite})`,
  );

  // No HOSTNAME, as `npm start` runs it: Next's default, every interface.
  const unnamed = await startCopy('started with no HOSTNAME', app, {
    LOCAL_COMMERCE_PORT: String(standIn.port),
    HOSTNAME: undefined,
  });
  const live = async () => (await fetch(`${unnamed.base}/api/health/live`)).ok;
  const outcome = await Promise.race([
    waitUntil('the copy with no HOSTNAME', live, 60_000).then(() => 'serving'),
    unnamed.exited.then((code) => `exited (${code})`),
  ]);
  check(outcome === 'serving', `started with no HOSTNAME, as npm start runs it: ${outcome}`);
}

try {
  await main();
  console.log('Standalone: passed');
  await processes.stopAll();
} catch (error) {
  console.error(`Standalone: FAILED: ${error instanceof Error ? error.message : error}`);
  processes.printLogs(5_000);
  await processes.stopAll();
  process.exitCode = 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
