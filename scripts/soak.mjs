#!/usr/bin/env node
/**
 * Soak test with faults (`npm run soak`; not part of `npm test`). After the production
 * build: one redis-server, the embedded commerce service and two `next start` instances sharing
 * them (as scripts/test-shared-cache.mjs starts them), then SOAK_SECONDS (default 600) of mixed
 * traffic on both: anonymous shared pages, a returning shopper's cart, searches, sign-ins and
 * checkouts with the test card, each as the browser sends them (server actions by id). Meanwhile
 * the faults: the commerce service paused for 20 s (SIGSTOP/SIGCONT), redis-server killed and
 * started again, revalidation webhooks posted to either instance.
 *
 * It prints a table: requests and 5xx per kind (want 0 on shared pages), orders the site said it
 * placed against the orders the service holds for the soak's customers (want equal: none lost,
 * none doubled), and each instance's resident memory over the run (soak-memory.mjs: at 1, 2, 5
 * and 10 minutes, the peak, and the spread after the first minute's warm-up). It exits 1 when
 * a shared page answered 5xx or an order was lost or doubled; memory is reported, not judged.
 *
 *   npm run build && SOAK_SECONDS=90 npm run soak
 *
 * The visitors are scripts/soak-traffic.mjs (over soak-http.mjs), the figures soak-report.mjs.
 * Ports: SOAK_REDIS_PORT (6391), SOAK_COMMERCE_PORT (4321), SOAK_PORT_A (3321), SOAK_PORT_B (3322).
 * All traffic comes from this machine's one address, so the instances run with
 * RATE_LIMIT_FACTOR=50, as the browser tests' server does.
 */
import './node-version.mjs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { processGroup, stop, waitUntil } from './child-processes.mjs';
import { residentFigures, sampleResidentMemory } from './soak-memory.mjs';
import { serverNodeArgs, withServerMemory } from './server-memory.mjs';
import { commerce, get, root, stats, setCommerceUrl } from './soak-http.mjs';
import { printReport, settleOrders } from './soak-report.mjs';
import {
  SHARED_PAGES,
  anonymousVisitor,
  buyer,
  newCustomer,
  returningShopper,
  searcher,
  traffic,
} from './soak-traffic.mjs';
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const PORTS = {
  redis: Number(process.env.SOAK_REDIS_PORT ?? 6391),
  commerce: Number(process.env.SOAK_COMMERCE_PORT ?? 4321),
  a: Number(process.env.SOAK_PORT_A ?? 3321),
  b: Number(process.env.SOAK_PORT_B ?? 3322),
};
const SECRET = 'soak-revalidate-secret';
const COMMERCE = `http://127.0.0.1:${PORTS.commerce}/v1`;
const processes = processGroup();
const { start } = processes;
let workDir;

// ---- processes ----------------------------------------------------------------------------

const startRedis = () => processes.startRedis(PORTS.redis);

// ---- faults ---------------------------------------------------------------------------------

const faults = [];
function note(text) {
  const line = `  ${((Date.now() - soakStart) / 1000).toFixed(0).padStart(4)} s  ${text}`;
  faults.push(line);
  console.log(line);
}
let soakStart = 0;

async function at(fraction) {
  const due = soakStart + fraction * SECONDS * 1000;
  while (traffic.running && Date.now() < due) await delay(Math.min(500, due - Date.now()));
  return traffic.running;
}

async function webhook(base, path) {
  const body = {
    modelName: 'page',
    operation: 'publish',
    newValue: { id: `page${path.replace('/', '-')}`, published: 'published', data: { url: path } },
    previousValue: {
      id: `page${path.replace('/', '-')}`,
      published: 'published',
      data: { url: path },
    },
  };
  const response = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify(body),
  }).catch(() => ({ status: 0 }));
  note(`revalidation webhook for ${path} posted to ${base}: ${response.status}`);
}

