/**
 * The standalone server's start script, bundled by scripts/standalone.mjs into
 * `.next/standalone/start.mjs` (it runs with Node alone: no tsx, no node_modules beside it).
 *
 * Next's standalone `server.js` serves the header rules the build wrote into its routes manifest
 * and never reads next.config.ts. This server's settings decide those headers' values (the tag
 * manager's and the widget's hosts, production's HSTS: server/security/built-headers.ts), so they
 * are put in place first, as next.config.ts does for `next start`; then Next's server starts.
 */
import './node-version.mjs';
import { lookup } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EMBEDDED_COMMERCE from '../lib/settings/embedded-commerce.json' with { type: 'json' };
import { staticHeaderRules } from '../lib/http/static-headers';
import { readSettings } from '../server/config/settings';
import { builtStylesheets, refreshBuiltHeaders } from '../server/security/built-headers';
import {
  BUILD_SOURCES_FILE,
  DEMO_ANNOUNCEMENT,
  sourcesMismatch,
  type BuildSources,
} from './build-sources.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

// Prerendered pages show what the build read: a server set to other sources would serve them as
// its own (build-sources.mjs). One line, no values: it may go to a shared log.
const built = readBuiltSources();
const mismatch = sourcesMismatch(built, process.env);
if (mismatch) {
  console.error(mismatch);
  process.exit(1);
}
if (built?.commerce === 'embedded' && built.content === 'embedded') console.log(DEMO_ANNOUNCEMENT);

// Next's server changes into its own folder; folders named in the settings (the embedded
// service's data, which the preview secret sits beside, and content fixtures) keep meaning the
// folder the server was started from, as they do for `next start` and the service itself.
for (const [name, fallback] of [
  ['LOCAL_COMMERCE_DATA_DIR', EMBEDDED_COMMERCE.dataDir],
  ['CONTENT_FIXTURES_DIR', undefined],
] as const) {
  const value = process.env[name]?.trim() || fallback;
  if (value) process.env[name] = path.resolve(value);
}
const distDir = path.join(here, '.next');
const outcome = refreshBuiltHeaders(
  distDir,
  staticHeaderRules(readSettings(process.env), builtStylesheets(distDir)),
);
if (outcome === 'updated') console.log("Security headers: set from this server's settings.");
if (outcome === 'other rules' || outcome === 'no build') {
  console.error(`Security headers: ${outcome} in ${here}; rebuild it (npm run build).`);
  process.exit(1);
}
function readBuiltSources(): BuildSources | undefined {
  try {
    return JSON.parse(readFileSync(path.join(here, BUILD_SOURCES_FILE), 'utf8')) as BuildSources;
  } catch {
    return undefined;
  }
}

const hostname = process.env.HOSTNAME;
if (hostname) process.env.HOSTNAME = await hostnameNextKeepsInternal(hostname);

// Next's own standalone server: it changes into its folder, listens on PORT and HOSTNAME.
await import(/* a sibling file of the bundle, not bundled */ './server.js' as string);

/**
 * Next resolves each request against `http://HOSTNAME:PORT` but shows the proxy a loopback
 * address (127.x, ::1) as `localhost`. With such a HOSTNAME, the proxy's rewrite of a member's
 * page to its per-customer version names another origin, and Next fetches it from itself over
 * HTTP: a second connection and a sixth more CPU per member page, and under load a "socket hang
 * up" 500. Calling the same address `localhost` keeps the rewrite internal; where `localhost`
 * is another address, HOSTNAME stays as set.
 */
async function hostnameNextKeepsInternal(hostname: string): Promise<string> {
  const address = hostname.trim().replace(/^\[(.*)\]$/, '$1');
  if (!/^(127(\.\d{1,3}){3}|::1)$/.test(address)) return hostname;
  const localhost = await lookup('localhost').catch(() => undefined);
  return localhost?.address === address ? 'localhost' : hostname;
}
