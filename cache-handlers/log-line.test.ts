import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:net';
import { warningLogLine } from './log-line.mjs';

const NOW = new Date('2026-11-28T10:00:00Z');

describe('cache warnings are one JSON line each', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6390'), {
    name: 'Error',
  });
  it.each([
    ['shared store failed (get); using local caches', refused],
    ['could not store a use-cache entry', new TypeError('bad stream')],
    ['shared store answering again', undefined],
    ['a thrown string', 'oops'],
  ])('%s', (message, error) => {
    const line = warningLogLine('next-cache', message, error, NOW);
    expect(line).not.toContain('\n');
    const parsed = JSON.parse(line);
    expect(parsed).toMatchObject({ time: NOW.toISOString(), level: 'warn', section: 'next-cache' });
    expect(parsed.message.startsWith(message)).toBe(true);
    if (error instanceof Error) {
      expect(parsed.message).toBe(`${message}: ${error.message}`);
      expect(parsed.error_type).toBe(error.name);
      expect(parsed.stack).toContain('log-line.test.ts');
    }
  });
});

describe('a shared store that is down', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('is logged as one JSON line, naming no key', async () => {
    // A port that accepts and closes at once: every Redis command fails.
    server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${port}`);
    vi.resetModules();
    const written: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void written.push(args));
    // @ts-expect-error -- plain JavaScript for Node, no declarations
    const { sharedKv } = await import('./shared-kv.mjs');
    const read = await sharedKv.readText('use-cache:membership-4b1d-secret-id');
    expect(read).toEqual({ text: undefined, failed: true });
    expect(written.map((args) => String(args[0]).slice(0, 160))).toHaveLength(1);
    expect(written[0]).toHaveLength(1);
    const line = String(written[0]![0]);
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({
      level: 'warn',
      section: 'next-cache',
      message: expect.stringMatching(/^shared store failed \(get\); using local caches: /),
    });
    expect(line).not.toContain('secret-id');
  });
});

describe('edge-cache’s absorbed failures are one JSON line each too', () => {
  afterEach(() => vi.restoreAllMocks());
  it.each([
    [
      'reportToConsole',
      async () => {
        const { reportToConsole } = await import('@/edge-cache/kv-store');
        reportToConsole(new Error('connect ECONNREFUSED'), 'redis get failed');
      },
      'redis get failed: connect ECONNREFUSED',
    ],
    [
      'logCacheError',
      async () => {
        const { logCacheError } = await import('@/edge-cache/cached');
        logCacheError(new Error('loader threw'), {
          key: 'customer:4b1d-secret-id',
          phase: 'load',
          servedStale: true,
        });
      },
      'load failed; served the stale copy: loader threw',
    ],
  ])('%s', async (_, write, message) => {
    const written: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void written.push(args));
    await write();
    expect(written).toHaveLength(1);
    expect(written[0]).toHaveLength(1);
    const line = String(written[0]![0]);
    expect(line).not.toContain('\n');
    expect(line).not.toContain('secret-id');
    expect(JSON.parse(line)).toMatchObject({ level: 'warn', section: 'edge-cache', message });
  });
});
