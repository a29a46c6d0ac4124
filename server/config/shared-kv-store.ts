import 'server-only';
import { getKvStore, type KvStore } from '@/edge-cache';
import { getSettings } from './index';

/**
 * The site's shared KV store (cache entries, rate-limit counters, known devices): the backend the
 * settings' KV variables select, one per process. The server reaches the store only through here,
 * so edge-cache reads no environment of its own. A module of its own, not part of the settings'
 * index: the proxy reads settings and must not bundle the Redis clients.
 */
export function sharedKvStore(): KvStore {
  return getKvStore(getSettings().cache.kv);
}
