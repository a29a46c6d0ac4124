#!/usr/bin/env node
/**
 * Two-instance test of the shared cache (run by scripts/test.sh after the production build, which
 * it reuses): one redis-server and one embedded commerce service on free loopback ports, two
 * `next start` instances sharing them (shared-cache-instances.mjs). A content page is cached by
 * both; its source changes; a revalidation posted to the first instance must be served fresh by
 * the second within a second.
 *
 *   npm run build && node scripts/test-shared-cache.mjs
 *
 * SHARED_CACHE_REDIS_PORT, SHARED_CACHE_COMMERCE_PORT, SHARED_CACHE_PORT_A and _B pick the ports.
 */
import './node-version.mjs';
import { setTimeout as delay } from 'node:timers/promises';
import { check } from './child-processes.mjs';
import { headlineOf, postRevalidation, sharedCacheInstances } from './shared-cache-instances.mjs';

const FRESH_WITHIN_MS = 1_000;
const instances = await sharedCacheInstances('SHARED_CACHE');

async function main() {
  const { a, b } = await instances.start();

  console.log('Two instances, one redis-server:');
  check((await headlineOf(a)) === 'Version one', 'instance A serves the page');
  check((await headlineOf(b)) === 'Version one', 'instance B serves the page');

  await instances.setHeadline('Version two');
  check(
    (await headlineOf(b)) === 'Version one',
    'after the source changes, B still serves its cached page',
  );

  const revalidated = await postRevalidation(a);
  check(revalidated.ok, `the revalidation posted to A is accepted (${revalidated.status})`);
  const postedAt = Date.now();

  let seen = await headlineOf(b);
  while (seen !== 'Version two' && Date.now() - postedAt < FRESH_WITHIN_MS) {
    await delay(100);
    seen = await headlineOf(b);
  }
  const elapsed = Date.now() - postedAt;
  check(
    seen === 'Version two' && elapsed <= FRESH_WITHIN_MS,
    `B serves the fresh page ${elapsed} ms after the revalidation on A (limit ${FRESH_WITHIN_MS} ms; B served ${seen})`,
  );
}

try {
  await main();
  console.log('Shared cache: passed');
  await instances.cleanUp();
} catch (error) {
  console.error(`Shared cache: FAILED: ${error instanceof Error ? error.message : error}`);
  instances.processes.printLogs(20_000);
  await instances.cleanUp();
  process.exit(1);
}
