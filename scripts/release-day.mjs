#!/usr/bin/env node
/**
 * Release day for members (`npm run release-day`; not part of `npm test`): RELEASE_MEMBERS
 * members arriving evenly over RELEASE_SECONDS against the production build's standalone server,
 * with the embedded commerce service on a fresh database. Before the run each member is created
 * in the service (with a saved address) and the release wine's stock is set to RELEASE_STOCK
 * (the service's test-only stock control). Each member then signs in, reads `/collection/all`
 * and two product pages, adds two bottles of the release wine, opens checkout and places the
 * order with the test card: pages and native form posts only, as a browser with scripts off
 * (release-day-member.mjs).
 *
 * It prints each step's p50/p95/p99, 5xx, refusals (sold out), orders placed against bottles
 * sold and orders held by the service (none lost, none doubled), commerce calls per member (the
 * service's test-only request counter) and the server's CPU and peak memory (/proc). Exits 1 when
 * the wine was oversold, an order was lost or doubled, or any answer was 5xx.
 *
 *   npm run build && RELEASE_MEMBERS=100 RELEASE_SECONDS=60 npm run release-day
 *
 * Ports: RELEASE_PORT (3500), RELEASE_COMMERCE_PORT (4500). RELEASE_BUILD: a standalone folder
 * other than `.next/standalone` (a copy of an earlier build, to compare). All members come from
 * this machine's one address, so the server runs with RATE_LIMIT_FACTOR=50, as the soak's do.
 */
import './node-version.mjs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { processGroup, waitUntil } from './child-processes.mjs';
import { treeCpuSeconds, watchPeakRss } from './process-rss.mjs';
import { ADDRESS, PASSWORD, newTally, releaseDayMember } from './release-day-member.mjs';
import { heldOrders, printReport, reconcile, stockLeft } from './release-day-report.mjs';
import { serverNodeArgs, withServerMemory } from './server-memory.mjs';
import { commerce, root, setCommerceUrl } from './soak-http.mjs';

const settings = {
  members: Number(process.env.RELEASE_MEMBERS ?? 100),
  seconds: Number(process.env.RELEASE_SECONDS ?? 60),
  stock: Number(process.env.RELEASE_STOCK ?? 150),
  port: Number(process.env.RELEASE_PORT ?? 3500),
  commercePort: Number(process.env.RELEASE_COMMERCE_PORT ?? 4500),
  build: process.env.RELEASE_BUILD ?? join(root, '.next/standalone'),
};
/** The release wine, and the other product page every member reads first. */
const SLUGS = { release: 'isosceles-2021', other: 'baseline-sauvignon-blanc-2023' };
const base = `http://127.0.0.1:${settings.port}`;
const service = `http://127.0.0.1:${settings.commercePort}`;
const processes = processGroup();

