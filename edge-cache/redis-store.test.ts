/**
 * Redis-only behaviour, on a real redis-server: outages must degrade to "no cache" and heal by
 * themselves, and the commands used must be safe on a shared production Redis.
 */
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createRedisStore } from './redis-store';
import {
  findFreePort,
  startRedisServer,
  type RedisServerProcess,
} from '@/tests/support/redis-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server that is stopped when the test ends, even if an assertion fails half-way. */
async function startServerForThisTest(port?: number): Promise<RedisServerProcess> {
  const server = await startRedisServer(port);
  onTestFinished(() => server.stop());
  return server;
}

describe('redis store on a live server', () => {
  let server: RedisServerProcess;
  let inspector: ReturnType<typeof createClient>;

  beforeAll(async () => {
    server = await startRedisServer();
    inspector = createClient({ url: server.url });
    await inspector.connect();
  });

  afterAll(async () => {
    await inspector?.close();
    await server?.stop();
  });

  it('lays keys out as <prefix>entry:<key> and <prefix>tag:<tag>', async () => {
    const store = createRedisStore({ url: server.url, prefix: 'layout:' });
    await store.set('product:cab', { id: 1 }, { ttlSeconds: 60, tags: ['products'] });
    expect(await inspector.keys('layout:*')).toEqual(
      expect.arrayContaining(['layout:entry:product:cab', 'layout:tag:products']),
    );
    expect(await inspector.sMembers('layout:tag:products')).toEqual(['layout:entry:product:cab']);
    await store.close();
  });

  it('keeps each entry for its TTL plus the stale window (default 24 h)', async () => {
    const store = createRedisStore({ url: server.url, prefix: 'retention:' });
    await store.set('k', 1, { ttlSeconds: 60 });
    const pttl = await inspector.pTTL('retention:entry:k');
    expect(pttl).toBeGreaterThan((60 + 86_400) * 1000 - 5_000);
    expect(pttl).toBeLessThanOrEqual((60 + 86_400) * 1000);
    await store.close();
  });

  it('only ever extends a tag set’s expiry, so it outlives every member', async () => {
    const store = createRedisStore({ url: server.url, prefix: 'tagttl:', staleWindowSeconds: 0 });
    const tagTtl = () => inspector.pTTL('tagttl:tag:t');
    await store.set('a', 1, { ttlSeconds: 10, tags: ['t'] });
    expect(await tagTtl()).toBeGreaterThan(9_000);
    await store.set('b', 1, { ttlSeconds: 100, tags: ['t'] });
    expect(await tagTtl()).toBeGreaterThan(99_000);
    await store.set('c', 1, { ttlSeconds: 1, tags: ['t'] });
    expect(await tagTtl()).toBeGreaterThan(99_000);
    await store.close();
  });

  it('marks stale in place, keeping the expiry; an entry of an older layout is deleted', async () => {
    const store = createRedisStore({ url: server.url, prefix: 'mark:' });
    await store.set('current', { list: [] }, { ttlSeconds: 60, tags: ['t'] });
    // Written by a version that put the value first: it cannot be marked without parsing it.
    await inspector.set(
      'mark:entry:older',
      JSON.stringify({ value: 1, freshUntil: Date.now() + 60_000 }),
      { expiration: { type: 'PX', value: 60_000 } },
    );
    await inspector.sAdd('mark:tag:t', 'mark:entry:older');
    const before = await inspector.pTTL('mark:entry:current');

    await store.invalidateTag('t');

    expect(await inspector.get('mark:entry:current')).toBe('{"freshUntil":0,"value":{"list":[]}}');
    const after = await inspector.pTTL('mark:entry:current');
    expect(after).toBeGreaterThan(before - 5_000);
    expect(after).toBeLessThanOrEqual(before);
    expect(await inspector.exists('mark:entry:older')).toBe(0);
    await store.close();
  });

  it('keeps a counter as a plain integer at <prefix>count:<key>, its expiry set when new', async () => {
    const store = createRedisStore({ url: server.url, prefix: 'counter:' });
    expect(await store.increment('k', 1, { ttlSeconds: 60 })).toBe(1);
    const first = await inspector.pTTL('counter:count:k');
    await sleep(50);
    expect(await store.increment('k', 1, { ttlSeconds: 600 })).toBe(2);
    expect(await inspector.get('counter:count:k')).toBe('2');
    expect(await inspector.pTTL('counter:count:k')).toBeLessThanOrEqual(first);
    expect(await store.increment('k', -2, { ttlSeconds: 60 })).toBe(0);
    expect(await inspector.exists('counter:count:k')).toBe(0);
    await store.close();
  });

  it('treats a value that is not one of its envelopes as a miss, and reports it', async () => {
    const reports: string[] = [];
    const store = createRedisStore({
      url: server.url,
      prefix: 'corrupt:',
      onError: (_error, message) => reports.push(message),
    });
    await inspector.set('corrupt:entry:not-json', '{oops');
    await inspector.set('corrupt:entry:wrong-shape', JSON.stringify({ value: 1 }));
    expect(await store.getEntry('not-json')).toBeUndefined();
    expect(await store.getEntry('wrong-shape')).toBeUndefined();
    expect(reports).toEqual([
      'redis entry "not-json" ignored',
      'redis entry "wrong-shape" ignored',
    ]);
    await store.close();
  });

  it('invalidates prefixes with SCAN, never KEYS (which would block a shared Redis)', async () => {
    const store = createRedisStore({ url: server.url, prefix: 'scan:' });
    await store.set('p:1', 1, { ttlSeconds: 60 });
    await inspector.configResetStat();
    await store.invalidatePrefix('p:');
    const stats = await inspector.info('commandstats');
    expect(stats).toContain('cmdstat_scan:');
    expect(stats).not.toContain('cmdstat_keys:');
    expect(await store.get('p:1')).toBeUndefined();
    await store.close();
  });
});

