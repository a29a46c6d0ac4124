#!/usr/bin/env node
/**
 * `npm run bench`: what pages cost, in one run. A benchmark, not a test: it asserts nothing.
 *
 * Starts the production build (`npm run build` first) with the embedded commerce service and its
 * test-only fault switch, or uses a running server given as BENCH_URL; beside it, a bare Next app
 * with the site's ETags setting (off) and one prerendered page of each site page's size
 * (bench-bare.mjs; built when out of date) on BENCH_BARE_PORT, the same build on the port after it
 * once it has rendered a page at runtime (serveRenderedBare says why), and the bare app built with
 * Cache Components on BENCH_BARE_CC_PORT (the port after that). Absolute numbers on a shared
 * machine are noise; ratios in one run are the figure. For the five main pages, each measured
 * alternately with its bare twins, it prints:
 *   1. requests/s of site and bare page, their ratio, the ratio to the rendered server's page, the
 *      ratio to the Cache Components twin and that twin's to the bare page (the framework's share),
 *      p99 latency, and the goal each row is held to (an anonymous visitor 90 % of the
 *      bare page, one with only a cartId cookie 80 %), for an anonymous visitor, a cartId cookie
 *      only, a returning visitor (cartId, cartCount and ageGate=false) and a signed-in club member
 *      (customerToken: personal pages, rendered per request, so held against the bare page of
 *      their size rendered per request); for the five pages and the collection views (BENCH_VIEWS:
 *      a sorted page 2 and a filtered, sorted view, generated on their first visit, then cached);
 *   2. how long a page takes to complete for a cart holder while the cart service hangs;
 *   3. each server's peak resident memory during the run (/proc, process-rss.mjs);
 *   4. Lighthouse medians of the five pages and of the bare page of the home page's size
 *      (BENCH_LIGHTHOUSE_RUNS, default 5; BENCH_LIGHTHOUSE=0 skips them).
 *
 *   BENCH_SECONDS=10 BENCH_ROUNDS=3 BENCH_CONNECTIONS=20 BENCH_PORT=3000 BENCH_BARE_PORT=3001 npm run bench
 *
 * A part of the table: BENCH_PAGES (paths, comma-separated; default the five pages and the views),
 * BENCH_VISITORS (names, e.g. `anonymous,member`); BENCH_RENDERED=0 skips the rendered twin (a
 * Node 20 concern: on Node 24 it serves as the bare page does).
 *
 * `BENCH_CATALOGUE=1000 npm run bench` instead builds and measures the collection pages on the
 * seeded catalogue and on one of 1,000 products (bench-catalogue.mjs; two builds, long), each
 * against its bare twin with the same alternating rounds, p99 and peak memory.
 */
import './node-version.mjs';
import autocannon from 'autocannon';
import EMBEDDED_COMMERCE from '../lib/settings/embedded-commerce.json' with { type: 'json' };
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveRenderedBare, serveTwins } from './bench-bare.mjs';
import { benchCatalogues } from './bench-catalogue.mjs';
import { combineRounds, reportRow, visitorsFor } from './bench-figures.mjs';
import { newCart, newMember } from './bench-visitors.mjs';
import { LIGHTHOUSE_PAGES, lighthouseMedians } from './lighthouse-median.mjs';
import { watchPeakRss } from './process-rss.mjs';
import { serveBuild } from './serve-build.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const product = process.env.BENCH_PRODUCT ?? 'isosceles-2021';
const port = process.env.BENCH_PORT ?? process.env.PORT ?? '3000';
const barePort = process.env.BENCH_BARE_PORT ?? String(Number(port) + 1);
const renderedPort = String(Number(barePort) + 1);
const ccPort = process.env.BENCH_BARE_CC_PORT ?? String(Number(barePort) + 2);
const commerceHost = process.env.LOCAL_COMMERCE_HOST ?? EMBEDDED_COMMERCE.host;
const commercePort = process.env.LOCAL_COMMERCE_PORT ?? String(EMBEDDED_COMMERCE.port);
const commerce = `http://${commerceHost}:${commercePort}`;
const tenant = process.env.LOCAL_COMMERCE_TENANT ?? EMBEDDED_COMMERCE.tenant;
const base = (process.env.BENCH_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const lighthouseOut = process.env.LIGHTHOUSE_OUT ?? join(tmpdir(), 'winery-bench-lighthouse');

/** Collection views: served through the proxy's rewrite to their cached `[view]` page. */
export const COLLECTION_VIEWS = (
  process.env.BENCH_VIEWS ??
  '/collection/all?sort=price-asc&page=2,/collection/all?type=wine&sort=price-desc'
)
  .split(',')
  .filter(Boolean);
const listed = (name) =>
  process.env[name]
    ?.split(',')
    .map((value) => value.trim())
    .filter(Boolean);
const pages = (
  listed('BENCH_PAGES') ??
  [...LIGHTHOUSE_PAGES, ...COLLECTION_VIEWS].map((path) =>
    path.startsWith('/product/') ? `/product/${product}` : path,
  )
).map((path) => ({ path }));
const visitorNames = listed('BENCH_VISITORS');
const withRendered = process.env.BENCH_RENDERED !== '0';

/** Servers this run started, stopped at the end. */
const servers = [];

async function bodyBytes(url, headers = {}) {
  const reply = await fetch(url, { headers });
  if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
  return (await reply.arrayBuffer()).byteLength;
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** One page's bytes (fetched once, which also warms it) and its load figures. */
async function measure(url, headers = {}) {
  const bytes = await bodyBytes(url, headers);
  return { bytes, result: await load(url, headers) };
}

/**
 * A site page and its bare twins (`urls`: { site, bare, rendered }) in rounds, each round in a
 * rotated order (site first, then bare first, ...), each side's rounds combined (combineRounds).
 */
async function measureSides(urls, headers) {
  const names = Object.keys(urls);
  const measured = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    const order = names.map((_, index) => names[(index + round) % names.length]);
    for (const name of order) measured[name].push(await measure(urls[name], headers));
  }
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        bytes: measured[name][0].bytes,
        result: combineRounds(measured[name].map((m) => m.result)),
      },
    ]),
  );
}

