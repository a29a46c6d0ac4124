#!/usr/bin/env node
/**
 * Completes the deployable artifact after `next build` (`output: 'standalone'`, next.config.ts):
 * `.next/standalone` then serves the whole site with Node 24 alone.
 *
 * - Next leaves the static files to a CDN: `.next/static` and `public/` are copied in, so the
 *   folder also serves them itself.
 * - `content/`, the embedded content (read at run time from the server's folder).
 * - `cache-handlers/`: the page cache handler is loaded from the server's folder when it starts
 *   (server/cache/page-cache-handler.ts), so Next's tracing, which follows next.config, misses it.
 * - `build-sources.json`: what the shared pages were prerendered from, the embedded demo or the
 *   configured services (build-sources.mjs); the start script refuses settings of another kind.
 * - `start.mjs`, the start script (scripts/standalone-start.ts, bundled: it needs the settings
 *   and header rules, which are TypeScript), which puts this server's header values in place and
 *   starts Next's `server.js`.
 *
 *   npm run build                      # runs this after next build
 *   node .next/standalone/start.mjs    # PORT, HOSTNAME and the settings from the environment
 */
import './node-version.mjs';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { BUILD_SOURCES_FILE, buildSourcesOf } from './build-sources.mjs';

const root = new URL('..', import.meta.url).pathname;
const standalone = `${root}.next/standalone`;

if (!existsSync(`${standalone}/server.js`)) {
  console.error('standalone: no .next/standalone/server.js; run next build first.');
  process.exit(1);
}
for (const [from, to] of [
  ['.next/static', '.next/static'],
  ['public', 'public'],
  ['content', 'content'],
  ['cache-handlers', 'cache-handlers'],
]) {
  rmSync(`${standalone}/${to}`, { recursive: true, force: true });
  cpSync(`${root}${from}`, `${standalone}/${to}`, {
    recursive: true,
    // Tests, type declarations and notes (cache-handlers/ has them) are not part of the server.
    filter: (source) => !/\.(test\.ts|d\.mts|md)$/.test(source),
  });
}
// The same settings as the `next build` before this (npm run build runs both with one environment).
const sources = buildSourcesOf(process.env);
writeFileSync(`${standalone}/${BUILD_SOURCES_FILE}`, `${JSON.stringify(sources)}\n`);
await build({
  entryPoints: [`${root}scripts/standalone-start.ts`],
  outfile: `${standalone}/start.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: ['./server.js'],
  logLevel: 'warning',
});
const kind =
  sources.commerce === 'embedded' && sources.content === 'embedded'
    ? 'the embedded demo'
    : `commerce ${sources.commerce}, content ${sources.content}`;
console.log(
  `standalone: .next/standalone is ready (node .next/standalone/start.mjs), built from ${kind}`,
);
