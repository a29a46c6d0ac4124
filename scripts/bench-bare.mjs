/**
 * The bare Next app `npm run bench` measures the site against (bench/bare, ETags off as the site
 * has them): one prerendered page per site page size, built with the repository's `next` and
 * served with `next start` beside the site, twice: into bench/bare/.next without Cache Components
 * and into bench/bare/.next-cc with them (the framework's own share, apart from the site's). Each
 * build is skipped when the last one (its stamp in its dist dir) came from the same sources and
 * already has a page within SIZE_TOLERANCE of every size asked for.
 * How much text makes a page of a size is fitted on the last build's pages; when a fresh build
 * still misses a size, it is built once more on the new fit.
 *
 * Each size is also at `/per-request/<bytes>`, the same page rendered on every request: the twin
 * of a signed-in member's personal pages.
 *
 * The same build is also served on a second port after one runtime render (`/rendered`): on
 * Node 20, the first AsyncLocalStorage.run of a process (any render, such as a revalidation)
 * turns promise hooks on for good, which costs every later request about a tenth of a bare
 * page's throughput. The site revalidates every 60 s, so that twin is in the site's state.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillerFor, fitBytes, SIZE_TOLERANCE, twinsFor } from './bench-figures.mjs';
import { startServer } from './serve-build.mjs';

const bareDir = fileURLToPath(new URL('../bench/bare/', import.meta.url));
const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

/**
 * The two builds of the bare app: its dist dir, the sizes file its pages read, and the environment
 * its next.config.mjs picks Cache Components by (the same at build and at start).
 */
export const BARE_VARIANTS = {
  bare: { label: 'bare', distDir: '.next', sizesFile: 'sizes.json', cacheComponents: false },
  cc: { label: 'bare CC', distDir: '.next-cc', sizesFile: 'sizes-cc.json', cacheComponents: true },
};

const envOf = (variant) => ({
  ...baseEnv,
  BARE_CACHE_COMPONENTS: variant.cacheComponents ? '1' : '0',
});
const stampOf = (variant) => join(bareDir, variant.distDir, 'bench-bare.json');

/** What the build is made of: the app's files and the version of `next`. */
async function sourceHash() {
  const hash = createHash('sha256').update(require('next/package.json').version);
  const entries = await readdir(join(bareDir, 'app'), { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
  files.push(
    ...['package.json', 'next.config.mjs', 'tsconfig.json', 'sized.ts', 'sized-body.tsx'].map(
      (name) => join(bareDir, name),
    ),
  );
  for (const file of files.sort())
    hash.update(relative(bareDir, file)).update(await readFile(file));
  return hash.digest('hex');
}

async function readStamp(variant) {
  return readFile(stampOf(variant), 'utf8').then(JSON.parse, () => undefined);
}

function build(pages, variant) {
  console.log(
    `Building the ${variant.label} Next app (bench/bare/${variant.distDir}) for ${pages.map((page) => page.bytes).join(', ')} bytes...`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build', '--webpack'], {
      cwd: bareDir,
      env: envOf(variant),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`the ${variant.label} app's next build exited with ${code}`)),
    );
  });
}

function serve(base, port, variant) {
  const args = [nextBin, 'start', '-p', port];
  return startServer({ args, cwd: bareDir, env: envOf(variant), readyUrl: base });
}

async function htmlBytes(url) {
  const reply = await fetch(url);
  if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
  return (await reply.arrayBuffer()).byteLength;
}

/** Builds pages of the target sizes on the fit of `points`, serves them, measures them. */
async function buildAndMeasure(targets, points, { base, port, source, variant }) {
  const fit = fitBytes(points);
  const pages = [...new Set(targets)].map((bytes) => ({
    bytes,
    fillerChars: fillerFor(bytes, fit),
  }));
  await writeFile(join(bareDir, variant.sizesFile), JSON.stringify({ pages }, null, 2));
  await build(pages, variant);
  const server = await serve(base, port, variant);
  const built = [];
  for (const page of pages) {
    const path = `/${page.bytes}`;
    built.push({ path, fillerChars: page.fillerChars, bytes: await htmlBytes(base + path) });
  }
  await writeFile(stampOf(variant), JSON.stringify({ source, pages: built }, null, 2));
  return { server, built };
}

/**
 * Serves the bare app's `variant` (BARE_VARIANTS; the plain one by default) on `port` with a page
 * of each target size (bytes of HTML); answers the server ({ stop, pid }), its base URL and, per
 * target, its twin ({ path, bytes }).
 */
export async function serveBareTwins(targets, { port, variant = BARE_VARIANTS.bare }) {
  const base = `http://127.0.0.1:${port}`;
  const source = await sourceHash();
  const stamp = await readStamp(variant);
  const previous = stamp?.source === source ? stamp.pages : [];
  if (previous.length && twinsFor(targets, previous).every(Boolean)) {
    console.log(`The ${variant.label} Next app (bench/bare/${variant.distDir}) is up to date.`);
    return { server: await serve(base, port, variant), base, twins: twinsFor(targets, previous) };
  }
  const options = { base, port, source, variant };
  let { server, built } = await buildAndMeasure(targets, previous, options);
  if (!twinsFor(targets, built).every(Boolean)) {
    await server.stop();
    ({ server, built } = await buildAndMeasure(targets, built, options));
  }
  const twins = twinsFor(targets, built);
  if (!twins.every(Boolean)) {
    console.warn(
      `Some ${variant.label} pages are off by more than ${SIZE_TOLERANCE * 100} %; the nearest is used.`,
    );
  }
  return { server, base, twins: twinsFor(targets, built, Infinity) };
}

/**
 * The twins of `targets` (bytes), plain on `port` and with Cache Components on `ccPort`, both
 * served (serveBareTwins): { bare, cc }.
 */
export async function serveTwins(targets, { port, ccPort }) {
  const bare = await serveBareTwins(targets, { port });
  try {
    return { bare, cc: await serveBareTwins(targets, { port: ccPort, variant: BARE_VARIANTS.cc }) };
  } catch (error) {
    await bare.server.stop();
    throw error;
  }
}

/**
 * The bare build (served by serveBareTwins first) on `port` after one runtime render: the state of
 * a Next server that has rendered since it started.
 */
export async function serveRenderedBare({ port }) {
  const base = `http://127.0.0.1:${port}`;
  const server = await serve(base, port, BARE_VARIANTS.bare);
  const reply = await fetch(`${base}/rendered`);
  if (!reply.ok) {
    await server.stop();
    throw new Error(`the bare app's /rendered answered ${reply.status}`);
  }
  return { server, base };
}
