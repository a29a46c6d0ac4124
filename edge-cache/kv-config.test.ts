import { describe, expect, it } from 'vitest';
import { pickKvEnv, resolveKvConfig, type KvConfig, type KvEnv } from './kv-config';

const cases: { name: string; env: KvEnv; expected: KvConfig }[] = [
  {
    name: 'nothing set: memory with the default prefix',
    env: {},
    expected: { backend: { kind: 'memory' }, prefix: 'winery:' },
  },
  {
    name: 'blank values count as unset',
    env: { REDIS_URL: '  ', KV_REST_API_URL: '', KV_PREFIX: '' },
    expected: { backend: { kind: 'memory' }, prefix: 'winery:' },
  },
  {
    name: 'REDIS_URL: redis',
    env: { REDIS_URL: 'redis://cache:6379', KV_PREFIX: 'shop:' },
    expected: { backend: { kind: 'redis', url: 'redis://cache:6379' }, prefix: 'shop:' },
  },
  {
    name: 'Vercel KV names: upstash, preferred over REDIS_URL',
    env: {
      KV_REST_API_URL: 'https://kv.example.com',
      KV_REST_API_TOKEN: 't',
      REDIS_URL: 'redis://x',
    },
    expected: {
      backend: { kind: 'upstash', url: 'https://kv.example.com', token: 't' },
      prefix: 'winery:',
    },
  },
  {
    name: 'Upstash names: upstash',
    env: { UPSTASH_REDIS_REST_URL: 'https://up.example.com', UPSTASH_REDIS_REST_TOKEN: 'u' },
    expected: {
      backend: { kind: 'upstash', url: 'https://up.example.com', token: 'u' },
      prefix: 'winery:',
    },
  },
  {
    name: 'both naming schemes: the KV_ names win',
    env: {
      KV_REST_API_URL: 'https://kv.example.com',
      KV_REST_API_TOKEN: 'kv',
      UPSTASH_REDIS_REST_URL: 'https://up.example.com',
      UPSTASH_REDIS_REST_TOKEN: 'up',
    },
    expected: {
      backend: { kind: 'upstash', url: 'https://kv.example.com', token: 'kv' },
      prefix: 'winery:',
    },
  },
];

describe('resolveKvConfig', () => {
  it.each(cases)('$name', ({ env, expected }) => {
    expect(resolveKvConfig(env)).toEqual(expected);
  });

  it.each([
    [{ KV_REST_API_URL: 'https://kv.example.com' }, /KV_REST_API_TOKEN.*missing/],
    [{ UPSTASH_REDIS_REST_TOKEN: 'u' }, /KV_REST_API_URL.*missing/],
    [{ REDIS_URL: 'http://cache:6379' }, /REDIS_URL must use redis: or rediss:/],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL is not a URL/],
    [
      { KV_REST_API_URL: 'redis://kv', KV_REST_API_TOKEN: 't' },
      /KV_REST_API_URL must use http: or https:/,
    ],
  ] satisfies [KvEnv, RegExp][])('refuses a half or wrong configuration: %o', (env, message) => {
    expect(() => resolveKvConfig(env)).toThrow(message);
  });

  it('picks only the cache variables out of a whole environment', () => {
    expect(pickKvEnv({ REDIS_URL: 'redis://x', PATH: '/usr/bin' })).toEqual({
      KV_PREFIX: undefined,
      REDIS_URL: 'redis://x',
      KV_REST_API_URL: undefined,
      KV_REST_API_TOKEN: undefined,
      UPSTASH_REDIS_REST_URL: undefined,
      UPSTASH_REDIS_REST_TOKEN: undefined,
    });
  });
});
