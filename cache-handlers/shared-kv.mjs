/**
 * The shared key-value store behind Next's cache handlers: Upstash/Vercel KV over REST when
 * KV_REST_API_URL/TOKEN (or the UPSTASH_ names) are set, else Redis over TCP when REDIS_URL is set,
 * else none (the handlers then keep Next's own in-process caches). Same choice and precedence as
 * edge-cache/kv-config.ts; plain JavaScript because Next imports handlers with Node, unbundled.
 *
 * Every operation has a deadline and fails soft: a slow or absent store makes a miss, never an
 * error page. Failures are logged once per outage.
 */
import { logInfo, logWarning } from './log-line.mjs';

const OPERATION_TIMEOUT_MS = 1_000;
const KEY_PREFIX = `${process.env.KV_PREFIX?.trim() || 'winery'}:next:`;

const setting = (value) => (value?.trim() ? value.trim() : undefined);

function chooseBackend(env = process.env) {
  const restUrl = setting(env.KV_REST_API_URL) ?? setting(env.UPSTASH_REDIS_REST_URL);
  const restToken = setting(env.KV_REST_API_TOKEN) ?? setting(env.UPSTASH_REDIS_REST_TOKEN);
  if (restUrl && restToken) return { kind: 'upstash', url: restUrl, token: restToken };
  const redisUrl = setting(env.REDIS_URL);
  if (redisUrl) return { kind: 'redis', url: redisUrl };
  return undefined;
}

function withDeadline(work, what) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took longer than ${OPERATION_TIMEOUT_MS} ms`)),
      OPERATION_TIMEOUT_MS,
    );
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

async function redisCommands(url) {
  const { createClient } = await import('redis');
  let client;
  let connecting;
  const connected = () => {
    if (client?.isReady) return Promise.resolve(client);
    connecting ??= (async () => {
      const fresh = createClient({
        url,
        socket: { connectTimeout: OPERATION_TIMEOUT_MS, reconnectStrategy: false },
        disableOfflineQueue: true,
      });
      // Without a listener an 'error' event would take the whole server down.
      fresh.on('error', () => {});
      await fresh.connect();
      client = fresh;
      return fresh;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };
  return {
    get: async (key) => (await connected()).get(key),
    set: async (key, value, ttlSeconds) =>
      void (await (await connected()).set(key, value, ttlSeconds ? { EX: ttlSeconds } : {})),
    hGetAll: async (key) => (await connected()).hGetAll(key),
    hSet: async (key, fields) => void (await (await connected()).hSet(key, fields)),
  };
}

async function upstashCommands(url, token) {
  const { Redis } = await import('@upstash/redis');
  const client = new Redis({ url, token, automaticDeserialization: false });
  return {
    get: (key) => client.get(key),
    set: async (key, value, ttlSeconds) =>
      void (await client.set(key, value, ttlSeconds ? { ex: ttlSeconds } : undefined)),
    hGetAll: async (key) => (await client.hgetall(key)) ?? {},
    hSet: async (key, fields) => void (await client.hset(key, fields)),
  };
}

let commandsPromise;
let failing = false;
/** What `run` answers when the store failed (as opposed to a missing key). */
const FAILED = Symbol('failed');

/** Runs one operation; undefined when there is no store, FAILED when it failed (logged once per outage). */
async function attempt(what, operation) {
  const backend = chooseBackend();
  if (!backend) return undefined;
  commandsPromise ??=
    backend.kind === 'redis'
      ? redisCommands(backend.url)
      : upstashCommands(backend.url, backend.token);
  try {
    // Only the command's name is ever said: a key can hold a visitor's id (a 'use cache' argument).
    const result = await withDeadline(
      commandsPromise.then((commands) => operation(commands)),
      what.split(' ')[0],
    );
    if (failing) logInfo('next-cache', 'shared store answering again');
    failing = false;
    return result;
  } catch (error) {
    if (!failing)
      logWarning(
        'next-cache',
        `shared store failed (${what.split(' ')[0]}); using local caches`,
        error,
      );
    failing = true;
    return FAILED;
  }
}

/** Like `attempt`, a failure answering undefined: a slow or absent store is a miss. */
async function run(what, operation) {
  const result = await attempt(what, operation);
  return result === FAILED ? undefined : result;
}

export const sharedKv = {
  get configured() {
    return chooseBackend() !== undefined;
  },
  /** `redis`, `upstash`, or `memory` when no shared store is configured (Next's own caches). */
  get backend() {
    return chooseBackend()?.kind ?? 'memory';
  },
  /** The text under `key` (undefined when missing) and whether the store failed to answer. */
  async readText(key) {
    const result = await attempt(`get ${key}`, (commands) => commands.get(KEY_PREFIX + key));
    return result === FAILED
      ? { text: undefined, failed: true }
      : { text: result ?? undefined, failed: false };
  },
  setText: (key, value, ttlSeconds) =>
    run(`set ${key}`, (commands) => commands.set(KEY_PREFIX + key, value, ttlSeconds)),
  getHash: (key) => run(`hgetall ${key}`, (commands) => commands.hGetAll(KEY_PREFIX + key)),
  setHashFields: (key, fields) =>
    run(`hset ${key}`, (commands) => commands.hSet(KEY_PREFIX + key, fields)),
};

/** A whole-second TTL for the store from an entry's `expire` seconds; undefined means keep. */
export function ttlFromExpire(expireSeconds, floorSeconds = 1) {
  if (typeof expireSeconds !== 'number' || !Number.isFinite(expireSeconds)) return undefined;
  return Math.max(floorSeconds, Math.ceil(expireSeconds));
}
