import 'server-only';
import { createHash } from 'node:crypto';
import { cache } from 'react';
import { createCookieSession } from '@/server/commerce/session';
import { sharedKvStore } from '@/server/config/shared-kv-store';
import { createPersonalCache, type PersonalCache, type PersonalView } from './personal-cache';

/**
 * The site's personal cache (personal-cache.ts): a signed-in visitor's own commerce answers for
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
export const visitorKey = (token: string): string =>
  createHash('sha256').update(`personal-cache:${token}`, 'utf8').digest('base64url');

/** The signed-in visitor's entries for this render (once per request), or none without a token. */
export const personalView = cache(async (): Promise<PersonalView | undefined> => {
  const token = await createCookieSession().getToken();
  return token ? personalCache().open(visitorKey(token)) : undefined;
});

/** Drops what is kept for the visitors of these tokens (a write, a sign-in or out). */
export async function forgetVisitors(tokens: readonly (string | undefined)[]): Promise<void> {
  const keys = new Set(tokens.filter((token) => token !== undefined).map(visitorKey));
  await Promise.all([...keys].map((key) => personalCache().forget(key)));
}

/** The token of the visitor asking, for forgetVisitors around a write. */
export const currentToken = async (): Promise<string | undefined> =>
  createCookieSession().getToken();
