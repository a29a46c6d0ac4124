import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import SharedIncrementalCache from './incremental.mjs';

/**
 * The 404 of an unknown /product/{slug} was once kept on disk for the page's whole life (and
 * a very long slug made the write fail with ENAMETOOLONG). With no shared store configured this is
 * Next's file-system cache underneath, as on one `next start`.
 */
const PAGE_CONTEXT = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const CACHE_CONTROL = { revalidate: 60, expire: 86_400 };

function page(status: number, html: string) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    headers: { 'x-next-cache-tags': '_N_T_/product/[slug]' },
    postponed: undefined,
    status,
    segmentData: undefined,
  };
}

let serverDistDir: string;
let cache: SharedIncrementalCache;

beforeEach(() => {
  serverDistDir = mkdtempSync(path.join(tmpdir(), 'incremental-cache-'));
  cache = new SharedIncrementalCache({ fs: nodeFs, flushToDisk: true, serverDistDir });
});
afterEach(() => rmSync(serverDistDir, { recursive: true, force: true }));

const stored = (key: string) => existsSync(path.join(serverDistDir, 'app', `${key}.html`));
const set = (key: string, data: unknown) =>
  cache.set(key, data, { ...PAGE_CONTEXT, cacheControl: CACHE_CONTROL });

describe('the page cache keeps no 404 of an unknown URL', () => {
  it('does not keep the 404 of a URL it has no page for', async () => {
    await set('/product/no-such-wine', page(404, 'Not found'));
    expect(stored('/product/no-such-wine')).toBe(false);
    expect(await cache.get('/product/no-such-wine', PAGE_CONTEXT)).toBeNull();
  });

  it('writes no file for a very long unknown slug (no ENAMETOOLONG)', async () => {
    const key = `/product/${'x'.repeat(5_000)}`;
    await expect(set(key, page(404, 'Not found'))).resolves.toBeUndefined();
  });

  it('keeps a page that exists', async () => {
    await set('/product/isosceles-2021', page(200, 'Isosceles 2021'));
    expect(stored('/product/isosceles-2021')).toBe(true);
    const entry = await cache.get('/product/isosceles-2021', PAGE_CONTEXT);
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', status: 200 });
  });

  it('replaces a page that existed and now answers 404, so the old page is not served', async () => {
    await set('/product/retired-wine', page(200, 'Retired wine'));
    await set('/product/retired-wine', page(404, 'Not found'));
    const entry = await cache.get('/product/retired-wine', PAGE_CONTEXT);
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', status: 404 });
  });
});
