import { afterAll, beforeAll } from 'vitest';
import { startRedisServer, type RedisServerProcess } from './redis-server';
import { startUpstashRestShim, type UpstashRestShim } from './upstash-rest-shim';

/**
 * A real redis-server and the Upstash REST shim over it, started before the calling file's tests
 * and stopped after them. Read the addresses inside a test or hook, once they have started.
 */
export function remoteServers() {
  let redisServer: RedisServerProcess | undefined;
  let upstashShim: UpstashRestShim | undefined;
  beforeAll(async () => {
    redisServer = await startRedisServer();
    upstashShim = await startUpstashRestShim(redisServer.url);
  });
  afterAll(async () => {
    await upstashShim?.stop();
    await redisServer?.stop();
  });
  const started = <T>(server: T | undefined): T => {
    if (!server) throw new Error('The remote servers have not started yet');
    return server;
  };
  return {
    get redisUrl() {
      return started(redisServer).url;
    },
    get upstash() {
      const shim = started(upstashShim);
      return { url: shim.url, token: shim.token };
    },
  };
}
