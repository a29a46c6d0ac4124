import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * /api/health against a loopback stand-in of Commerce7 that answers as a tenant without app
 * credentials does: the public storefront routes (`.../for-web`) answer, every admin route 401.
 */
let answer: (request: IncomingMessage, response: ServerResponse) => void;
const requests: { path: string; tenant: unknown; authorization: unknown }[] = [];
let server: Server;
let baseUrl = '';

vi.mock('next/server', () => ({ connection: async () => undefined }));
const store = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('@/server/config', () => ({
  getCommerceSettings: () => ({ baseUrl, tenant: 'paso-winery' }),
}));
vi.mock('@/server/config/shared-kv-store', () => ({ sharedKvStore: () => store.current }));
vi.mock('@/server/observability/report', () => ({ reportError: () => undefined }));
vi.mock('@/server/content', () => ({
  getContentSource: () => ({ findEntry: async () => undefined }),
}));
const { createMemoryStore } = await import('@/edge-cache/memory-store');
store.current = createMemoryStore();

const publicOnly = (request: IncomingMessage, response: ServerResponse) => {
  const isPublic = /\/for-web(\?|$)/.test(request.url ?? '');
  response.writeHead(isPublic ? 404 : 401, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      statusCode: isPublic ? 404 : 401,
      type: isPublic ? 'notFound' : 'unauthorized',
      message: isPublic ? 'Product not found' : 'Unauthorized',
      errors: [],
    }),
  );
};

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({
      path: new URL(request.url ?? '/', 'http://x').pathname,
      tenant: request.headers.tenant,
      authorization: request.headers.authorization,
    });
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A fresh route module and breaker per test: answers are reused for a second, the breaker per process. */
async function health() {
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('winery.commerce.breaker')];
  const { GET } = await import('./route');
  const response = await GET();
  return { status: response.status, body: await response.json(), response };
}

describe('GET /api/health', () => {
  beforeEach(() => {
    requests.length = 0;
    answer = publicOnly;
  });

  it('probes only the public product route, so a tenant without app credentials is ok', async () => {
    const { status, body, response } = await health();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      checks: {
        commerce: { status: 'ok', latencyMs: expect.any(Number) },
        content: { status: 'ok', latencyMs: expect.any(Number) },
        cache: { status: 'ok', latencyMs: expect.any(Number) },
      },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(requests).toEqual([
      {
        path: '/v1/product/slug/health-probe-no-such-product/for-web',
        tenant: 'paso-winery',
        authorization: undefined,
      },
    ]);
    // No host, setting or message in the answer.
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|paso|http|not found/i);
  });

  it.each([
    [500, 'degraded'],
    [401, 'down'],
    [503, 'down'],
  ])('a commerce reply %i is %s, and the site stays ready (200)', async (code, part) => {
    answer = (_request, response) => {
      response.writeHead(code, { 'content-type': 'application/json' });
      response.end('{"statusCode":0,"type":"x","message":"x","errors":[]}');
    };
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe('degraded');
    expect(body.checks.commerce).toEqual({ status: part, latencyMs: expect.any(Number) });
  });
});
