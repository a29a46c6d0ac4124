#!/usr/bin/env node
/**
 * `npm run bench`: load-tests a running production server (`npm run serve`, or `npm start`) with
 * autocannon and prints requests/second and p99 latency for a product page, the all-wines
 * collection and a static file served by the same server, so the ratio shows what the pages cost.
 * A benchmark, not a test: it asserts nothing.
 *
 *   BENCH_URL=http://127.0.0.1:3000 BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench
 *
 * With LOCAL_COMMERCE_FAULTS=1 on the server, it also reports how many commerce requests the
 * warm runs caused (expected: 0, the pages come from the cache).
 */
import autocannon from 'autocannon';
import EMBEDDED_COMMERCE from '../lib/embedded-commerce.json' with { type: 'json' };

const base = (process.env.BENCH_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(
  /\/+$/,
  '',
);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const product = process.env.BENCH_PRODUCT ?? 'isosceles-2021';
const commerceCounter = `http://${process.env.LOCAL_COMMERCE_HOST ?? EMBEDDED_COMMERCE.host}:${process.env.LOCAL_COMMERCE_PORT ?? EMBEDDED_COMMERCE.port}/__faults/requests`;

const targets = [
  { name: `product page /product/${product}`, path: `/product/${product}` },
  { name: 'collection page /collection/all', path: '/collection/all' },
  { name: 'static file /images/logo.svg', path: '/images/logo.svg' },
];

async function commerceRequests() {
  try {
    const reply = await fetch(commerceCounter);
    if (!reply.ok) return undefined;
    const body = await reply.json();
    return typeof body.total === 'number' ? body.total : undefined;
  } catch {
    return undefined;
  }
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

// Warm every page once (first render fills the caches), and fail early when the server is not up.
for (const target of targets) {
  const reply = await fetch(base + target.path).catch((error) => {
    console.error(
      `Cannot reach ${base}${target.path}: start the server first (npm run serve).`,
      error.message,
    );
    process.exit(1);
  });
  if (!reply.ok) {
    console.error(`${base}${target.path} answered ${reply.status}`);
    process.exit(1);
  }
  await reply.arrayBuffer();
}

console.log(`autocannon: ${connections} connections, ${seconds} s per URL, against ${base}\n`);
const rows = [];
for (const target of targets) {
  const before = await commerceRequests();
  const result = await run(base + target.path);
  const after = await commerceRequests();
  rows.push({
    url: target.name,
    'req/s (avg)': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    'avg ms': Number(result.latency.average.toFixed(1)),
    errors: result.errors + result.non2xx,
    'commerce calls': before === undefined || after === undefined ? 'n/a' : after - before,
  });
}
console.table(rows);
const staticRate = rows[2]?.['req/s (avg)'] ?? 0;
for (const row of rows.slice(0, 2)) {
  if (staticRate > 0)
    console.log(
      `${row.url}: ${((row['req/s (avg)'] / staticRate) * 100).toFixed(0)}% of the static file's rate`,
    );
}
