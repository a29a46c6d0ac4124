/**
 * Two instances of the production build sharing one redis-server and one embedded commerce
 * service, with a content page whose source a test rewrites: what the shared-cache check
 * (test-shared-cache.mjs) and the HTTP cache check (test-http-cache.mjs) both start.
 */
import { portFrom, processGroup, waitUntil } from './child-processes.mjs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SECRET = 'shared-cache-test-secret';
export const PAGE_PATH = '/e2e/shared-cache';
export const TENANT = 'local-winery';
const root = new URL('..', import.meta.url).pathname;

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

/** The test page's headline as `base` serves it (`Version one` or `Version two`). */
export async function headlineOf(base, headers = {}) {
  const reply = await fetch(base + PAGE_PATH, { headers, signal: AbortSignal.timeout(30_000) });
  const html = await reply.text();
  if (reply.status !== 200) throw new Error(`${base}${PAGE_PATH} answered ${reply.status}`);
  return html.match(/Version (one|two)/)?.[0] ?? 'no version in page';
}

/** Builder's webhook for a publish of the test page, posted to `base`; its answer. */
export function postRevalidation(base) {
  const entry = { id: 'shared-cache-page', published: 'published', data: { url: PAGE_PATH } };
  return fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({
      modelName: 'page',
      operation: 'publish',
      newValue: entry,
      previousValue: entry,
    }),
  });
}

/**
 * The processes and the work folder of one check. `start({ env, standalone })` starts
 * redis-server, the embedded commerce service and two instances (`next start`, or the standalone
 * server's start.mjs) sharing them, on the ports of `${prefix}_REDIS_PORT`, `_COMMERCE_PORT`,
 * `_PORT_A` and `_PORT_B` (free ones when unset); `env` adds settings (a function of the
 * instance's own URL). `setHeadline` rewrites the test page's source.
 */
export async function sharedCacheInstances(prefix) {
  const processes = processGroup();
  const workDir = await mkdtemp(join(tmpdir(), 'shared-cache-'));
  const fixtures = join(workDir, 'content');
  await mkdir(join(fixtures, 'page'), { recursive: true });
  const fixtureFile = join(fixtures, 'page', 'shared-cache.json');
  const setHeadline = (headline) => writeFile(fixtureFile, pageFixture(headline));
  await setHeadline('Version one');

  async function start({ env = () => ({}), standalone = false } = {}) {
    const redisPort = await portFrom(`${prefix}_REDIS_PORT`);
    const commercePort = await portFrom(`${prefix}_COMMERCE_PORT`);
    const ports = [await portFrom(`${prefix}_PORT_A`), await portFrom(`${prefix}_PORT_B`)];
    processes.startRedis(redisPort);
    processes.start('commerce', process.execPath, ['--import', 'tsx', 'local-commerce/main.ts'], {
      LOCAL_COMMERCE_PORT: String(commercePort),
      LOCAL_COMMERCE_DATA_DIR: join(workDir, 'commerce'),
    });
    const commerce = `http://127.0.0.1:${commercePort}`;
    // A public route: the admin routes answer 401 without the app's credentials, as Commerce7's do.
    await waitUntil(
      'commerce',
      async () =>
        (await fetch(`${commerce}/v1/product/for-web?limit=1`, { headers: { tenant: TENANT } })).ok,
    );
    const shared = {
      NEXT_TELEMETRY_DISABLED: '1',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      KV_PREFIX: `${prefix.toLowerCase()}-${Date.now()}`,
      LOCAL_COMMERCE_PORT: String(commercePort),
      // The local preview secret is made beside the service's data: here, not in the build.
      LOCAL_COMMERCE_DATA_DIR: join(workDir, 'commerce'),
      CONTENT_FIXTURES_DIR: fixtures,
      REVALIDATE_SECRET: SECRET,
    };
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    ports.forEach((port, index) => {
      const name = `instance ${'AB'[index]}`;
      const settings = { ...shared, WEB_URL: bases[index], ...env(bases[index]) };
      if (standalone) {
        const server = { PORT: String(port), HOSTNAME: '127.0.0.1', ...settings };
        processes.start(name, process.execPath, ['start.mjs'], server, {
          cwd: join(root, '.next/standalone'),
        });
      } else {
        const next = join(root, 'node_modules/.bin/next');
        processes.start(name, next, ['start', '-p', String(port), '-H', '127.0.0.1'], settings);
      }
    });
    for (const [index, base] of bases.entries()) {
      await waitUntil(
        `instance ${'AB'[index]}`,
        async () => (await fetch(`${base}/robots.txt`)).ok,
      );
    }
    return { a: bases[0], b: bases[1], commerce };
  }

  async function cleanUp() {
    await processes.stopAll();
    await rm(workDir, { recursive: true, force: true });
  }

  return { processes, workDir, start, setHeadline, cleanUp };
}