async function hungCompletion(headers) {
  const armed = await fetch(`${commerce}/__faults`, {
    method: 'POST',
    body: JSON.stringify({ method: 'GET', path: '^cart/[^/]+$', delayMs: 30_000, times: 1000 }),
  }).catch(() => undefined);
  if (armed?.status !== 201) {
    console.log('\nHung commerce: n/a (the commerce fault switch is off; start without BENCH_URL)');
    return;
  }
  const path = `/product/${product}`;
  const rows = [];
  try {
    for (let request = 1; request <= 4; request++) {
      const started = performance.now();
      const reply = await fetch(base + path, { headers });
      await reply.arrayBuffer();
      const completeAfter = Math.round(performance.now() - started);
      rows.push({ request, url: path, status: reply.status, 'complete after ms': completeAfter });
    }
  } finally {
    await fetch(`${commerce}/__faults`, { method: 'DELETE' });
  }
  console.log('\nWith cartId and cartCount cookies while the cart service hangs (30 s per call):');
  console.table(rows);
}

/** A page's twin on a bare server whose twins (by target) are `twins`: a member's per request. */
const twinPath = (visitor, page, twins) =>
  visitor.perRequest ? `/per-request${twins[page.memberIndex].path}` : twins[page.index].path;

/**
 * Each visitor's pages against their twin on each bare server in `sides` ({ bare, rendered?, cc? }:
 * each { base, twins }); a member's is the twin of their page's size rendered per request.
 */
async function throughput(sides, visitors, benchPages = pages) {
  const described = Object.entries(sides).map(([name, side]) => `${name} ${side.base}`);
  console.log(
    `autocannon: ${connections} connections, ${rounds} rounds of ${seconds} s per URL; site ${base}, ${described.join(', ')}.`,
  );
  const rows = [];
  for (const visitor of visitors) {
    for (const page of benchPages) {
      const urls = { site: base + page.path };
      for (const [name, side] of Object.entries(sides))
        urls[name] = side.base + twinPath(visitor, page, side.twins);
      const row = reportRow({ visitor, page, ...(await measureSides(urls, visitor.headers)) });
      const notes = [
        `${row.ratio} of the bare page`,
        row['ratio rendered'] && `${row['ratio rendered']} after a render`,
        row['ratio CC'] && `${row['ratio CC']} of the CC twin`,
      ];
      console.log(`  ${visitor.name} ${page.path}: ${notes.filter(Boolean).join(', ')}`);
      rows.push(row);
    }
  }
  return rows;
}

/** Lighthouse medians of the site's pages and of the bare page of the home page's size. */
async function lighthouseRows(bare) {
  console.log(`\nLighthouse: ${lighthouseRuns} run(s) per page; reports in ${lighthouseOut}`);
  // The bare page of the home page's size takes its turn with the site's pages in every round.
  const targets = [
    ...pages.map(({ path }) => ({ base, path, label: 'site' })),
    { base: bare.base, path: bare.twins[pages[0].index].path, label: 'bare' },
  ];
  const { medians } = await lighthouseMedians({
    targets,
    runs: lighthouseRuns,
    out: lighthouseOut,
  });
  const twin = medians.at(-1);
  return medians.map((row, index) =>
    index === medians.length - 1
      ? { server: 'bare', ...row }
      : { server: 'site', ...row, 'goal met': lighthouseGoalMet(row, twin) ? 'yes' : 'no' },
  );
}

