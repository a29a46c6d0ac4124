/**
 * Which backend the environment asks for. Takes a plain object (not `process.env` directly, and no
 * Next imports) so the server config can pass validated values in and plain Node scripts and tests
 * can pass whatever they like.
 */
import { DEFAULT_KV_PREFIX } from './kv-store';

export interface KvEnv {
  KV_PREFIX?: string;
  REDIS_URL?: string;
  /** Vercel KV names; preferred over the UPSTASH_ names when both are present. */
  KV_REST_API_URL?: string;
  KV_REST_API_TOKEN?: string;
  UPSTASH_REDIS_REST_URL?: string;
  UPSTASH_REDIS_REST_TOKEN?: string;
}

const KV_ENV_NAMES = [
  'KV_PREFIX',
  'REDIS_URL',
  'KV_REST_API_URL',
  'KV_REST_API_TOKEN',
  'UPSTASH_REDIS_REST_URL',
  'UPSTASH_REDIS_REST_TOKEN',
] as const satisfies readonly (keyof KvEnv)[];

/** Picks the cache's variables out of a whole environment such as `process.env`. */
export function pickKvEnv(environment: Readonly<Record<string, string | undefined>>): KvEnv {
  return Object.fromEntries(KV_ENV_NAMES.map((name) => [name, environment[name]]));
}

export type KvBackendConfig =
  | { kind: 'memory' }
  | { kind: 'redis'; url: string }
  | { kind: 'upstash'; url: string; token: string };

export interface KvConfig {
  backend: KvBackendConfig;
  prefix: string;
}

/** Upstash/Vercel KV first, then REDIS_URL, else the in-process memory store. */
export function resolveKvConfig(env: KvEnv): KvConfig {
  const prefix = setting(env.KV_PREFIX) ?? DEFAULT_KV_PREFIX;
  const restUrl = setting(env.KV_REST_API_URL) ?? setting(env.UPSTASH_REDIS_REST_URL);
  const restToken = setting(env.KV_REST_API_TOKEN) ?? setting(env.UPSTASH_REDIS_REST_TOKEN);
  const redisUrl = setting(env.REDIS_URL);

  if (restUrl !== undefined || restToken !== undefined) {
    // Half a pair is a deployment mistake; quietly falling back to memory would hide it behind
    // caches that silently differ per instance.
    if (restUrl === undefined) {
      throw new Error('KV_REST_API_URL (or UPSTASH_REDIS_REST_URL) is missing; its token is set');
    }
    if (restToken === undefined) {
      throw new Error('KV_REST_API_TOKEN (or UPSTASH_REDIS_REST_TOKEN) is missing; its URL is set');
    }
    requireProtocol('KV_REST_API_URL', restUrl, ['http:', 'https:']);
    return { backend: { kind: 'upstash', url: restUrl, token: restToken }, prefix };
  }
  if (redisUrl !== undefined) {
    requireProtocol('REDIS_URL', redisUrl, ['redis:', 'rediss:']);
    return { backend: { kind: 'redis', url: redisUrl }, prefix };
  }
  return { backend: { kind: 'memory' }, prefix };
}

/** Blank values count as unset: `.env` files and CI often define empty variables. */
function setting(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function requireProtocol(name: string, value: string, protocols: readonly string[]): void {
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new Error(`${name} is not a URL`);
  }
  if (!protocols.includes(protocol)) {
    throw new Error(`${name} must use ${protocols.join(' or ')}, got ${protocol}`);
  }
}
