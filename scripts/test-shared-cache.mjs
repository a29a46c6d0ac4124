#!/usr/bin/env node
/**
 * Two-instance test of the shared cache (run by scripts/test.sh after the production build, which
 * it reuses): one redis-server and one embedded commerce service on free loopback ports, two
 * `next start` instances sharing them. A content page is cached by both; its source changes; a
 * revalidation posted to the first instance must be served fresh by the second within a second.
 *
 *   npm run build && node scripts/test-shared-cache.mjs
 *
 * SHARED_CACHE_REDIS_PORT, SHARED_CACHE_COMMERCE_PORT, SHARED_CACHE_PORT_A and _B pick the ports.
 */
import './node-version.mjs';
import { processGroup, waitUntil } from './child-processes.mjs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const FRESH_WITHIN_MS = 1_000;
const SECRET = 'shared-cache-test-secret';
const PAGE_PATH = '/e2e/shared-cache';
const root = new URL('..', import.meta.url).pathname;
const processes = processGroup();
const { start } = processes;
let workDir;

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function pageFixture(headline) {
  return JSON.stringify({
    id: 'shared-cache-page',
    name: 'Shared cache test page',
    data: {
      title: 'Shared cache',
      url: PAGE_PATH,
      blocks: [{ component: { name: 'TextBlock', options: { headline, isHeadingOne: true } } }],
    },
  });
}

async function headlineOf(base) {
  const reply = await fetch(base + PAGE_PATH, { signal: AbortSignal.timeout(30_000) });
  const html = await reply.text();
  if (reply.status !== 200) throw new Error(`${base}${PAGE_PATH} answered ${reply.status}`);
  return html.match(/Version (one|two)/)?.[0] ?? 'no version in page';
}

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`  ok: ${message}`);
}

/** The page's content fixture, in a content folder of its own: the test rewrites it. */
async function writeFixtures() {
  workDir = await mkdtemp(join(tmpdir(), 'shared-cache-'));
  const fixtures = join(workDir, 'content');
  await mkdir(join(fixtures, 'page'), { recursive: true });
  const fixtureFile = join(fixtures, 'page', 'shared-cache.json');
  await writeFile(fixtureFile, pageFixture('Version one'));
  return { fixtures, fixtureFile };
}

/** redis-server, the embedded commerce service and two `next start` sharing them; their URLs. */
async function startInstances(fixtures) {
  // Free loopback ports unless given (a shared machine may assign each session its own).
  const portFrom = async (name) => Number(process.env[name]) || (await freePort());
  const redisPort = await portFrom('SHARED_CACHE_REDIS_PORT');
  const commercePort = await portFrom('SHARED_CACHE_COMMERCE_PORT');
  const portA = await portFrom('SHARED_CACHE_PORT_A');
  const portB = await portFrom('SHARED_CACHE_PORT_B');
  processes.startRedis(redisPort);
  start('commerce', process.execPath, ['--import', 'tsx', 'local-commerce/main.ts'], {
    LOCAL_COMMERCE_PORT: String(commercePort),
    LOCAL_COMMERCE_DATA_DIR: join(workDir, 'commerce'),
  });
  const shared = {
    NEXT_TELEMETRY_DISABLED: '1',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    KV_PREFIX: `shared-cache-test-${Date.now()}`,
    LOCAL_COMMERCE_PORT: String(commercePort),
    CONTENT_FIXTURES_DIR: fixtures,
    REVALIDATE_SECRET: SECRET,
  };
  const next = join(root, 'node_modules/.bin/next');
  const a = `http://127.0.0.1:${portA}`;
  const b = `http://127.0.0.1:${portB}`;
  await waitUntil(
    'commerce',
    async () =>
      // A public route: the admin routes answer 401 without the app's credentials, as Commerce7's do.
      (
        await fetch(`http://127.0.0.1:${commercePort}/v1/product/for-web?limit=1`, {
          headers: { tenant: 'local-winery' },
        })
      ).ok,
  );
  start('instance A', next, ['start', '-p', String(portA), '-H', '127.0.0.1'], {
    ...shared,
    WEB_URL: a,
  });
  start('instance B', next, ['start', '-p', String(portB), '-H', '127.0.0.1'], {
    ...shared,
    WEB_URL: b,
  });
  await waitUntil('instance A', async () => (await fetch(`${a}/robots.txt`)).ok);
  await waitUntil('instance B', async () => (await fetch(`${b}/robots.txt`)).ok);
  return { a, b };
}

async function main() {
  const { fixtures, fixtureFile } = await writeFixtures();
  const { a, b } = await startInstances(fixtures);

  console.log('Two instances, one redis-server:');
  check((await headlineOf(a)) === 'Version one', 'instance A serves the page');
  check((await headlineOf(b)) === 'Version one', 'instance B serves the page');

  await writeFile(fixtureFile, pageFixture('Version two'));
  check(
    (await headlineOf(b)) === 'Version one',
    'after the source changes, B still serves its cached page',
  );

  const revalidated = await fetch(`${a}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    // Builder's webhook body for a publish of the page (newValue/previousValue: the entry).
    body: JSON.stringify({
      modelName: 'page',
      operation: 'publish',
      newValue: { id: 'shared-cache-page', published: 'published', data: { url: PAGE_PATH } },
      previousValue: { id: 'shared-cache-page', published: 'published', data: { url: PAGE_PATH } },
    }),
  });
  check(revalidated.ok, `the revalidation posted to A is accepted (${revalidated.status})`);
  const postedAt = Date.now();

  let seen = await headlineOf(b);
  while (seen !== 'Version two' && Date.now() - postedAt < FRESH_WITHIN_MS) {
    await delay(100);
    seen = await headlineOf(b);
  }
  const elapsed = Date.now() - postedAt;
  check(
    seen === 'Version two' && elapsed <= FRESH_WITHIN_MS,
    `B serves the fresh page ${elapsed} ms after the revalidation on A (limit ${FRESH_WITHIN_MS} ms; B served ${seen})`,
  );
}

async function cleanUp() {
  await processes.stopAll();
  if (workDir) await rm(workDir, { recursive: true, force: true });
}

try {
  await main();
  console.log('Shared cache: passed');
  await cleanUp();
} catch (error) {
  console.error(`Shared cache: FAILED: ${error instanceof Error ? error.message : error}`);
  processes.printLogs(20_000);
  await cleanUp();
  process.exit(1);
}