describe('redis store during an outage', () => {
  it('behaves as an empty cache, reports once per outage, and reconnects by itself', async () => {
    const port = await findFreePort();
    const reports: string[] = [];
    const store = createRedisStore({
      url: `redis://127.0.0.1:${port}`,
      prefix: 'outage:',
      retryDelayMs: 100,
      onError: (_error, message) => reports.push(message),
    });

    // 1. Nothing listens yet: reads miss, writes and invalidations are no-ops, nothing throws.
    expect(await store.get('k')).toBeUndefined();
    await store.set('k', 'v', { ttlSeconds: 60, tags: ['t'] });
    await store.del('k');
    await store.invalidateTag('t');
    await store.invalidatePrefix('');
    expect(await store.getEntry('k')).toBeUndefined();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^redis cache unavailable/);

    // 2. Redis comes up: after the retry delay the store connects and works.
    let server = await startServerForThisTest(port);
    await sleep(150);
    await store.set('k', 'v', { ttlSeconds: 60 });
    expect(await store.get('k')).toBe('v');

    // 3. The connection drops: back to misses, reported once more (a new outage).
    await server.stop();
    expect(await store.get('k')).toBeUndefined();
    expect(await store.get('k')).toBeUndefined();
    expect(reports).toHaveLength(2);

    // 4. And it heals again without anyone restarting the site.
    server = await startServerForThisTest(port);
    await sleep(150);
    await store.set('k', 'back', { ttlSeconds: 60 });
    expect(await store.get('k')).toBe('back');
    expect(reports).toHaveLength(2);

    await store.close();
  });

  it('keeps counting in this process while the server is down, never answering 0', async () => {
    const port = await findFreePort();
    const reports: string[] = [];
    const store = createRedisStore({
      url: `redis://127.0.0.1:${port}`,
      prefix: 'outage-count:',
      retryDelayMs: 100,
      onError: (_error, message) => reports.push(message),
    });
    const minute = { ttlSeconds: 60 };
    const counts = [];
    for (let i = 0; i < 3; i += 1) counts.push(await store.increment('attempts', 1, minute));
    expect(counts).toEqual([1, 2, 3]);
    expect(reports).toHaveLength(1);

    // Back up: Redis counts again (it never saw the outage's attempts).
    const server = await startServerForThisTest(port);
    await sleep(150);
    expect(await store.increment('attempts', 1, minute)).toBe(1);
    const inspector = createClient({ url: server.url });
    await inspector.connect();
    expect(await inspector.get('outage-count:count:attempts')).toBe('1');
    await inspector.close();
    await store.close();
  });

  it('gives up on a server that accepts connections but never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    onTestFinished(() => {
      for (const socket of sockets) socket.destroy();
      silent.close();
    });
    const { port } = silent.address() as AddressInfo;
    const store = createRedisStore({
      url: `redis://127.0.0.1:${port}`,
      connectTimeoutMs: 200,
      commandTimeoutMs: 200,
      onError: () => {},
    });

    const started = Date.now();
    expect(await store.get('k')).toBeUndefined();
    await store.set('k', 'v', { ttlSeconds: 60 });
    expect(Date.now() - started).toBeLessThan(1_500);

    await store.close();
  });

  it('gives up on commands when a connected server stops answering', async () => {
    const server = await startServerForThisTest();
    const store = createRedisStore({
      url: server.url,
      commandTimeoutMs: 200,
      retryDelayMs: 100,
      onError: () => {},
    });
    await store.set('k', 'v', { ttlSeconds: 60 });

    server.pause();
    const started = Date.now();
    expect(await store.get('k')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);

    // Once the server answers again, a fresh connection replaces the one that hung.
    server.resume();
    await sleep(150);
    expect(await store.get('k')).toBe('v');
    await store.close();
  });
});
