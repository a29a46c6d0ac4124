/**
 * Servers for a benchmark (`npm run bench`, `npm run lighthouse`): the production build under
 * `next start` with with-commerce (the embedded commerce service and its test-only fault switch),
 * and any other server started the same way (the bench's bare Next app). Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Spawns `node ...args` and resolves once `readyUrl` answers with any HTTP status (`okOnly`: a
 * 2xx); `stop()` ends it, `pid` is the started process.
 */
export async function startServer({ args, cwd, env = process.env, readyUrl, okOnly = false }) {
  const server = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${args.join(' ')})`);
    const up = await fetch(readyUrl).then(
      (reply) => reply.ok || !okOnly,
      () => false,
    );
    if (up) return { stop, pid: server.pid };
    await delay(500);
  }
  await stop();
  throw new Error(`the server did not answer ${readyUrl} within 180 s`);
}

/** Starts the build on `port` and resolves once `base` answers; `stop()` ends it. */
export async function serveBuild({ base, port, commercePort }) {
  console.log(`Starting the production build on ${base} (embedded commerce on ${commercePort})...`);
  try {
    return await startServer({
      args: [new URL('./with-commerce.mjs', import.meta.url).pathname, 'next', 'start', '-p', port],
      env: { ...process.env, LOCAL_COMMERCE_FAULTS: '1', LOCAL_COMMERCE_PORT: commercePort },
      readyUrl: `${base}/robots.txt`,
      okOnly: true,
    });
  } catch (error) {
    throw new Error(`${error.message}; run \`npm run build\` first`);
  }
}
