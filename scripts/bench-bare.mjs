/**
 * The bare Next app `npm run bench` measures the site against (bench/bare): one prerendered page
 * per site page size, built with the repository's `next` into bench/bare/.next and served with
 * `next start` beside the site. The build is skipped when the last one (its stamp in the dist dir)
 * came from the same sources and already has a page within SIZE_TOLERANCE of every size asked for.
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
const stampFile = join(bareDir, '.next', 'bench-bare.json');
const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

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

async function readStamp() {
  return readFile(stampFile, 'utf8').then(JSON.parse, () => undefined);
}

function build(pages) {
  console.log(
    `Building the bare Next app (bench/bare) for ${pages.map((page) => page.bytes).join(', ')} bytes...`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build', '--webpack'], {
      cwd: bareDir,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the bare app's next build exited with ${code}`)),
    );
  });
}

function serve(base, port) {
  return startServer({ args: [nextBin, 'start', '-p', port], cwd: bareDir, env, readyUrl: base });
}

async function htmlBytes(url) {
  const reply = await fetch(url);
  if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
  return (await reply.arrayBuffer()).byteLength;
}

/** Builds pages of the target sizes on the fit of `points`, serves them, measures them. */
async function buildAndMeasure(targets, points, { base, port, source }) {
  const fit = fitBytes(points);
  const pages = [...new Set(targets)].map((bytes) => ({
    bytes,
    fillerChars: fillerFor(bytes, fit),
  }));
  await writeFile(join(bareDir, 'sizes.json'), JSON.stringify({ pages }, null, 2));
  await build(pages);
  const server = await serve(base, port);
  const built = [];
  for (const page of pages) {
    const path = `/${page.bytes}`;
    built.push({ path, fillerChars: page.fillerChars, bytes: await htmlBytes(base + path) });
  }
  await writeFile(stampFile, JSON.stringify({ source, pages: built }, null, 2));
  return { server, built };
}

/**
 * Serves the bare app on `port` with a page of each target size (bytes of HTML); answers the
 * server ({ stop, pid }), its base URL and, per target, its twin ({ path, bytes }).
 */
export async function serveBareTwins(targets, { port }) {
  const base = `http://127.0.0.1:${port}`;
  const source = await sourceHash();
  const stamp = await readStamp();
  const previous = stamp?.source === source ? stamp.pages : [];
  if (previous.length && twinsFor(targets, previous).every(Boolean)) {
    console.log('The bare Next app (bench/bare/.next) is up to date.');
    return { server: await serve(base, port), base, twins: twinsFor(targets, previous) };
  }
  let { server, built } = await buildAndMeasure(targets, previous, { base, port, source });
  if (!twinsFor(targets, built).every(Boolean)) {
    await server.stop();
    ({ server, built } = await buildAndMeasure(targets, built, { base, port, source }));
  }
  const twins = twinsFor(targets, built);
  if (!twins.every(Boolean)) {
    console.warn(
      `Some bare pages are off by more than ${SIZE_TOLERANCE * 100} %; the nearest is used.`,
    );
  }
  return { server, base, twins: twinsFor(targets, built, Infinity) };
}

/**
 * The bare build (served by serveBareTwins first) on `port` after one runtime render: the state of
 * a Next server that has rendered since it started.
 */
export async function serveRenderedBare({ port }) {
  const base = `http://127.0.0.1:${port}`;
  const server = await serve(base, port);
  const reply = await fetch(`${base}/rendered`);
  if (!reply.ok) {
    await server.stop();
    throw new Error(`the bare app's /rendered answered ${reply.status}`);
  }
  return { server, base };
}