async function faultScript(bases, services) {
  if (await at(0.1)) await webhook(bases[0], '/our-story');
  if (await at(0.2)) {
    note('commerce service paused (SIGSTOP) for 20 s');
    services.commerce.child.kill('SIGSTOP');
    await delay(20_000);
    services.commerce.child.kill('SIGCONT');
    note('commerce service resumed (SIGCONT)');
  }
  if (await at(0.35)) await webhook(bases[1], '/learn');
  if (await at(0.5)) {
    note('redis-server killed (SIGKILL)');
    await stop(services.redis, 'SIGKILL');
    await delay(10_000);
    services.redis = startRedis();
    await waitUntil(
      'redis-server',
      async () => services.redis.log().includes('Ready to accept'),
      15_000,
    );
    note('redis-server started again (empty)');
  }
  if (await at(0.65)) await webhook(bases[0], '/');
  if (await at(0.8)) await webhook(bases[1], '/our-story');
}

// ---- run ------------------------------------------------------------------------------------

/** redis-server, the commerce service and the two instances, answering; what the run needs. */
async function startAll() {
  const services = { redis: startRedis() };
  services.commerce = start(
    'commerce',
    process.execPath,
    ['--import', 'tsx', 'local-commerce/main.ts'],
    {
      LOCAL_COMMERCE_PORT: String(PORTS.commerce),
      LOCAL_COMMERCE_DATA_DIR: join(workDir, 'commerce'),
    },
  );
  await waitUntil(
    'commerce',
    async () => (await commerce('GET', 'product/for-web?limit=1')).status === 200,
  );
  const next = join(root, 'node_modules/.bin/next');
  const shared = {
    NEXT_TELEMETRY_DISABLED: '1',
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    KV_PREFIX: `soak-${Date.now()}`,
    LOCAL_COMMERCE_PORT: String(PORTS.commerce),
    REVALIDATE_SECRET: SECRET,
    RATE_LIMIT_FACTOR: '50',
  };
  // `localhost`, not 127.0.0.1: Next shows the proxy a loopback address as `localhost`, so with
  // `-H 127.0.0.1` a member's page would be fetched by the server from itself over HTTP.
  const bases = [`http://localhost:${PORTS.a}`, `http://localhost:${PORTS.b}`];
  const instances = bases.map((base, i) =>
    start(
      `instance ${'AB'[i]}`,
      process.execPath,
      serverNodeArgs([next, 'start', '-p', String([PORTS.a, PORTS.b][i]), '-H', 'localhost']),
      withServerMemory({
        ...process.env,
        ...shared,
        WEB_URL: base,
      }),
    ),
  );
  for (const base of bases)
    await waitUntil(base, async () => (await fetch(`${base}/robots.txt`)).ok);

  return { services, bases, instances };
}

async function main() {
  workDir = await mkdtemp(join(tmpdir(), 'soak-'));
  setCommerceUrl(COMMERCE);
  const { services, bases, instances } = await startAll();
  // Customers for the buyers, made on the service directly.
  const buyers = [await newCustomer(), await newCustomer(), await newCustomer()];
  // Warm both instances, so the memory at the start is a served site's.
  for (const base of bases) for (const path of SHARED_PAGES) await get('warm-up', base, path);
  stats.delete('warm-up');
  console.log(`Soak: ${SECONDS} s of mixed traffic on ${bases.join(' and ')}, one redis-server`);
  soakStart = Date.now();
  const memory = sampleResidentMemory(
    instances.map((instance) => instance.child.pid),
    soakStart,
  );
  const visitors = [
    anonymousVisitor(bases),
    anonymousVisitor(bases),
    searcher(bases),
    returningShopper(bases),
    ...buyers.map((customer) => buyer(bases, customer)),
    faultScript(bases, services),
  ];
  while (Date.now() - soakStart < SECONDS * 1000) await delay(1_000);
  traffic.running = false;
  await Promise.all(visitors);
  const resident = residentFigures(
    memory.stop(),
    instances.map((instance) => instance.name),
  );

  const figures = await settleOrders();
  printReport({ faults, resident, ...figures });
}

async function cleanUp() {
  // A commerce service paused by the fault script must wake to hear SIGTERM.
  await processes.stopAll((record) => {
    if (record.name === 'commerce') record.child.kill('SIGCONT');
  });
  if (workDir) await rm(workDir, { recursive: true, force: true });
}

main()
  .catch((error) => {
    console.error(error);
    processes.printLogs();
    process.exitCode = 1;
  })
  .finally(cleanUp);
