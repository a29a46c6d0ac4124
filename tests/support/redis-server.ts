/**
 * Starts a throwaway `redis-server` on a free loopback port for tests: no persistence, killed by
 * `stop()`. A missing binary is a hard failure with instructions, never a silent skip: CI installs
 * redis-server, and a skipped contract suite would hide a broken backend.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { redisServerArgs } from '../../scripts/child-processes.mjs';

export interface RedisServerProcess {
  port: number;
  url: string;
  /** Freezes the server (SIGSTOP) so it holds connections without answering, like a hung Redis. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 5_000;

/** Starts redis-server on `port` (default: a free one) and resolves once it answers PING. */
export async function startRedisServer(port?: number): Promise<RedisServerProcess> {
  const chosenPort = port ?? (await findFreePort());
  const child = spawn('redis-server', [...redisServerArgs(chosenPort), '--dir', tmpdir()], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              'redis-server was not found on PATH. The edge-cache contract tests need a real Redis: ' +
                'install it (Debian/Ubuntu: `apt-get install redis-server`, macOS: `brew install redis`).',
            )
          : error,
      );
    });
    child.once('exit', (code) =>
      reject(new Error(`redis-server exited early (code ${code}):\n${output}`)),
    );
  });
  try {
    await Promise.race([waitForPong(chosenPort), failed]);
  } catch (error) {
    await kill(child);
    throw error;
  }
  return {
    port: chosenPort,
    url: `redis://127.0.0.1:${chosenPort}`,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    stop: async () => {
      child.kill('SIGCONT'); // a paused process would not act on SIGTERM
      await kill(child);
    },
  };
}

export async function findFreePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string')
    throw new Error('could not pick a free port');
  return address.port;
}

async function waitForPong(port: number): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await answersPing(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(
    `redis-server on port ${port} did not answer PING within ${STARTUP_TIMEOUT_MS} ms`,
  );
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let reply = '';
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG'));
    });
  });
}

async function kill(child: ChildProcess): Promise<void> {
  const neverStarted = child.pid === undefined;
  if (neverStarted || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const forceKill = setTimeout(() => child.kill('SIGKILL'), 2_000);
  await exited;
  clearTimeout(forceKill);
}
