#!/usr/bin/env node
/**
 * The reference deployment's HTTP cache, without Docker (`npm run test:http-cache`, after
 * `npm run build`): Debian's nginx with compose.yaml's configuration (deploy/http-cache.conf, its
 * upstreams, port and cache folder replaced by this run's) in front of two standalone servers
 * sharing a redis-server and the embedded commerce service (shared-cache-instances.mjs). It checks
 * that anonymous pages are served from the cache, that a member's page, a cart holder's, an
 * editor's, a server action's POST and an answer that sets a cookie never are, and that a
 * webhook's revalidation reaches the cached page within the page's shared time-to-live (60 s).
 * Over a minute, most of it waiting for that time to pass: not a step of scripts/test.sh.
 *
 * HTTP_CACHE_BENCH=1 then runs `npm run bench` against the cache (anonymous visitors; the bench's
 * bare Next page beside it on BENCH_BARE_PORT): pages through the cache against the bare page,
 * in one run.
 *
 * HTTP_CACHE_PORT, HTTP_CACHE_REDIS_PORT, HTTP_CACHE_COMMERCE_PORT, HTTP_CACHE_PORT_A and _B pick
 * the ports.
 */
import './node-version.mjs';
import { spawn } from 'node:child_process';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { portFrom, waitUntil } from './child-processes.mjs';
import { httpCacheChecks } from './http-cache-checks.mjs';
import { sharedCacheInstances } from './shared-cache-instances.mjs';

const root = new URL('..', import.meta.url).pathname;
const instances = await sharedCacheInstances('HTTP_CACHE');

/**
 * deploy/http-cache.conf with this run's addresses, inside a main configuration of its own (the
 * nginx image's main file includes it the same way, inside `http`). Each replaced line must be
 * there exactly once, so the configuration and this check cannot drift apart unnoticed.
 */
async function nginxConfig({ port, upstreams, dir }) {
  let site = await readFile(join(root, 'deploy/http-cache.conf'), 'utf8');
  const replace = (from, to) => {
    const count = site.split(from).length - 1;
    if (count !== 1) throw new Error(`deploy/http-cache.conf: "${from}" found ${count} times`);
    site = site.replace(from, to);
  };
  replace('server app-a:3000;', `server ${upstreams[0]};`);
  replace('server app-b:3000;', `server ${upstreams[1]};`);
  replace('listen 80;', `listen 127.0.0.1:${port};`);
  replace('/var/cache/nginx/shop', join(dir, 'cache'));
  await writeFile(join(dir, 'http-cache.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `    ${name}_temp_path ${join(dir, name)};`)
    .join('\n');
  const main = `worker_processes auto;
pid ${join(dir, 'nginx.pid')};
events { worker_connections 1024; }
http {
    access_log off;
${temp}
    include ${join(dir, 'http-cache.conf')};
}
`;
  await writeFile(join(dir, 'nginx.conf'), main);
  return join(dir, 'nginx.conf');
}

async function startNginx(upstreams) {
  const dir = join(instances.workDir, 'nginx');
  await mkdir(dir, { recursive: true });
  // Started as root, nginx's workers run as another user, who must reach the cache folder.
  await chmod(instances.workDir, 0o755);
  await chmod(dir, 0o755);
  const port = await portFrom('HTTP_CACHE_PORT');
  const config = await nginxConfig({ port, upstreams, dir });
  const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
  instances.processes.start('nginx', nginx, [
    '-e',
    'stderr',
    '-p',
    dir,
    '-c',
    config,
    '-g',
    'daemon off;',
  ]);
  const base = `http://127.0.0.1:${port}`;
  await waitUntil('nginx', async () => (await fetch(`${base}/robots.txt`)).ok, 30_000);
  return base;
}

/** `npm run bench` against the cache: anonymous visitors, no Lighthouse. */
function bench(cache, commerce) {
  console.log('\nBench: pages through the cache against the bare Next page');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts/bench.mjs')], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        BENCH_URL: cache,
        BENCH_VISITORS: process.env.BENCH_VISITORS ?? 'anonymous',
        BENCH_LIGHTHOUSE: '0',
        BENCH_RENDERED: '0',
        LOCAL_COMMERCE_PORT: new URL(commerce).port,
      },
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`bench exit ${code}`)),
    );
  });
}

async function main() {
  const { a, b, commerce } = await instances.start({
    standalone: true,
    // Behind one proxy that appends the client's address, as in compose.yaml.
    env: () => ({ TRUSTED_PROXY_HOPS: '1' }),
  });
  const cache = await startNginx([new URL(a).host, new URL(b).host]);
  console.log(`nginx ${cache} in front of ${a} and ${b}:`);
  await httpCacheChecks({ cache, commerce, instances });
  if (process.env.HTTP_CACHE_BENCH === '1') await bench(cache, commerce);
}

try {
  await main();
  console.log('HTTP cache: passed');
  await instances.cleanUp();
} catch (error) {
  console.error(`HTTP cache: FAILED: ${error instanceof Error ? error.message : error}`);
  instances.processes.printLogs(5_000);
  await instances.cleanUp();
  process.exit(1);
}
