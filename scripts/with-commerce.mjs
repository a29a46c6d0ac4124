#!/usr/bin/env node
/**
 * Runs a command (next build, next start, next dev) with the embedded commerce service beside it
 * when commerce is local, i.e. when no COMMERCE_API_URL is set. The service is stopped when the
 * command ends, and the command is stopped if the service dies.
 *
 *   node scripts/with-commerce.mjs next start
 */
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import EMBEDDED_COMMERCE from '../lib/embedded-commerce.json' with { type: 'json' };

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-commerce.mjs <command> [args...]');
  process.exit(2);
}

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
      const reply = await fetch(`http://${host}:${port}/v1/collection`, {
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

let stopping = false;
let child;
let commerce;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Forward to the command, whose exit then stops the service; before it runs, stop directly.
    if (child) child.kill(signal);
    else void stop(1);
  });
}

if (isLocal) {
  commerce = spawn(bin('tsx'), ['local-commerce/main.ts'], { stdio: 'inherit', env: process.env });
  commerce.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`local-commerce stopped unexpectedly (${signal ?? code}); stopping.`);
      process.exitCode = 1;
      if (child) child.kill('SIGTERM');
      else process.exit(1);
    }
  });
  try {
    await waitForCommerce();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
  }
}

child = spawn(command === 'next' ? bin('next') : command, args, {
  stdio: 'inherit',
  env: process.env,
});

async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (commerce && commerce.exitCode === null) {
    commerce.kill('SIGTERM');
    await new Promise((resolve) => commerce.once('exit', resolve));
  }
  process.exit(code);
}

child.on('exit', (code, signal) => stop(code ?? (signal ? 1 : 0)));
