import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { cache } from 'react';
import type { KvStore } from '@/edge-cache';
import { createCookieSession } from '@/server/commerce/session';
import { sharedKvStore } from '@/server/config/shared-kv-store';

/**
 * A signed-in visitor's own commerce answers (who they are, products as the service answers for
 * them), kept briefly in this process so a member browsing page after page does not ask commerce
 * the same things on every render (a member's page made 2-8 commerce calls per request).
 *
 * - Values stay in this process (they are personal); the shared store holds only a version per
 *   visitor, under a key made from a hash of their token, never the token or an id.
 * - `forget(visitor)` (every write the visitor makes that changes what is kept: club, profile, a
 *   new cart, an order, sign-in or out) writes a new version, so every instance drops what it kept
 *   for them on their next render; a load that started before the write is stored under the old
 *   version and never served.
 * - Entries last `ttlMs` (the spec's cache life of 60 s at most), so a change made elsewhere (the
 *   back office) shows within it; the session sync, which reads fresh once per page load, forgets
 *   the visitor when what it read differs from what is kept.
 *
 * Values are shared between the requests that read them: callers must not change them.
 */
export interface PersonalView {
  /** The visitor's version this view reads: a new one after each of their writes. */
  readonly version: string;
  get<T>(key: string): T | undefined;
  put(key: string, value: unknown): void;
  /**
   * Runs `load`, or joins the load of `key` this visitor's renders already have running: a page
   * and the links it prefetches, or every render in flight when an entry expires, would otherwise
   * each ask commerce the same thing at once. A joiner whose shared load fails runs its own.
   */
  joinLoad<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export interface PersonalCache {
  /** The visitor's entries at their current version: reads and writes for one request. */
  open(visitor: string): Promise<PersonalView>;
  /** Drops every entry of the visitor, here and (through the version) on every instance. */
  forget(visitor: string): Promise<void>;
  /** How many visitors have entries kept in this process. */
  visitorsKept(): number;
}

interface VisitorEntries {
  version: string;
  values: Map<string, { value: unknown; loadedAt: number }>;
}

export interface PersonalCacheOptions {
  /** The shared store, for versions only (undefined when it fails: treated as no version). */
  store: () => KvStore;
  ttlMs: number;
  maxVisitors: number;
  now?: () => number;
}

const NO_VERSION = 'none';
const versionKey = (visitor: string) => `personal-version:${visitor}`;

export function createPersonalCache({
  store,
  ttlMs,
  maxVisitors,
  now = Date.now,
}: PersonalCacheOptions): PersonalCache {
  // Insertion order is recency: a visitor read again moves to the end, the oldest goes first.
  const visitors = new Map<string, VisitorEntries>();
  // Loads running now, by visitor, version and key; each removed when it settles.
  const running = new Map<string, Promise<unknown>>();

  const versionOf = async (visitor: string) =>
    (await store()
      .get<string>(versionKey(visitor))
      .catch(() => undefined)) ?? NO_VERSION;

  /** The visitors seen longest ago whose every entry is past its time: nothing to keep. */
  const dropExpired = () => {
    for (const [visitor, entries] of visitors) {
      let newest = 0;
      for (const { loadedAt } of entries.values.values()) newest = Math.max(newest, loadedAt);
      if (now() - newest < ttlMs) return;
      visitors.delete(visitor);
    }
  };

  const entriesAt = (visitor: string, version: string): VisitorEntries => {
    const kept = visitors.get(visitor);
    if (kept) visitors.delete(visitor);
    const entries = kept?.version === version ? kept : { version, values: new Map() };
    visitors.set(visitor, entries);
    while (visitors.size > maxVisitors) visitors.delete(visitors.keys().next().value as string);
    return entries;
  };

  return {
    async open(visitor) {
      // Memory follows the visitors of the last ttlMs, not every visitor since the start.
      dropExpired();
      const version = await versionOf(visitor);
      // Everything put through this view counts from its opening: a load started then.
      const openedAt = now();
      return {
        version,
        get<T>(key: string) {
          const kept = visitors.get(visitor);
          const entry = kept?.version === version ? kept.values.get(key) : undefined;
          if (!entry || now() - entry.loadedAt >= ttlMs) return undefined;
          return entry.value as T;
        },
        put(key, value) {
          const values = entriesAt(visitor, version).values;
          // A render that joined another's load puts the same answer: it counts from that load.
          if (values.get(key)?.value !== value) values.set(key, { value, loadedAt: openedAt });
        },
        joinLoad<T>(key: string, load: () => Promise<T>) {
          // The version is part of the key: a load begun before a write is never joined after it.
          const id = JSON.stringify([visitor, version, key]);
          const joined = running.get(id) as Promise<T> | undefined;
          if (joined) return joined.catch(() => load());
          const started = load().finally(() => running.delete(id));
          running.set(id, started);
          return started;
        },
      };
    },
    visitorsKept: () => visitors.size,
    async forget(visitor) {
      visitors.delete(visitor);
      await store()
        .set(versionKey(visitor), randomUUID(), { ttlSeconds: Math.ceil(ttlMs / 1000) })
        .catch(() => undefined);
    },
  };
}

// The site's one personal cache, for the signed-in visitor asking.

/**
 * The site's personal cache (the mechanism above): a signed-in visitor's own commerce answers for
 * page renders, 30 s at most, forgotten on their writes (server/actions/trace.ts) and when the
 * session sync reads something else. Actions and the sync always read fresh.
 */
const PERSONAL_TTL_MS = 30_000;
/**
 * Visitors kept at once: those of the last PERSONAL_TTL_MS only (the rest are dropped), and at most
 * this many, each a customer and the products of a few pages (up to about 2 MB on a large catalogue).
 */
const PERSONAL_MAX_VISITORS = 200;

const GLOBAL_KEY = Symbol.for('winery.personal-cache');
type WithPersonalCache = typeof globalThis & { [GLOBAL_KEY]?: PersonalCache };

/** One per process, on globalThis: every route's bundle and the actions share it. */
function personalCache(): PersonalCache {
  const holder = globalThis as WithPersonalCache;
  holder[GLOBAL_KEY] ??= createPersonalCache({
    store: sharedKvStore,
    ttlMs: PERSONAL_TTL_MS,
    maxVisitors: PERSONAL_MAX_VISITORS,
  });
  return holder[GLOBAL_KEY];
}

/** The visitor's name in the cache: a hash of their token, never the token itself. */
const visitorKey = (token: string): string =>
  createHash('sha256').update(`personal-cache:${token}`, 'utf8').digest('base64url');

/** The entries of the visitor signed in with `token`, at their current version. */
export const personalViewOf = (token: string): Promise<PersonalView> =>
  personalCache().open(visitorKey(token));

/** The signed-in visitor's entries for this render (once per request), or none without a token. */
export const personalView = cache(async (): Promise<PersonalView | undefined> => {
  const token = await createCookieSession().getToken();
  return token ? personalViewOf(token) : undefined;
});

/** Drops what is kept for the visitors of these tokens (a write, a sign-in or out). */
export async function forgetVisitors(tokens: readonly (string | undefined)[]): Promise<void> {
  const keys = new Set(tokens.filter((token) => token !== undefined).map(visitorKey));
  await Promise.all([...keys].map((key) => personalCache().forget(key)));
}

/** The token of the visitor asking, for forgetVisitors around a write. */
export const currentToken = async (): Promise<string | undefined> =>
  createCookieSession().getToken();