async function startServices(workDir) {
  const commerceRecord = processes.start(
    'commerce',
    process.execPath,
    ['--import', 'tsx', 'local-commerce/main.ts'],
    {
      LOCAL_COMMERCE_PORT: String(settings.commercePort),
      LOCAL_COMMERCE_DATA_DIR: join(workDir, 'commerce'),
      LOCAL_COMMERCE_FAULTS: '1',
    },
  );
  await waitUntil('commerce', async () => (await fetch(`${service}/health`)).ok);
  const env = withServerMemory({
    ...process.env,
    PORT: String(settings.port),
    HOSTNAME: '127.0.0.1',
    WEB_URL: base,
    LOCAL_COMMERCE_PORT: String(settings.commercePort),
    RATE_LIMIT_FACTOR: '50',
    PREVIEW_SECRET: 'release-day-preview',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  const site = processes.start('site', process.execPath, serverNodeArgs(['start.mjs']), env, {
    cwd: settings.build,
  });
  await waitUntil('the site', async () => (await fetch(`${base}/robots.txt`)).ok);
  return { site, commercePid: commerceRecord.child.pid };
}

/** A member in the service: an account with a saved address; only its id and token are kept. */
async function newMember(index) {
  const email = `release-${Date.now()}-${index}@example.com`;
  const made = await commerce('POST', 'customer', {
    email,
    password: PASSWORD,
    firstName: 'Release',
    lastName: `Member${index}`,
  });
  if (made.status !== 201) throw new Error(`could not create member ${index}: ${made.status}`);
  const { id, token } = made.body;
  const address = {
    firstName: 'Release',
    lastName: `Member${index}`,
    ...ADDRESS,
    countryCode: 'US',
  };
  const saved = await commerce('POST', `customer/${id}/address`, address, token);
  if (saved.status !== 201) throw new Error(`could not save member ${index}'s address`);
  return { email, id, token };
}

async function newMembers() {
  const members = [];
  for (let index = 0; index < settings.members; index += 4) {
    const batch = [];
    for (let offset = index; offset < Math.min(index + 4, settings.members); offset++)
      batch.push(newMember(offset));
    members.push(...(await Promise.all(batch)));
  }
  return members;
}

/** The release wine's sku, its stock set to RELEASE_STOCK. */
async function limitTheWine() {
  const product = (await commerce('GET', `product/slug/${SLUGS.release}/for-web`)).body;
  const sku = product?.variants?.[0]?.sku;
  if (!sku) throw new Error(`no product ${SLUGS.release} in the service`);
  const set = await fetch(`${service}/__catalog/stock`, {
    method: 'PUT',
    body: JSON.stringify({ sku, count: settings.stock }),
  });
  if (!set.ok) throw new Error(`could not set the stock: ${set.status}`);
  return sku;
}

async function commerceCalls() {
  const counted = await (await fetch(`${service}/__faults/requests`)).json();
  // By route, ids left out: `POST cart/{id}/item`, not one row per cart.
  const byRoute = new Map();
  for (const [route, count] of Object.entries(counted.byRoute)) {
    const template = route
      .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')
      .replace(/product\/slug\/[^/]+/, 'product/slug/{slug}');
    byRoute.set(template, (byRoute.get(template) ?? 0) + count);
  }
  return { total: counted.total, self: byRoute.get('GET customer/self') ?? 0, byRoute };
}

async function main() {
  const workDir = await mkdtemp(join(tmpdir(), 'release-day-'));
  try {
    setCommerceUrl(`${service}/v1`);
    const { site, commercePid } = await startServices(workDir);
    const sku = await limitTheWine();
    console.log(`Creating ${settings.members} members in the embedded service...`);
    const members = await newMembers();
    // Warm: the pages every member reads, once, as nobody.
    for (const path of [
      '/profile',
      '/collection/all',
      ...Object.values(SLUGS).map((s) => `/product/${s}`),
    ])
      await fetch(base + path).then((reply) => reply.arrayBuffer());
    await fetch(`${service}/__faults`, { method: 'DELETE' }); // the counter from zero
    const tally = newTally();
    const memory = watchPeakRss(site.child.pid);
    const cpuBefore = treeCpuSeconds(site.child.pid);
    const commerceCpuBefore = treeCpuSeconds(commercePid);
    console.log(`${settings.members} members over ${settings.seconds} s on ${base}...`);
    const started = Date.now();
    const gap = (settings.seconds * 1000) / settings.members;
    const journeys = members.map(async (member, index) => {
      await delay(Math.max(0, started + index * gap - Date.now()));
      await releaseDayMember(base, member, SLUGS, tally);
    });
    await Promise.all(journeys);
    const cpuAfter = treeCpuSeconds(site.child.pid);
    const commerceCpu = treeCpuSeconds(commercePid) - commerceCpuBefore;
    memory.stop();
    const calls = await commerceCalls();
    const held = await heldOrders(members, sku);
    const orders = { ...reconcile(tally, held), bottles: held.bottles };
    const stock = { start: settings.stock, left: await stockLeft(SLUGS.release, sku) };
    const cpuSeconds = cpuBefore === undefined ? undefined : cpuAfter - cpuBefore;
    const problems = printReport({
      settings,
      tally,
      orders,
      stock,
      calls,
      server: { cpuSeconds, peakMb: memory.peakMb(), commerceCpu },
    });
    console.log(`Run took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (problems.length > 0) {
      console.error(`Release day: FAILED: ${problems.join('; ')}`);
      // What the servers said: a 5xx's cause is in the site's log.
      processes.printLogs(2_000);
      process.exitCode = 1;
    }
  } finally {
    await processes.stopAll();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  processes.printLogs(2_000);
  process.exitCode = 1;
});
