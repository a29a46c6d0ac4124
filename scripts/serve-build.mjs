/**
 * The production build served for a benchmark (`npm run bench`, `npm run lighthouse`): `next start`
 * under with-commerce (the embedded commerce service and its test-only fault switch), ready when
 * it answers. Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

/** Starts the build on `port` and resolves once `base` answers; `stop()` ends it. */
export async function serveBuild({ base, port, commercePort }) {
  console.log(`Starting the production build on ${base} (embedded commerce on ${commercePort})...`);
  const server = spawn(
    process.execPath,
    [new URL('./with-commerce.mjs', import.meta.url).pathname, 'next', 'start', '-p', port],
    {
      env: { ...process.env, LOCAL_COMMERCE_FAULTS: '1', LOCAL_COMMERCE_PORT: commercePort },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server stopped; run `npm run build` first');
    const up = await fetch(`${base}/robots.txt`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (up) return { stop };
    await delay(500);
  }
  await stop();
  throw new Error('the server did not answer within 180 s');
}
