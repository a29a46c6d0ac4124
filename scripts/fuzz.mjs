#!/usr/bin/env node
/**
 * `npm run fuzz`: throws generated invalid input at every server action, every route handler and
 * the page routes of a production build (`npm run build` first), and counts what must never
 * happen:
 *   - a 5xx answer (bad input must be refused with a message, never crash: also a foreign Origin,
 *     a body over 1 MB, declared or chunked, and multipart with dangling references), and
 *   - a state change caused by invalid input: a write that reached the commerce service
 *     (POST/PUT/DELETE, counted by the embedded service's test-only request counter) or a
 *     session cookie (cart, customer token) handed out.
 * It starts its own `next start` with a fresh embedded commerce database on ports of its own
 * (FUZZ_PORT, FUZZ_COMMERCE_PORT), prints the figures and exits 1 unless both are 0.
 *
 * Server actions are found in the build's server-reference manifest and called over HTTP the way
 * React calls them (POST with the `Next-Action` header and the arguments as JSON), so a new
 * action is fuzzed without touching this script. Payloads come from a seeded generator
 * (FUZZ_SEED), so a failure can be replayed.
 */
import './node-version.mjs';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import {
  ABUSIVE_ACTION_CALLS,
  RAW_BODIES,
  STRINGS,
  encodeQuery,
  hostileArgs,
  hostileValue,
  pagePath,
  pick,
  random,
  seedPayloads,
} from './fuzz-payloads.mjs';

const PORT = Number(process.env.FUZZ_PORT ?? 3180);
const COMMERCE_PORT = Number(process.env.FUZZ_COMMERCE_PORT ?? 4180);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const PER_ACTION = Number(process.env.FUZZ_PER_ACTION ?? 90);
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 60);
const PAGE_PAYLOADS = Number(process.env.FUZZ_PAGES ?? 200);
const CONCURRENCY = 4;
const BASE = `http://127.0.0.1:${PORT}`;
const COMMERCE = `http://127.0.0.1:${COMMERCE_PORT}`;
const DATA_DIR = '.data/fuzz-commerce';
const SESSION_COOKIES = ['cartId', 'customerToken'];
seedPayloads(SEED);

// ---------------------------------------------------------------------------------------------
// Targets from the build.

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function serverActions() {
  const manifest = readJson('.next/server/server-reference-manifest.json');
  // `'use cache'` functions are registered as server references too; they are not actions.
  return Object.entries(manifest.node ?? {})
    .filter(([, entry]) => !String(entry.exportedName ?? '').startsWith('$$RSC_SERVER_CACHE'))
    .map(([id, entry]) => ({
      id,
      name: entry.exportedName ?? id.slice(0, 8),
      file: entry.filename ?? '',
    }));
}

function routeHandlers() {
  const manifest = readJson('.next/server/app-paths-manifest.json');
  return Object.keys(manifest)
    .filter((route) => route.endsWith('/route'))
    .map((route) => route.replace(/\/route$/, '').replace(/\/\([^/]+\)/g, '') || '/')
    .filter((path) => !path.includes('['));
}

// ---------------------------------------------------------------------------------------------
// Running.

const results = { requests: 0, serverErrors: [], sessionCookies: [] };

