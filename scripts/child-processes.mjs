/**
 * The processes a check script starts (Redis, the embedded commerce service, Next servers, nginx):
 * each keeps its last output for the failure report, and all stop together, last started first;
 * and the ports and checks such a script uses. Used by the shared-cache, HTTP cache and
 * standalone checks and the soak.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

const root = new URL('..', import.meta.url).pathname;

export function processGroup() {
  const children = [];

  /**
   * Starts `command` in the project root (or `cwd`); its output is kept (the last 20,000
   * characters). `env` adds to this process's environment; a value `undefined` removes one.
   */
  function start(name, command, args, env = {}, { cwd = root } = {}) {
    const child = spawn(command, args, {
      cwd,
      env: Object.fromEntries(
        Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
      ),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const keep = (chunk) => (log = (log + chunk.toString()).slice(-20_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const record = { name, child, log: () => log };
    children.push(record);
    return record;
  }

  /** A throwaway Redis on `port`. */
  const startRedis = (port) => start('redis', 'redis-server', redisServerArgs(port));

  /** Every child, last started first; `before(record)` runs before each stops. */
  async function stopAll(before = () => {}) {
    for (const record of [...children].reverse()) {
      before(record);
      await stop(record);
    }
  }

  /** Each child's last output, for a failure report. */
  const printLogs = (chars = 3000) => {
    for (const { name, log } of children) console.error(`--- ${name} ---\n${log().slice(-chars)}`);
  };

  return { start, startRedis, stopAll, printLogs };
}

/** SIGTERM (or `signal`), then SIGKILL after 10 s. */
export async function stop({ child }, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  // Unreferenced: a pending grace timer would keep the script alive 10 s after the child exited.
  await Promise.race([exited, delay(10_000, undefined, { ref: false })]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Polls `probe` every 250 ms until it answers truthy; throws after `timeoutMs`. */
export async function waitUntil(what, probe, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await delay(250);
  }
  throw new Error(`${what} not ready within ${timeoutMs} ms`);
}

/** A throwaway Redis's arguments: loopback only, no snapshots, no append-only file. */
export const redisServerArgs = (port) => [
  '--port',
  String(port),
  '--bind',
  '127.0.0.1',
  '--save',
  '',
  '--appendonly',
  'no',
];

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The port in the variable `name`, or a free loopback one (a shared machine may assign ports). */
export const portFrom = async (name) => Number(process.env[name]) || (await freePort());

/** Throws `message` unless `condition`; prints it as passed otherwise. */
export function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`  ok: ${message}`);
}
