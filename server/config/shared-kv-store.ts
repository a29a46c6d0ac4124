import 'server-only';
import { getKvStore, type KvStore } from '@/edge-cache';
import { getSettings } from './index';

/**
 * The site's shared KV store (cache entries, rate-limit counters, known devices): the backend the
 * settings' KV variables select, one per process. Everything on the server reaches the store
 * through here, so the environment is read in the settings module only.
 */
export function sharedKvStore(): KvStore {
  return getKvStore(getSettings().cache.kv);
}