async function send(label, path, init) {
  let response;
  try {
    response = await fetch(`${BASE}${path}`, {
      redirect: 'manual',
      ...init,
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    // A dropped connection is as bad as a 500.
    results.serverErrors.push(`${label}: ${error.message}`);
    return;
  }
  results.requests += 1;
  await response.arrayBuffer().catch(() => undefined);
  if (response.status >= 500) results.serverErrors.push(`${label}: ${response.status}`);
  for (const cookie of response.headers.getSetCookie()) {
    const [name, value = ''] = cookie.split(';')[0].split('=');
    if (SESSION_COOKIES.includes(name) && value !== '')
      results.sessionCookies.push(`${label}: ${name}`);
  }
}

function actionCalls(actions) {
  const calls = [];
  for (const action of actions) {
    for (let i = 0; i < PER_ACTION; i += 1) {
      const raw = random() < 0.15;
      const body = raw ? pick(RAW_BODIES) : JSON.stringify(hostileArgs());
      calls.push(() =>
        send(`action ${action.name} (${action.file}) ${body.slice(0, 80)}`, '/', {
          method: 'POST',
          headers: {
            'next-action': action.id,
            accept: 'text/x-component',
            'content-type':
              raw && random() < 0.5
                ? 'multipart/form-data; boundary=x'
                : 'text/plain;charset=UTF-8',
          },
          body,
        }),
      );
    }
  }
  // What the framework would answer with a 500: every action gets the light ones, a few
  // (picked by the seed) the multi-megabyte bodies, which would otherwise dominate the run.
  const heavyTargets = new Set(Array.from({ length: 3 }, () => pick(actions)));
  for (const action of actions) {
    for (const abuse of ABUSIVE_ACTION_CALLS) {
      if (abuse.heavy && !heavyTargets.has(action)) continue;
      calls.push(() => {
        const { origin = BASE, ...init } = abuse.init();
        return send(`action ${action.name} (${action.file}) ${abuse.label}`, '/', {
          method: 'POST',
          headers: { 'next-action': action.id, accept: 'text/x-component', origin },
          ...init,
        });
      });
    }
  }
  // Actions that do not exist, and malformed action ids.
  for (const id of ['0'.repeat(42), 'x', '%E0%A4%A', '../../']) {
    calls.push(() =>
      send(`unknown action ${id}`, '/', {
        method: 'POST',
        headers: { 'next-action': id },
        body: '[]',
      }),
    );
  }
  return calls;
}

function routeCalls(routes) {
  const calls = [];
  for (const route of routes) {
    for (let i = 0; i < PER_ROUTE; i += 1) {
      const method = pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
      const query =
        random() < 0.6
          ? `?${pick(['secret', 'path', 'model', 'url', 'slug'])}=${encodeQuery(pick(STRINGS))}`
          : '';
      const body = ['GET', 'DELETE'].includes(method)
        ? undefined
        : random() < 0.5
          ? pick(RAW_BODIES)
          : JSON.stringify(hostileValue());
      const headers = {
        'content-type': pick([
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
        ]),
      };
      if (random() < 0.5)
        headers['x-revalidate-secret'] = pick(
          STRINGS.filter((s) => !s.includes('\u0000') && !/[^\x20-\x7e]/.test(s)),
        );
      calls.push(() =>
        send(`route ${method} ${route}${query}`, `${route}${query}`, { method, headers, body }),
      );
    }
  }
  return calls;
}

function pageCalls() {
  return Array.from({ length: PAGE_PAYLOADS }, () => {
    const path = pagePath();
    return () => send(`page GET ${path.slice(0, 100)}`, path, { method: 'GET' });
  });
}

async function runAll(calls) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < calls.length) await calls[next++]();
    }),
  );
}

async function commerceWrites() {
  const reply = await fetch(`${COMMERCE}/__faults/requests`);
  const { byRoute } = await reply.json();
  return Object.entries(byRoute).filter(([route]) => !route.startsWith('GET '));
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not up yet
    }
    await delay(500);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function main() {
  const actions = serverActions();
  const routes = routeHandlers();
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn('node', ['scripts/with-commerce.mjs', 'next', 'start', '-p', String(PORT)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      LOCAL_COMMERCE_PORT: String(COMMERCE_PORT),
      LOCAL_COMMERCE_DATA_DIR: DATA_DIR,
      LOCAL_COMMERCE_FAULTS: '1',
      WEB_URL: BASE,
    },
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  try {
    await waitFor(`${BASE}/`, 240_000);
    // Warm the pages once so the counters measure the fuzz, not the first renders.
    await fetch(`${BASE}/collection/all`).then((r) => r.arrayBuffer());
    await fetch(`${COMMERCE}/__faults`, { method: 'DELETE' });

    const calls = [...actionCalls(actions), ...routeCalls(routes), ...pageCalls()];
    const started = Date.now();
    await runAll(calls);
    const writes = await commerceWrites();

    const stateChanges =
      writes.reduce((sum, [, count]) => sum + count, 0) + results.sessionCookies.length;
    console.log(
      `fuzz: ${actions.length} server actions, ${routes.length} route handlers (${routes.join(', ')}), page routes`,
    );
    console.log(
      `fuzz: ${results.requests} payloads answered in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED})`,
    );
    console.log(`fuzz: 5xx answers: ${results.serverErrors.length}`);
    console.log(`fuzz: state changes from invalid input: ${stateChanges}`);
    for (const line of results.serverErrors.slice(0, 30)) console.log(`  5xx  ${line}`);
    for (const [route, count] of writes)
      console.log(`  write reached commerce: ${route} x${count}`);
    for (const line of results.sessionCookies.slice(0, 30))
      console.log(`  session cookie set  ${line}`);
    if (results.requests < 1000) {
      console.log('fuzz: fewer than 1,000 payloads were answered');
      process.exitCode = 1;
    }
    if (results.serverErrors.length > 0 || stateChanges > 0) process.exitCode = 1;
  } finally {
    stop();
  }
}

await main();
