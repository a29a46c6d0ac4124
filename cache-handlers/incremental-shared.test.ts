import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';

/**
 * The same rule as incremental.test.ts with a shared store configured (Redis or Upstash, here an
 * in-memory stand-in): no 404 of an unknown URL is written there either, and a page that existed
 * in the store alone (rendered by another instance) is replaced by its 404.
 */
const store = new Map<string, string>();
const reads: string[] = [];
vi.mock('./shared-kv.mjs', () => ({
  sharedKv: {
    configured: true,
    backend: 'redis',
    readText: async (key: string) => {
      reads.push(key);
      return { text: store.get(key), failed: false };
    },
    setText: async (key: string, value: string) => void store.set(key, value),
    getHash: async () => ({}),
    setHashFields: async () => {},
  },
  ttlFromExpire: (expire: number | undefined) => expire,
}));

const { default: SharedIncrementalCache, decode, encode } = await import('./incremental.mjs');

const CONTEXT = {
  kind: 'APP_PAGE',
  isRoutePPREnabled: false,
  isFallback: false,
  cacheControl: { revalidate: 60, expire: 86_400 },
};
const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: `page ${status}`,
  rscData: Buffer.from('rsc'),
  headers: {},
  postponed: undefined,
  status,
  segmentData: undefined,
});

let serverDistDir: string;
let cache: InstanceType<typeof SharedIncrementalCache>;
beforeEach(() => {
  store.clear();
  reads.length = 0;
  serverDistDir = mkdtempSync(path.join(tmpdir(), 'incremental-shared-'));
  cache = new SharedIncrementalCache({ fs: nodeFs, flushToDisk: true, serverDistDir });
});
afterEach(() => rmSync(serverDistDir, { recursive: true, force: true }));

describe('with a shared store', () => {
  it('writes no 404 of an unknown URL to the store', async () => {
    await cache.set('/product/no-such-wine', page(404), CONTEXT);
    expect([...store.keys()]).toEqual([]);
  });

  it('writes a page that exists, and its 404 once it stops existing', async () => {
    await cache.set('/product/retired-wine', page(200), CONTEXT);
    // Another instance's copy only: this one's disk knows nothing of it.
    rmSync(serverDistDir, { recursive: true, force: true });
    await cache.set('/product/retired-wine', page(404), CONTEXT);
    expect(store.get('page:/product/retired-wine')).toContain('"status":404');
  });

  it('stores a page as ASCII, and reads it back as sent, the written page left as it was', async () => {
    const written = { ...page(200), html: '<p>Winery’s ★</p>' };
    await cache.set('/our-story', written, CONTEXT);
    expect(written.html).toBe('<p>Winery’s ★</p>');
    expect(store.get('page:/our-story')).toContain('<p>Winery&#x2019;s &#x2605;</p>');
    rmSync(serverDistDir, { recursive: true, force: true });
    const read = await cache.get('/our-story', CONTEXT);
    expect((read?.value as { html?: string } | undefined)?.html).toBe(
      '<p>Winery&#x2019;s &#x2605;</p>',
    );
  });

  it('reads a page whole once, then only its stamp while no instance wrote it again', async () => {
    await cache.set('/learn', page(200), CONTEXT);
    rmSync(serverDistDir, { recursive: true, force: true });
    const first = await cache.get('/learn', CONTEXT);
    reads.length = 0;
    const second = await cache.get('/learn', CONTEXT);
    expect(second?.value).toBe(first?.value);
    expect(reads).toEqual(['page-stamp:/learn']);
  });

  it("reads the page whole again once another instance's write changed its stamp", async () => {
    await cache.set('/learn', page(200), CONTEXT);
    await cache.get('/learn', CONTEXT);
    const other = JSON.parse(store.get('page:/learn') ?? '{}');
    other.lastModified += 1_000;
    other.value.html = 'page rendered elsewhere';
    store.set('page:/learn', JSON.stringify(other));
    store.set('page-stamp:/learn', String(other.lastModified));
    const read = await cache.get('/learn', CONTEXT);
    expect((read?.value as { html?: string } | undefined)?.html).toBe('page rendered elsewhere');
  });

  it('writes the stamp of the entry it stored', async () => {
    await cache.set('/learn', page(200), CONTEXT);
    const stored = JSON.parse(store.get('page:/learn') ?? '{}');
    expect(store.get('page-stamp:/learn')).toBe(String(stored.lastModified));
  });
});

describe('the stored form', () => {
  it('keeps Buffers, Uint8Arrays and Maps of them through encode and decode', () => {
    const bytes = new Uint8Array([1, 2, 250]).subarray(1);
    const value = {
      rscData: Buffer.from('rsc ’'),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': 'a,b' },
      bytes,
      list: [Buffer.from('a'), 1, undefined],
      missing: undefined,
    };
    const back = decode(encode(value));
    expect(back.rscData.toString()).toBe('rsc ’');
    expect(back.segmentData.get('/_tree').toString()).toBe('tree');
    expect([...back.bytes]).toEqual([2, 250]);
    expect(back.headers).toEqual(value.headers);
    expect(back.list[0].toString()).toBe('a');
    expect(back.list.slice(1)).toEqual([1, null]);
    expect('missing' in back).toBe(false);
  });

  it('spells a Buffer as base64, not as an array of numbers', () => {
    expect(encode({ rscData: Buffer.from('rsc') })).toBe('{"rscData":{"$bytes":"cnNj"}}');
  });
});
