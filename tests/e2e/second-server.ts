import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * A second `next start` on the suite's production build, for specs that need the site configured
 * otherwise than the suite's own server: as `stage` (tracking, Sentry) or on embedded defaults.
 * It runs on a port of its own beside the suite's server and, unless told otherwise, shares the
 * suite's embedded commerce service. A spec makes one at load time (its origin is known at once,
 * for `test.use`), starts it in beforeAll and stops it in afterAll. The outside services such a
 * server talks to (a tag manager, Sentry) are loopback hosts of the test (./loopback-host.ts).
 */

/** The suite's server and its embedded commerce service (playwright.config.ts). */
export const SUITE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SUITE_COMMERCE_PORT = Number(process.env.E2E_COMMERCE_PORT ?? 4199);

// The build's own binary, started directly (no npx wrapper) so stopping it stops the server.
const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
const STOP_GRACE_MS = 10_000;

export interface StartOptions {
  /** Settings on top of the test runner's environment (WEB_URL is always the server's origin). */
  env?: Readonly<Record<string, string>>;
  /** Settings of the runner's environment the server must not see. */
  unset?: readonly string[];
  /** The answer that says the server is up: by default the logo, 200. */
  ready?: { path: string; status: number };
  /** How long it may take to come up, in ms. */
  timeout?: number;
}

export interface SecondServer {
  readonly url: string;
  /** Starts the server and resolves once it answers; rejects with its output when it cannot. */
  start(options?: StartOptions): Promise<void>;
  /** Stops it and waits until it has exited (its port is free again). */
  stop(): Promise<void>;
  /** Everything it has printed (stdout and stderr) since it started. */
  output(): string;
}

/**
 * Ports apart between the workers' slots: two specs with second servers can run at once (one per
 * worker), each on its own port, whatever offset from the suite's port each spec asked for.
 */
const SLOT_PORT_STRIDE = 20;

export function secondServer(requestedPort: number): SecondServer {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const port = requestedPort + SLOT_PORT_STRIDE * slot;
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';
  let exit: string | undefined;

  return {
    url,
    output: () => log,

    async start({
      env = {},
      unset = [],
      ready = { path: '/images/logo.svg', status: 200 },
      timeout = 60_000,
    } = {}) {
      const inherited = { ...process.env };
      for (const name of unset) delete inherited[name];
      log = '';
      exit = undefined;
      const started = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
        env: { ...inherited, ...env, WEB_URL: url },
        // Read (never left to fill a pipe): failures quote it, and a spec may look for a line.
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const record = (chunk: Buffer) => (log += chunk.toString());
      started.stdout?.on('data', record);
      started.stderr?.on('data', record);
      started.once('exit', (code, signal) => (exit = `exited (${signal ?? code})`));

      const deadline = Date.now() + timeout;
      for (;;) {
        if (exit) throw new Error(`The second server on ${url} ${exit}:\n${log}`);
        const status = await fetch(`${url}${ready.path}`)
          .then((response) => response.status)
          .catch(() => 0);
        if (status === ready.status) return;
        if (Date.now() > deadline)
          throw new Error(
            `The second server on ${url} did not answer ${ready.path} with ${ready.status} within ${timeout} ms (last: ${status}):\n${log}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },

    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts `server` as `stage` on the suite's commerce service with the real rate limits, which the
 * suite's own server raises (RATE_LIMIT_FACTOR) for the many sign-ins of a whole run.
 */
export function startStageWithRealLimits(server: SecondServer): Promise<void> {
  return server.start({
    env: { APP_ENV: 'stage', LOCAL_COMMERCE_PORT: String(SUITE_COMMERCE_PORT) },
    unset: ['RATE_LIMIT_FACTOR'],
  });
}
