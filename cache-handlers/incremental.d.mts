/**
 * The surface of incremental.mjs its unit test uses (Next itself loads the handler untyped; the
 * values are Next's incremental-cache entries and contexts, kept loose here on purpose).
 */
export interface CacheContext {
  kind: string;
  isRoutePPREnabled?: boolean;
  isFallback?: boolean;
  cacheControl?: { revalidate: number | false; expire?: number };
}

export default class SharedIncrementalCache {
  constructor(options: { fs: unknown; flushToDisk: boolean; serverDistDir: string });
  get(key: string, ctx: CacheContext): Promise<{ value: unknown } | null>;
  set(key: string, data: unknown, ctx: CacheContext): Promise<void>;
  has(key: string, ctx: CacheContext): Promise<boolean>;
}

/** JSON with Buffers/Uint8Arrays and Maps kept intact; `decode` reads it back. */
export function encode(value: unknown): string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a decoded entry is Next's, untyped
export function decode(text: string): any;
