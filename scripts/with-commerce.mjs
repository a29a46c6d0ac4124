#!/usr/bin/env node
/**
 * Runs a command (next build, next start, next dev) with the embedded commerce service beside it
 * when commerce is local, i.e. when no COMMERCE_API_URL is set. The service is stopped when the
 * command ends. If the service cannot start at all, nothing else starts and the reason is printed;
 * if it dies later, it is restarted with backoff while the command keeps running.
 *
 *   node scripts/with-commerce.mjs next start
 */
import './node-version.mjs';
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import EMBEDDED_COMMERCE from '../lib/settings/embedded-commerce.json' with { type: 'json' };
import { portFromNextArgs } from './next-port.mjs';
import { serverNodeArgs, startsServer, withServerMemory } from './server-memory.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-commerce.mjs <command> [args...]');
  process.exit(2);
}

// `next start -p 3260`: the service and the site's settings read the site's port from PORT.
const nextPort = portFromNextArgs(command, args);
if (nextPort) process.env.PORT = nextPort;

// Telemetry would try to reach the internet; this shop runs offline by default.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const isLocal = !process.env.COMMERCE_API_URL?.trim();
const host = process.env.LOCAL_COMMERCE_HOST || EMBEDDED_COMMERCE.host;
const port = process.env.LOCAL_COMMERCE_PORT || String(EMBEDDED_COMMERCE.port);
const tenant = process.env.LOCAL_COMMERCE_TENANT || EMBEDDED_COMMERCE.tenant;
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

/** Resolves once the service answers, or rejects after the timeout. */
async function waitForCommerce(timeoutMs = Number(process.env.LOCAL_COMMERCE_WAIT_MS ?? 180_000)) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer';
  while (Date.now() < deadline) {
    try {
      // Each probe is bounded: a connection accepted while the service is still starting may
      // never be answered, and one hung probe must not stall the whole wait.
      // A public storefront route: admin routes answer 401 without app credentials.
      const reply = await fetch(`http://${host}:${port}/v1/product/for-web?limit=1`, {
        headers: { tenant },
        signal: AbortSignal.timeout(2_000),
      });
      if (reply.ok) return;
      lastProblem = `HTTP ${reply.status}`;
    } catch (error) {
      // Not listening yet, or still starting.
      lastProblem = `${error?.message} ${error?.cause?.message ?? error?.cause?.code ?? ''}`;
    }
    await delay(250);
  }
  throw new Error(
    `local-commerce did not answer on http://${host}:${port} within ${timeoutMs} ms (last: ${lastProblem})`,
  );
}

/** Restart waits: 0.5 s doubling to 30 s; back to the start once a run has lasted a minute. */
const RESTART_DELAY_MS = { first: 500, max: 30_000 };
const HEALTHY_RUN_MS = 60_000;

let stopping = false;
let child;
/** The running service process, replaced on every restart. */
let commerce;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Forward to the command, whose exit then stops the service; before it runs, stop directly.
    if (child) child.kill(signal);
    else void stop(1);
  });
}

function startCommerce() {
  // Node with tsx's loader rather than the tsx CLI: one process, so the pid watched (and
  // signalled) is the service itself, not a wrapper around it.
  const service = spawn(process.execPath, ['--import', 'tsx', 'local-commerce/main.ts'], {
    stdio: 'inherit',
    env: process.env,
  });
  console.log(`local-commerce started (pid ${service.pid})`);
  return service;
}

/**
 * Keeps the service running beside the command: when it exits, it is started again after a wait
 * that doubles with every quick failure. Meanwhile the site keeps serving; pages fall back where
 * commerce data is missing (render deadline and circuit breaker in server/commerce).
 */
function supervise(service) {
  commerce = service;
  const startedAt = Date.now();
  service.once('exit', (code, signal) => {
    if (stopping) return;
    if (Date.now() - startedAt >= HEALTHY_RUN_MS) restartDelay = RESTART_DELAY_MS.first;
    const wait = restartDelay;
    restartDelay = Math.min(restartDelay * 2, RESTART_DELAY_MS.max);
    console.error(
      `local-commerce stopped unexpectedly (${signal ?? `exit ${code}`}); restarting in ${wait} ms. The site keeps serving.`,
    );
    setTimeout(() => {
      if (!stopping) supervise(startCommerce());
    }, wait);
  });
}
let restartDelay = RESTART_DELAY_MS.first;

if (isLocal) {
  // The first start must succeed: a service that cannot start at all (port taken, broken data
  // folder) stops everything with the reason, rather than a site that never has a shop.
  const first = startCommerce();
  const exitedEarly = new Promise((_, reject) =>
    first.once('exit', (code, signal) =>
      reject(
        new Error(
          `local-commerce could not start (${signal ?? `exit ${code}`}); see its error above. Nothing else was started.`,
        ),
      ),
    ),
  );
  commerce = first;
  try {
    await Promise.race([waitForCommerce(), exitedEarly]);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
  }
  exitedEarly.catch(() => {});
  supervise(first);
}

// `node` is this Node (24, from node_modules/.bin), whatever comes first on the caller's PATH.
// A server gets its start-time memory settings, some of them node options, so it runs under this
// Node (`next start` through Next's script); a build or `next dev` runs as it is.
const serves = startsServer(command, args);
const executable = serves
  ? process.execPath
  : ({ next: bin('next'), node: process.execPath }[command] ?? command);
const childArgs = serves
  ? serverNodeArgs(command === 'next' ? [bin('next'), ...args] : args)
  : args;
child = spawn(executable, childArgs, {
  stdio: 'inherit',
  env: serves ? withServerMemory(process.env) : process.env,
});

async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (commerce && commerce.exitCode === null && commerce.signalCode === null) {
    const exited = new Promise((resolve) => commerce.once('exit', resolve));
    commerce.kill('SIGTERM');
    await exited;
  }
  process.exit(code);
}

child.on('exit', (code, signal) => stop(code ?? (signal ? 1 : 0)));
