import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import SharedIncrementalCache from '@/cache-handlers/incremental.mjs';
import { PLATFORM_CACHE_HANDLERS, registerPageCacheHandler } from './page-cache-handler';

const holder = globalThis as { [PLATFORM_CACHE_HANDLERS]?: Record<string, unknown> };
const projectDir = path.resolve(import.meta.dirname, '../..');
let serverDistDir: string | undefined;

afterEach(() => {
  delete holder[PLATFORM_CACHE_HANDLERS];
  if (serverDistDir) rmSync(serverDistDir, { recursive: true, force: true });
});

/** An incremental cache as Next makes one per request when next.config names no cacheHandler. */
function nextIncrementalCache() {
  serverDistDir = mkdtempSync(path.join(tmpdir(), 'page-cache-handler-'));
  return new IncrementalCache({
    fs: nodeFs,
    dev: false,
    requestHeaders: {},
    minimalMode: false,
    serverDistDir,
    flushToDisk: false,
    maxMemoryCacheSize: 0,
    fetchCacheKeyPrefix: '',
    previewProps: {
      previewModeId: 'id',
      previewModeSigningKey: 'k',
      previewModeEncryptionKey: 'e',
    },
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: { previewModeId: 'id', previewModeSigningKey: 'k', previewModeEncryptionKey: 'e' },
    },
    allowedRevalidateHeaderKeys: undefined,
    locales: undefined,
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
}

describe('the page cache handler, handed to Next at start', () => {
  it('is the project’s handler, and Next’s incremental cache uses it', async () => {
    await registerPageCacheHandler(projectDir);
    expect(holder[PLATFORM_CACHE_HANDLERS]?.FetchCache).toBe(SharedIncrementalCache);
    expect(nextIncrementalCache().cacheHandler).toBeInstanceOf(SharedIncrementalCache);
  });

  it('keeps what else the global holds (a platform’s own handlers)', async () => {
    const RemoteCache = { get: () => undefined };
    holder[PLATFORM_CACHE_HANDLERS] = { RemoteCache };
    await registerPageCacheHandler(projectDir);
    expect(holder[PLATFORM_CACHE_HANDLERS]).toMatchObject({
      RemoteCache,
      FetchCache: SharedIncrementalCache,
    });
  });

  it('fails the start where the handler is missing, rather than serving without it', async () => {
    await expect(registerPageCacheHandler(tmpdir())).rejects.toThrow();
    expect(holder[PLATFORM_CACHE_HANDLERS]).toBeUndefined();
  });
});
