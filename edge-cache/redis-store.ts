/**
 * Redis over TCP (`REDIS_URL`), with the `redis` package. The connection is opened lazily on the
 * first operation, and when it cannot be opened or drops, the store behaves as empty (see
 * OutageGuard) and opens a new one on a later operation: the site keeps serving from its loaders.
 */
import { createClient } from 'redis';
import { COUNT_SCRIPT } from './kv-counter';
import { MARK_STALE_SCRIPT } from './kv-entry';
import type { KvStore, RemoteKvStoreOptions } from './kv-store';
import { createRemoteStore, type RemoteCommands } from './remote-store';

export interface RedisKvStoreOptions extends RemoteKvStoreOptions {
  /** `redis://` or `rediss://` URL, with credentials and database if needed. */
  url: string;
  /** A cache that takes longer than this to answer is slower than no cache. Default 1000 ms. */
  connectTimeoutMs?: number;
  /** Deadline for each operation, reply included. Default 1000 ms. */
  commandTimeoutMs?: number;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 1_000;
const DEFAULT_COMMAND_TIMEOUT_MS = 1_000;

export function createRedisStore(options: RedisKvStoreOptions): KvStore {
  return createRemoteStore('redis', redisCommands(new LazyRedisConnection(options)), options);
}

function openClient(options: RedisKvStoreOptions) {
  const client = createClient({
    url: options.url,
    socket: {
      connectTimeout: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      // No silent background reconnect loop: a dropped connection is replaced by
      // LazyRedisConnection on the next operation, after the guard's retry delay.
      reconnectStrategy: false,
    },
    // Fail fast while disconnected instead of queueing commands that would make pages wait.
    disableOfflineQueue: true,
  });
  // Connection errors surface as rejected commands, which the guard reports once. Without a
  // listener, Node would throw the 'error' event and take the whole process down.
  client.on('error', () => {});
  return client;
}

type RedisClient = ReturnType<typeof openClient>;

class LazyRedisConnection {
  private client: RedisClient | undefined;
  private connecting: Promise<RedisClient> | undefined;
  private closed = false;

  constructor(private readonly options: RedisKvStoreOptions) {}

  /**
   * Runs commands on a ready client within the command deadline. The client's own command
   * timeout only covers the wait before a command is written, not the wait for its reply, so a
   * hung server needs this. A connection that missed a deadline is dropped: replies still owed
   * on it would delay every later command.
   */
  async run<R>(commands: (client: RedisClient) => Promise<R>): Promise<R> {
    const client = await this.ready();
    try {
      return await withDeadline(
        commands(client),
        this.options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS,
        'redis command',
      );
    } catch (error) {
      if (error instanceof DeadlineExceededError && this.client === client) {
        this.client = undefined;
        client.destroy();
      }
      throw error;
    }
  }

  /** A ready client; concurrent callers share one connection attempt. */
  private async ready(): Promise<RedisClient> {
    if (this.closed) throw new Error('redis cache store is closed');
    if (this.client?.isReady) return this.client;
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    // A graceful close waits for owed replies, which a hung server never sends.
    const closeTimeoutMs = this.options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
    if (client.isReady) {
      await withDeadline(client.close(), closeTimeoutMs, 'redis close').catch(() =>
        client.destroy(),
      );
    } else {
      client.destroy();
    }
  }

  private async connect(): Promise<RedisClient> {
    this.client?.destroy();
    const client = openClient(this.options);
    this.client = client;
    try {
      // The socket's connectTimeout only covers the TCP handshake; a server that accepts the
      // connection but never answers (overloaded, paused) would hang the client's own handshake.
      await withDeadline(
        client.connect(),
        this.options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
        'redis connect',
      );
      return client;
    } catch (error) {
      client.destroy();
      this.client = undefined;
      throw error;
    }
  }
}

function redisCommands(connection: LazyRedisConnection): RemoteCommands {
  return {
    get: (key) => connection.run((client) => client.get(key)),

    setTagged: (key, payload, retentionMs, tagKeys) =>
      connection.run(async (client) => {
        const expiration = { type: 'PX', value: retentionMs } as const;
        if (tagKeys.length === 0) {
          await client.set(key, payload, { expiration });
          return;
        }
        const transaction = client.multi().set(key, payload, { expiration });
        for (const setKey of tagKeys) {
          transaction
            .sAdd(setKey, key)
            .pExpire(setKey, retentionMs, 'NX')
            .pExpire(setKey, retentionMs, 'GT');
        }
        await transaction.exec();
      }),

    del: async (keys) => {
      if (keys.length === 0) return;
      await connection.run((client) => client.del([...keys]));
    },

    count: (key, by, ttlMs, expiry) =>
      connection.run(async (client) =>
        Number(
          await client.eval(COUNT_SCRIPT, {
            keys: [key],
            arguments: [String(by), String(ttlMs), expiry],
          }),
        ),
      ),

    markStale: async (keys) => {
      if (keys.length === 0) return;
      await connection.run((client) => client.eval(MARK_STALE_SCRIPT, { keys: [...keys] }));
    },

    takeSetMembers: (setKey) =>
      connection.run(async (client) => {
        const [members] = await client.multi().sMembers(setKey).del(setKey).execTyped();
        return members;
      }),

    scan: (cursor, match, count) =>
      connection.run(async (client) => {
        const page = await client.scan(cursor, { MATCH: match, COUNT: count });
        return { cursor: String(page.cursor), keys: page.keys };
      }),

    close: () => connection.close(),
  };
}

/** A time limit for a promise, for clients whose own timeouts do not cover every wait. */

export class DeadlineExceededError extends Error {}

export async function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DeadlineExceededError(`${what} took longer than ${ms} ms`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
