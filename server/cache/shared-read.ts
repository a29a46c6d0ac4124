/**
 * Shared reads: the one way a read is shared by every visitor (`sharedRead` inside a `'use cache'`
 * function, `sharedValue` outside it), the clock of a prerendered page (`sharedNow`), and the cache
 * tags, the one vocabulary for `cacheTag`, the shared KV store and the revalidation webhook
 * (app/api/revalidate drops the content tags when an entry is published).
 */
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { unstable_rethrow } from 'next/navigation';
import { cached } from '@/edge-cache/cached';
import { normalizeUrlPath } from '@/lib/content/links';
import { getSettings } from '@/server/config';
import { sharedKvStore } from '@/server/config/shared-kv-store';
import { inSpan } from '@/server/observability/tracing';

/**
 * How long Next keeps the result: 'catalog' is next.config's profile (the spec's 60 s, kept a day
 * while commerce is unreachable); 'content' follows the settings' TTL, kept a day. An absence
 * (undefined: an unknown slug or URL) gets next.config's 'absent' profile whatever the life.
 */
type Life = 'catalog' | 'content';
const DAY_SECONDS = 24 * 60 * 60;

/**
 * What a cached function returns: the value, or the failure as a value. A `'use cache'` function
 * must never throw: Next records an error thrown inside one while it prerenders a page and then
 * answers that whole page 500 (no-store), even when the caller catches it and a block shows its
 * fallback. So the failure crosses the cache boundary as data and is thrown, as a plain error,
 * by `sharedValue` outside it, where the page's own handling (a block's fallback) applies.
 */
export type Shared<T> = { ok: true; value: T } | { ok: false; message: string };

/** The value of a shared read; its failure thrown here, outside the cached function. */
export function sharedValue<T>(result: Shared<T>): T {
  if (!result.ok) throw new SharedReadError(result.message);
  return result.value;
}

export class SharedReadError extends Error {
  override name = 'SharedReadError';
}

/**
 * Runs work inside a cached function and returns its outcome as a value. A failure is kept for
 * seconds only ('absent' life), so the source is asked again soon; Next's own control-flow
 * signals (prerender aborts, notFound) pass through unchanged.
 */
export async function settle<T>(work: () => Promise<T>): Promise<Shared<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    unstable_rethrow(error);
    cacheLife('absent');
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Every product read (catalogue, product pages, page-builder product data). */
export const PRODUCTS_TAG = 'products';
export const productTag = (slug: string) => `product:${slug}`;

/** The clubs on offer. */
export const CLUBS_TAG = 'clubs';

/** Every collection read. */
export const COLLECTIONS_TAG = 'collections';
export const collectionTag = (slug: string) => `collection:${slug}`;

/** Every entry of a content model, and one entry by its URL. */
export const contentModelTag = (model: string) => `content:${model}`;
export const contentUrlTag = (model: string, url: string) =>
  `content:${model}:${normalizeUrlPath(url)}`;

interface SharedReadOptions {
  /** Key in the shared KV store. */
  key: string;
  /** From the tags below: one list for Next's cache and the KV store. */
  tags: readonly string[];
  life: Life;
}

/**
 * The one way a read is shared by every visitor: Next's `'use cache'` keeps the result in this
 * instance, and the KV `cached()` shares the loader's reply between instances (stale-if-error when
 * the source is down), both under the same tags. Call it from a function whose body starts with
 * `'use cache'` and returns its result, and read the value with `sharedValue` outside that
 * function (see `Shared`): the directive cannot live here, because a cached function may not call
 * a function it is given (only pass it through). Nothing visitor-specific may be loaded this way.
 */
export async function sharedRead<T>(
  { key, tags, life }: SharedReadOptions,
  loader: () => Promise<T>,
): Promise<Shared<T>> {
  const ttlSeconds = getSettings().cache.ttlSeconds;
  if (life === 'catalog') cacheLife('catalog');
  else cacheLife({ stale: ttlSeconds, revalidate: ttlSeconds, expire: DAY_SECONDS });
  cacheTag(...tags);
  return settle(async () => {
    let servedStale = false;
    const value = await traceKvRead(key, (onOutcome) =>
      cached(key, loader, {
        store: sharedKvStore(),
        ttlSeconds,
        tags,
        onOutcome: (outcome) => {
          onOutcome(outcome);
          if (outcome === 'stale') servedStale = true;
        },
      }),
    );
    // Nothing there: the KV keeps no absence (cached()), and Next keeps it seconds, so a thing
    // created after a 404 shows at once and a flood of unknown slugs leaves no lasting entries.
    // The last good copy, served because the source failed, is kept as briefly, so the change a
    // webhook announced shows within seconds of the source answering again. The shortest life
    // called wins, so this shortens the one above.
    if (value === undefined || servedStale) cacheLife('absent');
    return value;
  });
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
        'cache.backend': sharedKvStore().backend,
        'cache.key_kind': key.split(':')[0] ?? key,
      },
    },
    (span) => read((outcome) => span.setAttribute('cache.result', outcome)),
  );
}

/**
 * The time for decisions a shared (prerendered) page makes by the calendar, such as whether an
 * event is upcoming or over. Read inside a cache scope, so the page stays prerendered; its life
 * is the catalogue's (60 s), so a page that shows events is rebuilt within a minute of a visit
 * after the time moved on, the same refresh that brings new seats and prices. Why not decide on
 * the client: the events page and its JSON-LD would then differ between search engines and
 * people, and the list would jump after load. Why not a daily revalidate: an event would stay
 * upcoming for up to a day after it ended.
 */
export async function sharedNow(): Promise<Date> {
  return new Date(await readClock());
}

async function readClock(): Promise<number> {
  'use cache';
  cacheLife('catalog');
  return Date.now();
}
