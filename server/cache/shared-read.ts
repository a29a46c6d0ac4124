import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cached } from '@/edge-cache/cached';
import { getKvStore } from '@/edge-cache/create-kv-store';
import { getSettings } from '@/server/config';
import { inSpan } from '@/server/observability/tracing';

/**
 * How long Next keeps the result: 'catalog' is next.config's profile (the spec's 60 s, kept a day
 * while commerce is unreachable); 'content' follows the settings' TTL, kept a day. An absence
 * (undefined: an unknown slug or URL) gets next.config's 'absent' profile whatever the life.
 */
type Life = 'catalog' | 'content';
const DAY_SECONDS = 24 * 60 * 60;

export interface SharedReadOptions {
  /** Key in the shared KV store. */
  key: string;
  /** From server/cache/tags.ts: one list for Next's cache and the KV store. */
  tags: readonly string[];
  life: Life;
}

/**
 * The one way a read is shared by every visitor: Next's `'use cache'` keeps the result in this
 * instance, and the KV `cached()` shares the loader's reply between instances (stale-if-error when
 * the source is down), both under the same tags. Call it from a function whose body starts with
 * `'use cache'`: the directive cannot live here, because a cached function may not call a
 * function it is given (only pass it through). Nothing visitor-specific may be loaded this way.
 */
export async function sharedRead<T>(
  { key, tags, life }: SharedReadOptions,
  loader: () => Promise<T>,
): Promise<T> {
  const ttlSeconds = getSettings().cache.ttlSeconds;
  if (life === 'catalog') cacheLife('catalog');
  else cacheLife({ stale: ttlSeconds, revalidate: ttlSeconds, expire: DAY_SECONDS });
  cacheTag(...tags);
  const value = await traceKvRead(key, (onOutcome) =>
    cached(key, loader, { ttlSeconds, tags, onOutcome }),
  );
  // Nothing there: the KV keeps no absence (cached()), and Next keeps it seconds, so a thing created
  // after a 404 shows at once and a flood of unknown slugs leaves no lasting entries. The shortest
  // life called wins, so this shortens the one above.
  if (value === undefined) cacheLife('absent');
  return value;
}

/**
 * The span of one KV read: which backend answered and how (hit, miss, stale, error). The key's
 * first part names the kind of data (product, collection, content); slugs and URLs stay out.
 */
function traceKvRead<T>(
  key: string,
  read: (onOutcome: (outcome: string) => void) => Promise<T>,
): Promise<T> {
  return inSpan(
    'kv.read',
    {
      attributes: {
        'cache.backend': getKvStore().backend,
        'cache.key_kind': key.split(':')[0] ?? key,
      },
    },
    (span) => read((outcome) => span.setAttribute('cache.result', outcome)),
  );
}
