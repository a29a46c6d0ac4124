import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The supervisor of `npm start`: the embedded commerce service is restarted when it dies while the
 * command keeps running, and a service that cannot start at all stops everything with the reason.
 * Runs the real script with a real service on a free loopback port and a throwaway data folder.
 */
const SCRIPT = new URL('./with-commerce.mjs', import.meta.url).pathname;
const TENANT = 'local-winery';

interface Run {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const running: Run[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const run of running.splice(0)) {
    if (run.process.exitCode === null) run.process.kill('SIGTERM');
    await run.exited;
  }
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

async function startSupervisor(
  port: number | string,
  command: string[],
  env: Record<string, string> = {},
): Promise<Run> {
  const dataDir = await mkdtemp(join(tmpdir(), 'with-commerce-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, [SCRIPT, ...command], {
    env: {
      ...process.env,
      COMMERCE_API_URL: '',
      LOCAL_COMMERCE_HOST: '127.0.0.1',
      LOCAL_COMMERCE_PORT: String(port),
      LOCAL_COMMERCE_DATA_DIR: dataDir,
      LOCAL_COMMERCE_WAIT_MS: '90000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const run = { process: child, output: () => output, exited };
  running.push(run);
  return run;
}

async function answers(port: number): Promise<boolean> {
  try {
    const reply = await fetch(`http://127.0.0.1:${port}/v1/product/for-web?limit=1`, {
      headers: { tenant: TENANT },
      signal: AbortSignal.timeout(2_000),
    });
    return reply.ok;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const servicePids = (output: string) =>
  [...output.matchAll(/local-commerce started \(pid (\d+)\)/g)].map((match) => Number(match[1]));

describe('with-commerce supervision', () => {
  it('restarts a service that dies while the command keeps running', async () => {
    const port = await freePort();
    const run = await startSupervisor(port, [
      process.execPath,
      '-e',
      "console.log('command running'); setInterval(() => {}, 1000)",
    ]);
    await waitFor(() => run.output().includes('command running'), 90_000);
    expect(await answers(port)).toBe(true);
    const [firstPid] = servicePids(run.output());
    expect(firstPid).toBeGreaterThan(0);

    process.kill(firstPid!, 'SIGKILL');
    await waitFor(() => run.output().includes('restarting in 500 ms'), 10_000);
    await waitFor(() => servicePids(run.output()).length === 2, 10_000);
    await waitFor(() => answers(port), 60_000);
    expect(run.process.exitCode).toBeNull();
    expect(servicePids(run.output())[1]).not.toBe(firstPid);
  }, 180_000);

  it('stops with the reason, before the command, when the service cannot start at all', async () => {
    // A port setting the service refuses: it exits at once, before opening its database.
    const run = await startSupervisor('not-a-port', [
      process.execPath,
      '-e',
      "console.log('command ran')",
    ]);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('LOCAL_COMMERCE_PORT must be a port number');
    expect(run.output()).toContain('local-commerce could not start');
    expect(run.output()).not.toContain('command ran');
  }, 60_000);

  it('links in e-mails lead to the port the site was started on when WEB_URL is unset', async () => {
    const port = await freePort();
    // Stands in for `next start -p 3261`: asks the service for a sign-in link and prints the outbox.
    const askForLink = `
      const base = 'http://127.0.0.1:${port}/v1/';
      const headers = { tenant: '${TENANT}', 'content-type': 'application/json' };
      await fetch(base + 'customer/generate-magic-link', {
        method: 'POST', headers, body: JSON.stringify({ email: 'guest@example.com' }),
      });
      console.log('OUTBOX ' + (await (await fetch(base + 'outbox', { headers })).text()));`;
    const run = await startSupervisor(
      port,
      [process.execPath, '--input-type=module', '-e', askForLink],
      { WEB_URL: '', LOCAL_COMMERCE_WEB_URL: '', PORT: '3261' },
    );
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('http://localhost:3261/profile/login?magicLinkToken=');
  }, 180_000);
});
