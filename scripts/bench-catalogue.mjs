/**
 * `BENCH_CATALOGUE=1000 npm run bench`: what the catalogue's size costs. Builds and serves the
 * shop twice, on the seeded catalogue and on one of BENCH_CATALOGUE products (the embedded
 * service's LOCAL_COMMERCE_SEED_SIZE: the seed plus invented wines), each on a fresh database, and
 * prints for each: build time, then, against a bare Next page of each page's size in alternating
 * rounds (bench.mjs `measureServed`), HTML bytes, requests/s, ratio, p99 of a collection's first
 * page and of its views (a sorted page 2, a filtered and sorted view: generated on their first
 * visit, then cached), and both servers' peak memory. The large catalogue is built first, so the
 * build left in .next is the seeded one. Long (two production builds).
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { serveBuild } from './serve-build.mjs';

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** `npm run build`'s two steps; answers the seconds `next build` took. */
async function build(env) {
  const started = performance.now();
  await run([new URL('./with-commerce.mjs', import.meta.url).pathname, 'next', 'build'], env);
  const seconds = (performance.now() - started) / 1000;
  // The standalone folder too, so the build left in .next serves with `npm run serve` afterwards.
  await run([new URL('./standalone.mjs', import.meta.url).pathname], env);
  return seconds;
}

/** Rows for one catalogue: built, served, measured, stopped. */
async function measureCatalogue({ label, size }, { base, port, commercePort, measureServed }) {
  const dataDir = `.data/bench-commerce-${size ?? 'seed'}`;
  await rm(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    LOCAL_COMMERCE_DATA_DIR: dataDir,
    LOCAL_COMMERCE_PORT: commercePort,
    LOCAL_COMMERCE_SEED_SIZE: size ? String(size) : '',
  };
  console.log(`Building on the ${label} catalogue...`);
  const buildSeconds = await build(env);
  // serveBuild passes its own environment on to the server and the embedded service.
  Object.assign(process.env, env);
  const server = await serveBuild({ base, port, commercePort });
  try {
    const rows = await measureServed(server);
    return rows.map((row) => ({ catalogue: label, 'build s': Math.round(buildSeconds), ...row }));
  } finally {
    await server.stop();
  }
}

/**
 * `measureServed(server)` answers the report's rows for the served build (against its bare twins);
 * it comes from bench.mjs, so both reports load pages the same way.
 */
export async function benchCatalogues(size, options) {
  const rows = [];
  for (const catalogue of [
    { label: `${size} products`, size },
    { label: 'seeded', size: undefined },
  ]) {
    rows.push(...(await measureCatalogue(catalogue, options)));
  }
  console.log('\nCollection pages by catalogue size (each build on a fresh database)');
  console.table(rows);
}