/** Lighthouse's goal: performance at least the bare page's, largest paint within 0.3 s of it. */
const lighthouseGoalMet = (row, bare) =>
  row.performance >= bare.performance && Number(row['LCP s']) <= Number(bare['LCP s']) + 0.3;

function report(rows, memory, lighthouse) {
  console.log(
    `\nEach page against a bare Next page of its size with ETags off, as the site has them, measured alternately in this run (${connections} connections, ${rounds} x ${seconds} s per URL). "rendered": the same bare page from a server that has rendered once at runtime (Node 20 keeps promise hooks on after that). "CC": the bare page built with Cache Components; "ratio CC" is the site's share of it, "bare CC/bare" the framework's share:`,
  );
  console.table(rows);
  const siteMemory = memory.site === undefined ? 'n/a (BENCH_URL)' : `${memory.site} MB`;
  console.log(
    `Peak resident memory: site ${siteMemory}, bare ${memory.bare ?? 'n/a'} MB, bare CC ${memory.cc ?? 'n/a'} MB`,
  );
  if (!lighthouse) return;
  console.log(
    `\nLighthouse 13, mobile, first visit, median of ${lighthouseRuns} (bare: the home page's size)`,
  );
  console.table(lighthouse);
}

async function benchPages() {
  const site = process.env.BENCH_URL ? undefined : await serveBuild({ base, port, commercePort });
  if (site) servers.push(site);
  const siteMemory = site && watchPeakRss(site.pid);
  const cart = await newCart(commerce, tenant, product);
  const visitors = visitorsFor(cart.id, cart.count, await newMember(commerce, tenant)).filter(
    (visitor) => !visitorNames || visitorNames.includes(visitor.name),
  );
  const member = visitors.find((visitor) => visitor.perRequest);
  // Each page's size, then (with a member) the member's page's size: one bare page each.
  const targets = [];
  for (const page of pages) {
    page.index = targets.push(await bodyBytes(base + page.path)) - 1;
    if (member)
      page.memberIndex = targets.push(await bodyBytes(base + page.path, member.headers)) - 1;
  }
  const { bare, cc } = await serveTwins(targets, { port: barePort, ccPort });
  servers.push(bare.server, cc.server);
  const [bareMemory, ccMemory] = [bare, cc].map((twin) => watchPeakRss(twin.server.pid));
  const rendered = withRendered ? await serveRenderedBare({ port: renderedPort }) : undefined;
  if (rendered) servers.push(rendered.server);
  const sides = { bare, ...(rendered ? { rendered: { ...rendered, twins: bare.twins } } : {}), cc };
  const rows = await throughput(sides, visitors);
  await hungCompletion({ cookie: `cartId=${cart.id}; cartCount=${cart.count}` });
  const lighthouse =
    process.env.BENCH_LIGHTHOUSE === '0' || !pages.some((page) => page.path === '/')
      ? undefined
      : await lighthouseRows(bare);
  const memory = { site: siteMemory?.peakMb(), bare: bareMemory.peakMb(), cc: ccMemory.peakMb() };
  report(rows, memory, lighthouse);
}

/**
 * The collection's first page and its views on a served build (BENCH_CATALOGUE), for an anonymous
 * visitor against bare twins (plain and with Cache Components), with the servers' peak memory.
 */
async function measureServed(site) {
  const siteMemory = watchPeakRss(site.pid);
  const served = ['/collection/all', ...COLLECTION_VIEWS].map((path, index) => ({ path, index }));
  const targets = [];
  for (const page of served) targets.push(await bodyBytes(base + page.path));
  const { bare, cc } = await serveTwins(targets, { port: barePort, ccPort });
  const twinMemory = [bare, cc].map((twin) => watchPeakRss(twin.server.pid));
  try {
    const [anonymous] = visitorsFor('-');
    const rows = await throughput({ bare, cc }, [anonymous], served);
    const memory = [siteMemory, ...twinMemory].map((watch) => watch.peakMb()).join(' / ');
    return rows.map((row) => ({ ...row, 'peak MB site/bare/CC': memory }));
  } finally {
    for (const watch of [siteMemory, ...twinMemory]) watch.stop();
    await bare.server.stop();
    await cc.server.stop();
  }
}

const catalogueSize = Number(process.env.BENCH_CATALOGUE ?? 0);

try {
  if (catalogueSize > 0) {
    await benchCatalogues(catalogueSize, { base, port, commercePort, measureServed });
  } else await benchPages();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  for (const server of servers.reverse()) await server.stop();
}
