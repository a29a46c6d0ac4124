import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig } from './check-config';

/**
 * `npm run check-config` against loopback stand-ins: one service that answers as Commerce7 and
 * Builder do, one that refuses every call (401), and an address where nothing listens.
 */
const requests: { url: string; tenant?: string; authorization?: string }[] = [];
const servers: Server[] = [];

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let answering = '';
let refusing = '';
let down = '';

beforeAll(async () => {
  answering = await listen((request, response) => {
    requests.push({
      url: request.url ?? '',
      tenant: request.headers.tenant as string | undefined,
      authorization: request.headers.authorization,
    });
    const url = request.url ?? '';
    if (url.includes('/for-web')) return void response.writeHead(404).end('{}');
    if (url.startsWith('/api/v3/content/page'))
      return void response.writeHead(200).end('{"results":[]}');
    if (url === '/v1/collection') return void response.writeHead(200).end('{"collections":[]}');
    response.writeHead(404).end();
  });
  refusing = await listen((_request, response) => void response.writeHead(401).end('{}'));
  // A port that was open a moment ago and is closed now: nothing listens there.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  down = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

const SECRETS = {
  BUILDER_API_KEY: 'builder-public-key-123',
  COMMERCE_APP_SECRET: 'app-secret-456',
  REVALIDATE_SECRET: 'revalidate-789',
  PREVIEW_SECRET: 'preview-000',
  KV_REST_API_TOKEN: 'kv-token-abc',
};

const live = (commerce: string, builder: string, extra: Record<string, string> = {}) => ({
  APP_ENV: 'production',
  WEB_URL: 'https://shop.example',
  COMMERCE_API_URL: `${commerce}/v1`,
  COMMERCE_TENANT: 'paso-winery',
  COMMERCE_APP_ID: 'app-id',
  COMMERCE_APP_SECRET: SECRETS.COMMERCE_APP_SECRET,
  BUILDER_API_KEY: SECRETS.BUILDER_API_KEY,
  REVALIDATE_SECRET: SECRETS.REVALIDATE_SECRET,
  PREVIEW_SECRET: SECRETS.PREVIEW_SECRET,
  ...extra,
  builderHost: builder,
});

async function run(env: Record<string, string>) {
  const { builderHost, ...settings } = env;
  const report = await checkConfig(settings, { builderHost, timeoutMs: 2_000 });
  const text = report.lines.join('\n');
  for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
  return { ...report, text };
}

describe('npm run check-config', () => {
  it('passes when every configured service answers, calling each once as the server would', async () => {
    requests.length = 0;
    const { ok, text } = await run(live(answering, answering));
    expect(ok).toBe(true);
    expect(text).toMatch(/✓ commerce public route \(tenant\): answers \(127\.0\.0\.1:\d+: 404/);
    expect(text).toMatch(/✓ commerce admin route \(app credentials\): answers/);
    expect(text).toMatch(/✓ builder content API: answers/);
    expect(text).toContain('set      COMMERCE_APP_SECRET');
    expect(text).toContain('not set  REDIS_URL');
    expect(text).toContain('check-config: every configured service answers');
    const publicCall = requests.find((r) => r.url.includes('/for-web'));
    expect(publicCall).toMatchObject({
      url: '/v1/product/slug/health-probe-no-such-product/for-web',
      tenant: 'paso-winery',
      authorization: undefined,
    });
    const adminCall = requests.find((r) => r.url === '/v1/collection');
    expect(adminCall?.authorization).toBe(
      `Basic ${Buffer.from(`app-id:${SECRETS.COMMERCE_APP_SECRET}`).toString('base64')}`,
    );
    expect(requests.filter((r) => r.url.startsWith('/api/v3/content/page'))).toHaveLength(1);
  });

  it('fails and says which credentials were refused (401)', async () => {
    const { ok, text } = await run(live(refusing, refusing));
    expect(ok).toBe(false);
    expect(text).toMatch(
      /✗ commerce public route \(tenant\): refused \(.*401 \(check COMMERCE_TENANT\)\)/,
    );
    expect(text).toMatch(
      /✗ commerce admin route .*: refused .*check COMMERCE_APP_ID and COMMERCE_APP_SECRET/,
    );
    expect(text).toMatch(/✗ builder content API: refused .*check BUILDER_API_KEY/);
    expect(text).toContain('check-config: FAILED');
  });

  it('fails when a configured service is down, and checks the others anyway', async () => {
    const { ok, text } = await run(
      live(down, answering, {
        KV_REST_API_URL: down,
        KV_REST_API_TOKEN: SECRETS.KV_REST_API_TOKEN,
        OTEL_EXPORTER_OTLP_ENDPOINT: `${answering}/v1/traces`,
      }),
    );
    expect(ok).toBe(false);
    expect(text).toMatch(/✗ commerce public route \(tenant\): down/);
    expect(text).toMatch(/✗ shared cache: down \(upstash 127\.0\.0\.1:\d+/);
    expect(text).toMatch(/✓ builder content API: answers/);
    expect(text).toMatch(/✓ OTLP endpoint: answers/);
  });

  it('passes on the embedded defaults, calling nothing', async () => {
    const { ok, text } = await run({ builderHost: down });
    expect(ok).toBe(true);
    expect(text).toContain('- commerce: not configured');
    expect(text).toContain('- builder content API: not configured');
  });

  it('fails on invalid settings, naming them', async () => {
    const { ok, text } = await run({
      COMMERCE_API_URL: 'https://api.example/v1',
      builderHost: down,
    });
    expect(ok).toBe(false);
    expect(text).toMatch(/✗ settings: .*COMMERCE_TENANT/);
  });
});
