/**
 * Upstash / Vercel KV over its REST API, with `@upstash/redis`. Stateless HTTP, so there is no
 * connection to manage; outages are absorbed by the same guard as the TCP Redis backend.
 */
import { Redis } from '@upstash/redis';
import { COUNT_SCRIPT } from './kv-counter';
import { MARK_STALE_SCRIPT } from './kv-entry';
import type { KvStore, RemoteKvStoreOptions } from './kv-store';
import { createRemoteStore, type RemoteCommands } from './remote-store';

export interface UpstashKvStoreOptions extends RemoteKvStoreOptions {
  url: string;
  token: string;
  /** A cache that takes longer than this to answer is slower than no cache. Default 1000 ms. */
  requestTimeoutMs?: number;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 1_000;

export function createUpstashStore(options: UpstashKvStoreOptions): KvStore {
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const client = new Redis({
    url: options.url,
    token: options.token,
    // We store our own JSON envelopes; the client's automatic JSON parsing would unwrap them.
    automaticDeserialization: false,
    enableTelemetry: false,
    // The client's default (5 retries with exponential backoff) would stall a page for seconds
    // during an outage; one quick retry covers a dropped keep-alive socket.
    retry: { retries: 1, backoff: () => 50 },
    // A function, so each request gets its own deadline (a shared signal would expire once).
    signal: () => AbortSignal.timeout(timeoutMs),
  });
  return createRemoteStore('upstash', upstashCommands(client), options);
}

function upstashCommands(client: Redis): RemoteCommands {
  return {
    async get(key) {
      return client.get<string>(key);
    },

    async setTagged(key, payload, retentionMs, tagKeys) {
      if (tagKeys.length === 0) {
        await client.set(key, payload, { px: retentionMs });
        return;
      }
      const transaction = client.multi().set(key, payload, { px: retentionMs });
      for (const setKey of tagKeys) {
        transaction
          .sadd(setKey, key)
          .pexpire(setKey, retentionMs, 'NX')
          .pexpire(setKey, retentionMs, 'GT');
      }
      await transaction.exec();
    },

    async del(keys) {
      if (keys.length === 0) return;
      await client.del(...keys);
    },

    // A script runs as one step on Upstash too (its EVAL documentation); a pipeline would not.
    async count(key, by, ttlMs, expiry) {
      return Number(await client.eval(COUNT_SCRIPT, [key], [String(by), String(ttlMs), expiry]));
    },

    async markStale(keys) {
      if (keys.length === 0) return;
      await client.eval(MARK_STALE_SCRIPT, [...keys], []);
    },

    async takeSetMembers(setKey) {
      const [members] = await client
        .multi()
        .smembers(setKey)
        .del(setKey)
        .exec<[string[], number]>();
      return members;
    },

    async scan(cursor, match, count) {
      const [nextCursor, keys] = await client.scan(cursor, { match, count });
      return { cursor: String(nextCursor), keys };
    },

    // HTTP requests hold no connection that needs closing.
    close: async () => {},
  };
}
