/**
 * Upstash-only behaviour. The shared contract already runs this backend end to end through the
 * REST shim; here we check what goes over the wire and how the store behaves when the REST API
 * refuses, disappears or stalls.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  findFreePort,
  startRedisServer,
  type RedisServerProcess,
} from '@/tests/support/redis-server';
import { startUpstashRestShim, type UpstashRestShim } from '@/tests/support/upstash-rest-shim';
import { createUpstashStore, type UpstashKvStoreOptions } from './upstash-store';

let redisServer: RedisServerProcess;
let shim: UpstashRestShim;

beforeAll(async () => {
  redisServer = await startRedisServer();
  shim = await startUpstashRestShim(redisServer.url);
});

afterAll(async () => {
  await shim?.stop();
  await redisServer?.stop();
});

beforeEach(() => {
  shim.received.length = 0;
  shim.setResponseDelay(0);
});

function openStore(options: Partial<UpstashKvStoreOptions> = {}) {
  const reports: string[] = [];
  const store = createUpstashStore({
    url: shim.url,
    token: shim.token,
    prefix: 'wire:',
    onError: (_error, message) => reports.push(message),
    ...options,
  });
  return { store, reports };
}

describe('upstash store: wire format', () => {
  it('writes a tagged value as one MULTI/EXEC transaction', async () => {
    const { store, reports } = openStore({ staleWindowSeconds: 0 });
    await store.set('product:cab', { id: 1 }, { ttlSeconds: 60, tags: ['products'] });

    const transaction = shim.received.filter((received) => received.endpoint === 'multi-exec');
    expect(transaction.map((received) => received.command)).toEqual([
      ['SET', 'wire:entry:product:cab', expect.stringContaining('"value":{"id":1}'), 'px', '60000'],
      ['SADD', 'wire:tag:products', 'wire:entry:product:cab'],
      ['PEXPIRE', 'wire:tag:products', '60000', 'NX'],
      ['PEXPIRE', 'wire:tag:products', '60000', 'GT'],
    ]);
    expect(reports).toEqual([]);
  });

  it('counts with one EVAL (one atomic step), never INCR and EXPIRE as separate commands', async () => {
    const { store, reports } = openStore();
    expect(await store.increment('attempts', 1, { ttlSeconds: 90 })).toBe(1);
    // The client may batch commands into one /pipeline request; each script still runs whole.
    expect(shim.received.map((received) => received.command)).toEqual([
      [
        'EVAL',
        expect.stringContaining("'INCRBY'"),
        '1',
        'wire:count:attempts',
        '1',
        '90000',
        'fixed',
      ],
    ]);
    expect(reports).toEqual([]);
  });

  it('sends our JSON envelope verbatim and reads it back unchanged', async () => {
    const { store } = openStore();
    const value = { text: 'Château "Margaux" 🍷', list: [1, null, { nested: true }] };
    await store.set('k', value, { ttlSeconds: 60 });
    expect(await store.get('k')).toEqual(value);
  });

  it('invalidates a prefix with SCAN MATCH, never KEYS', async () => {
    const { store } = openStore();
    await store.set('page:home', 1, { ttlSeconds: 60 });
    shim.received.length = 0;

    await store.invalidatePrefix('page:');

    const names = shim.received.map((received) => received.command[0]);
    expect(names).toContain('SCAN');
    expect(names).not.toContain('KEYS');
    const scan = shim.received.find((received) => received.command[0] === 'SCAN');
    expect(scan?.command).toEqual(['SCAN', '0', 'match', 'wire:entry:page:*', 'count', '500']);
    expect(await store.get('page:home')).toBeUndefined();
  });
});

describe('upstash store: failures become misses, reported once', () => {
  it('a refused token', async () => {
    const { store, reports } = openStore({ token: 'wrong' });
    expect(await store.get('k')).toBeUndefined();
    await store.set('k', 1, { ttlSeconds: 60 });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^upstash cache unavailable/);
  });

  it('an unreachable REST endpoint', async () => {
    const { store, reports } = openStore({ url: `http://127.0.0.1:${await findFreePort()}` });
    expect(await store.get('k')).toBeUndefined();
    await store.invalidateTag('t');
    expect(reports).toHaveLength(1);
  });

  it('a REST endpoint slower than the request timeout', async () => {
    shim.setResponseDelay(2_000);
    const { store, reports } = openStore({ requestTimeoutMs: 200 });
    const started = Date.now();
    expect(await store.get('k')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(reports).toHaveLength(1);
  });

  it('recovers after the retry delay once the endpoint answers again', async () => {
    shim.setResponseDelay(2_000);
    const { store, reports } = openStore({ requestTimeoutMs: 100, retryDelayMs: 100 });
    expect(await store.get('k')).toBeUndefined();
    shim.setResponseDelay(0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await store.set('k', 'back', { ttlSeconds: 60 });
    expect(await store.get('k')).toBe('back');
    expect(reports).toHaveLength(1);
  });
});
