#!/usr/bin/env node
/**
 * `npm run bench`: what pages cost, in one run. A benchmark, not a test: it asserts nothing.
 *
 * Starts the production build (`npm run build` first) with the embedded commerce service and its
 * test-only fault switch, or uses a running server given as BENCH_URL. Prints:
 *   1. requests/s and p99 for a product page, a collection, the home page and a static file of
 *      the same size served by the same server, and each page's share of the static figure;
 *   2. the same pages for a visitor with a cart (cartId and cartCount cookies);
 *   3. how long a page takes to complete for that visitor while the cart service hangs.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_PORT=3000 npm run bench
 *
 * `BENCH_CATALOGUE=1000 npm run bench` instead builds and measures the collection pages on the
 * seeded catalogue and on one of 1,000 products (bench-catalogue.mjs; two builds, long).
 */
import autocannon from 'autocannon';
import EMBEDDED_COMMERCE from '../lib/embedded-commerce.json' with { type: 'json' };
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { benchCatalogues } from './bench-catalogue.mjs';
import { serveBuild } from './serve-build.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const product = process.env.BENCH_PRODUCT ?? 'isosceles-2021';
const port = process.env.BENCH_PORT ?? process.env.PORT ?? '3000';
const commerceHost = process.env.LOCAL_COMMERCE_HOST ?? EMBEDDED_COMMERCE.host;
const commercePort = process.env.LOCAL_COMMERCE_PORT ?? String(EMBEDDED_COMMERCE.port);
const commerce = `http://${commerceHost}:${commercePort}`;
const tenant = process.env.LOCAL_COMMERCE_TENANT ?? EMBEDDED_COMMERCE.tenant;
const base = (process.env.BENCH_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
const staticDir = new URL('../public/bench/', import.meta.url);

const pages = [
  { name: 'product', path: `/product/${product}` },
  { name: 'collection', path: '/collection/all' },
  { name: 'home', path: '/' },
];

let server;

async function startServer() {
  server = await serveBuild({ base, port, commercePort });
}

async function stopServer() {
  await server?.stop();
  server = undefined;
}

async function bodyBytes(path, headers = {}) {
  const reply = await fetch(base + path, { headers });
  if (!reply.ok) throw new Error(`${base}${path} answered ${reply.status}`);
  return (await reply.arrayBuffer()).byteLength;
}

function load(path, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base + path, connections, duration: seconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A static file of the given size in public/, served by the same server. */
async function staticFileOf(bytes) {
  await mkdir(staticDir, { recursive: true });
  const name = `same-size-${bytes}.html`;
  const filler = '<p>' + 'x'.repeat(Math.max(0, bytes - 7)) + '</p>';
  await writeFile(new URL(name, staticDir), filler.slice(0, bytes));
  return `/bench/${name}`;
}

async function table(title, targets, headers, staticRate) {
  const rows = [];
  for (const target of targets) {
    await bodyBytes(target.path, headers); // warm
    const result = await load(target.path, headers);
    const rate = Math.round(result.requests.average);
    rows.push({
      page: target.name,
      url: target.path,
      KB: Number((target.bytes / 1024).toFixed(1)),
      'req/s': rate,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
      'share of static': staticRate ? `${((rate / staticRate) * 100).toFixed(1)} %` : '100 %',
    });
  }
  console.log(`\n${title}`);
  console.table(rows);
  return rows;
}

async function newCartCookie() {
  const headers = { tenant, 'content-type': 'application/json' };
  const cart = await fetch(`${commerce}/v1/cart`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ channel: 'Web' }),
  }).then((reply) => reply.json());
  const products = await fetch(`${commerce}/v1/product/slug/${product}/for-web`, { headers }).then(
    (reply) => reply.json(),
  );
  const sku = products?.variants?.[0]?.sku;
  if (sku) {
    await fetch(`${commerce}/v1/cart/${cart.id}/item`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ sku, quantity: 1 }),
    });
  }
  // What a real cart holder's browser carries: the cart id and the count hint the cart store
  // writes (lib/session-hints.ts). Without the hint the proxy asks for a count (private reply).
  return { cookie: `cartId=${cart.id}; cartCount=${sku ? 1 : 0}` };
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
  const rows = [];
  try {
    for (let request = 1; request <= 4; request++) {
      const started = performance.now();
      const reply = await fetch(base + pages[0].path, { headers });
      await reply.arrayBuffer();
      rows.push({
        request,
        url: pages[0].path,
        status: reply.status,
        'complete after ms': Math.round(performance.now() - started),
      });
    }
  } finally {
    await fetch(`${commerce}/__faults`, { method: 'DELETE' });
  }
  console.log('\nWith a cartId cookie while the cart service hangs (30 s per call):');
  console.table(rows);
}

/** One page's bytes and load figures, warmed first (BENCH_CATALOGUE). */
async function measure(path) {
  const bytes = await bodyBytes(path);
  return { bytes, result: await load(path) };
}

const catalogueSize = Number(process.env.BENCH_CATALOGUE ?? 0);

try {
  if (catalogueSize > 0) {
    await benchCatalogues(catalogueSize, { base, port, commercePort, measure });
  } else await benchPages();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await rm(staticDir, { recursive: true, force: true });
  await stopServer();
}

async function benchPages() {
  if (!process.env.BENCH_URL) await startServer();
  for (const page of pages) page.bytes = await bodyBytes(page.path);
  const averageBytes = Math.round(pages.reduce((sum, page) => sum + page.bytes, 0) / pages.length);
  const staticTarget = {
    name: 'static file',
    path: await staticFileOf(averageBytes),
    bytes: averageBytes,
  };
  if (!process.env.BENCH_URL) {
    // `next start` lists public/ once at start-up: start again so it serves the new file.
    await stopServer();
    await startServer();
  } else if ((await fetch(base + staticTarget.path)).status === 404) {
    throw new Error(
      `restart the server at ${base} so it serves ${staticTarget.path}, then bench again`,
    );
  }
  console.log(
    `autocannon: ${connections} connections, ${seconds} s per URL, against ${base}; the machine's load counts, so read the numbers as rough.`,
  );
  const [staticRow] = await table(
    'Static file (same size as the average page)',
    [staticTarget],
    {},
  );
  const staticRate = staticRow['req/s'];
  await table('Anonymous visitor', pages, {}, staticRate);
  const cart = await newCartCookie();
  await table('Visitor with a cartId cookie', pages, cart, staticRate);
  await hungCompletion(cart);
}
