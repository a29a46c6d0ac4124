#!/usr/bin/env node
/**
 * `npm run fuzz`: throws generated invalid input at every server action, every route handler and
 * the page routes of a production build (`npm run build` first), and counts what must never
 * happen:
 *   - a 5xx answer (bad input must be refused with a message, never crash), and
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
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

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

// ---------------------------------------------------------------------------------------------
// Seeded generator of hostile values.

let state = SEED >>> 0;
function random() {
  // mulberry32
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
/** Percent-encodes, and a lone surrogate (which has no UTF-8 form) as the raw bytes a client sends. */
function encodeQuery(value) {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}
const pick = (list) => list[Math.floor(random() * list.length)];
const int = (max) => Math.floor(random() * max);

const STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '%E0%A4%A',
  '../../etc/passwd',
  '\ud800',
  '🍷'.repeat(300),
  'x'.repeat(10_000),
  'javascript:alert(1)',
  'not-an-email',
  '@@',
  '-1',
  'NaN',
  '1e309',
  '99999999999999999999',
  '__proto__',
  'constructor',
  '{"$ne":null}',
];
const NUMBERS = [-1, 0, 0.5, -0.0001, 1e21, -1e21, 2 ** 53 + 2, 99999999999];

function hostileValue(depth = 0) {
  switch (int(depth > 2 ? 4 : 7)) {
    case 0:
      return pick(STRINGS);
    case 1:
      return pick(NUMBERS);
    case 2:
      return pick([null, true, false]);
    case 3:
      return pick(STRINGS) + String(int(1000));
    case 4:
      return Array.from({ length: int(4) }, () => hostileValue(depth + 1));
    case 5:
      return hostileObject(depth + 1);
    default:
      return JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}');
  }
}

/** Objects with the field names our forms use, holding wrong types or out-of-range values. */
const FIELDS = [
  'email',
  'password',
  'sku',
  'quantity',
  'cartId',
  'slug',
  'giftMessage',
  'firstName',
  'lastName',
  'address',
  'zipCode',
  'stateCode',
  'card',
  'cardNumber',
  'expiry',
  'cvv',
  'recipients',
  'birthDate',
  'phone',
  'name',
  'block',
  'options',
  'path',
];
function hostileObject(depth = 0) {
  const object = {};
  for (let i = 0; i < 1 + int(5); i += 1) object[pick(FIELDS)] = hostileValue(depth + 1);
  return object;
}

function hostileArgs() {
  return Array.from({ length: int(3) + (random() < 0.8 ? 1 : 0) }, () =>
    random() < 0.6 ? hostileObject() : hostileValue(),
  );
}

/** Bodies a browser would never send: not JSON, wrong framing, oversized. */
const RAW_BODIES = [
  '',
  '{',
  'null',
  '[',
  '"',
  'x'.repeat(1024),
  '[' + '['.repeat(5000) + ']'.repeat(5000) + ']',
  '["$Q1"]',
  '["$@1"]',
  '["$F1"]',
  '{"0":"$K1"}',
];

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

const MALFORMED_PATHS = [
  '/%E0%A4%A',
  '/product/%E0%A4%A',
  '/blog/%E0%A4%A',
  '/collection/%E0%A4%A',
  '/recipes/%E0%A4%A',
  '/product/%ZZ',
  '/%',
  '/product/%00',
  '/collection/%00',
  '/product/' + 'a'.repeat(3000),
  '/profile/order-receipt/%E0%A4%A',
  '/profile/order-receipt/%00',
  '/checkout?step=%E0%A4%A',
  '/collection/all?page=99999999999999999999',
  '/collection/all?page=-1&tag=%00',
  '/blog?page=1e309',
  '/api/preview?secret=%E0%A4%A&path=%00',
];
function pagePath() {
  if (random() < 0.4) return pick(MALFORMED_PATHS);
  const prefix = pick([
    '/',
    '/product/',
    '/collection/',
    '/blog/',
    '/recipes/',
    '/visit/',
    '/profile/order-receipt/',
  ]);
  const bytes = Array.from({ length: 1 + int(12) }, () =>
    random() < 0.3
      ? `%${int(256).toString(16).toUpperCase().padStart(2, '0')}`
      : pick('abc-_.~!$&()*+,;=:@'.split('')),
  ).join('');
  const query =
    random() < 0.4
      ? `?${pick(['page', 'tag', 'q', 'gtm', 'builder.preview'])}=${encodeQuery(pick(STRINGS))}`
      : '';
  return prefix + bytes + query;
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
