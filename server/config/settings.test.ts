import { describe, expect, it } from 'vitest';
import {
  MissingSettingsError,
  readSettings,
  SettingsError,
  showsErrorDetails,
  stripTrailingSlashes,
} from './settings';

describe('readSettings', () => {
  it.each([
    ['production', { secureCookies: true, devServer: false }],
    ['development', { secureCookies: false, devServer: true }],
    ['test', { secureCookies: false, devServer: false }],
  ])('under NODE_ENV=%s: %j', (nodeEnv, expected) => {
    expect(readSettings({ NODE_ENV: nodeEnv })).toMatchObject(expected);
  });

  it('carries the shared cache variables to edge-cache, which picks the backend from them', () => {
    const kv = { KV_PREFIX: 'shop:', REDIS_URL: 'redis://cache.internal:6379' };
    expect(readSettings({ ...kv, PATH: '/usr/bin' }).cache.kv).toEqual(kv);
  });

  it('carries the test-only content switches and the lead-form template as set', () => {
    const { content } = readSettings({
      CONTENT_FIXTURES_DIR: ' tests/fixtures/content-e2e ',
      LOCAL_CONTENT_CLOCK: '1',
      LEAD_FORM_EMBED_URL: 'https://forms.test/{leadFormId}',
    });
    expect(content).toMatchObject({
      fixturesDir: 'tests/fixtures/content-e2e',
      clockSwitch: '1',
      leadFormEmbedUrl: 'https://forms.test/{leadFormId}',
    });
  });

  it('serves the embedded shop with no settings at all', () => {
    const settings = readSettings({});
    expect(settings.appEnv).toBe('local');
    expect(settings.commerce).toEqual({
      mode: 'local',
      baseUrl: 'http://127.0.0.1:4100/v1',
      tenant: 'local-winery',
      shippingLocationId: 'WH-NAPA',
      widget: {
        scriptUrl: 'https://cdn.commerce7.com/v2/commerce7.js',
        stylesheetUrl: 'https://cdn.commerce7.com/v2/commerce7.css',
      },
    });
    expect(settings.webUrl).toBe('http://localhost:3000');
    expect(settings.brand.seoTitleSuffix).toBe('Isosceles Ridge Winery');
    expect(settings.cache).toEqual({ ttlSeconds: 60, kv: {} });
    expect(settings.images).toEqual({ hosts: ['cdn.builder.io'] });
    expect(settings.productData).toBeUndefined();
  });

  it('lists the image hosts the optimizer may fetch from, beside Builder CDN', () => {
    expect(readSettings({ IMAGE_HOSTS: 'images.example.com, media.example.org' }).images).toEqual({
      hosts: ['cdn.builder.io', 'images.example.com', 'media.example.org'],
    });
  });

  it('switches commerce to production when the API URL is set', () => {
    const settings = readSettings({
      COMMERCE_API_URL: 'https://api.commerce7.com/v1/',
      COMMERCE_TENANT: 'isosceles',
      WEB_URL: 'https://shop.example.com',
    });
    expect(settings.commerce.mode).toBe('production');
    expect(settings.commerce.baseUrl).toBe('https://api.commerce7.com/v1');
    expect(settings.appEnv).toBe('production');
    expect(settings.isProduction).toBe(true);
  });

  it.each([
    ['http://127.0.0.1:4199/widget', 'http://127.0.0.1:4199/widget'],
    ['https://widgets.example.com/c7/', 'https://widgets.example.com/c7'],
  ])("takes Commerce7's widget files from COMMERCE_WIDGET_URL %s", (url, folder) => {
    expect(readSettings({ COMMERCE_WIDGET_URL: url }).commerce.widget).toEqual({
      scriptUrl: `${folder}/commerce7.js`,
      stylesheetUrl: `${folder}/commerce7.css`,
    });
  });

  it('refuses a widget URL that is not absolute', () => {
    expect(() => readSettings({ COMMERCE_WIDGET_URL: '/widget' })).toThrow(/COMMERCE_WIDGET_URL/);
  });

  it.each([
    [{ COMMERCE_API_URL: 'https://api.commerce7.com/v1' }, ['COMMERCE_TENANT', 'WEB_URL']],
    [{ APP_ENV: 'production' }, ['WEB_URL']],
    [{ KV_REST_API_URL: 'https://kv.example.com' }, ['KV_REST_API_TOKEN']],
    [{ PRODUCT_DATA_API_URL: 'https://data.example.com' }, ['PRODUCT_DATA_API_KEY']],
    [{ COMMERCE_APP_ID: 'app-1' }, ['COMMERCE_APP_SECRET']],
    [{ COMMERCE_APP_SECRET: 'secret' }, ['COMMERCE_APP_ID']],
  ] as const)('lists every missing required setting in one error (%j)', (env, names) => {
    let error: unknown;
    try {
      readSettings(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MissingSettingsError);
    expect((error as MissingSettingsError).missing).toEqual(names);
    for (const name of names) expect((error as Error).message).toContain(name);
  });

  it('keeps app credentials only as a pair, and none by default (the storefront needs none)', () => {
    expect(readSettings({}).commerce.app).toBeUndefined();
    expect(
      readSettings({ COMMERCE_APP_ID: ' app-1 ', COMMERCE_APP_SECRET: 'secret' }).commerce.app,
    ).toEqual({ id: 'app-1', secret: 'secret' });
  });

  it('does not throw for missing settings inside the component-preview tool', () => {
    expect(() =>
      readSettings({ COMMERCE_API_URL: 'https://api.commerce7.com/v1', COMPONENT_PREVIEW: 'true' }),
    ).not.toThrow();
  });

  it.each([
    ['https://shop.example.com/', 'https://shop.example.com'],
    ['https://shop.example.com///', 'https://shop.example.com'],
    ['https://shop.example.com/base/', 'https://shop.example.com/base'],
    ['https://shop.example.com', 'https://shop.example.com'],
  ])('strips trailing slashes from the web URL %s', (raw, expected) => {
    expect(stripTrailingSlashes(raw)).toBe(expected);
    expect(readSettings({ WEB_URL: raw }).webUrl).toBe(expected);
  });

  it.each([
    [{ WEB_URL: 'not a url' }, 'WEB_URL'],
    [{ LOCAL_COMMERCE_PORT: 'abc' }, 'LOCAL_COMMERCE_PORT'],
    [{ APP_ENV: 'qa' }, 'APP_ENV'],
    [{ TRUSTED_PROXY_HOPS: '-1' }, 'TRUSTED_PROXY_HOPS'],
    [{ TRUSTED_PROXY_HOPS: 'one' }, 'TRUSTED_PROXY_HOPS'],
    [{ CLIENT_IP_HEADER: 'x-real-ip: 1' }, 'CLIENT_IP_HEADER'],
    [{ RATE_LIMIT_FACTOR: '0.5' }, 'RATE_LIMIT_FACTOR'],
    [{ PREMISES_NETWORKS: '203.0.113.7, tasting-room' }, '"tasting-room" is not an IP address'],
    [{ PREMISES_NETWORKS: '203.0.113.0/40' }, 'PREMISES_NETWORKS'],
    [{ PREMISES_SIGNUPS_PER_HOUR: '0' }, 'PREMISES_SIGNUPS_PER_HOUR'],
    [{ PREMISES_SIGNUPS_PER_HOUR: 'many' }, 'PREMISES_SIGNUPS_PER_HOUR'],
  ])('rejects malformed values (%j)', (env, name) => {
    expect(() => readSettings(env)).toThrow(SettingsError);
    expect(() => readSettings(env)).toThrow(name);
  });

  it.each([
    [{}, { trustedProxyHops: 0, clientIpHeader: undefined }],
    [{ TRUSTED_PROXY_HOPS: '2' }, { trustedProxyHops: 2, clientIpHeader: undefined }],
    [
      { CLIENT_IP_HEADER: 'X-Vercel-Forwarded-For' },
      { trustedProxyHops: 0, clientIpHeader: 'x-vercel-forwarded-for' },
    ],
  ])('client address policy from %j', (env, policy) => {
    expect(readSettings(env).clientAddress).toEqual(policy);
  });

  it.each([
    [{}, [], 120, '203.0.113.7', false],
    [
      { PREMISES_NETWORKS: '203.0.113.7, 2001:db8::/32' },
      ['203.0.113.7', '2001:db8::/32'],
      120,
      '203.0.113.7',
      true,
    ],
    [
      { PREMISES_NETWORKS: '198.51.100.0/28', PREMISES_SIGNUPS_PER_HOUR: '40' },
      ['198.51.100.0/28'],
      40,
      '198.51.100.9',
      true,
    ],
  ] as const)('premises from %j', (env, entries, perHour, address, inside) => {
    const { premises } = readSettings(env);
    expect(premises.networks.entries).toEqual(entries);
    expect(premises.signupsPerHour).toBe(perHour);
    expect(premises.networks.contains(address)).toBe(inside);
  });

  it('the site URL follows PORT when WEB_URL is unset', () => {
    expect(readSettings({ PORT: '3260' }).webUrl).toBe('http://localhost:3260');
    expect(readSettings({ RATE_LIMIT_FACTOR: '50' }).rateLimitFactor).toBe(50);
    expect(readSettings({}).rateLimitFactor).toBe(1);
  });

  it('treats blank values as unset', () => {
    expect(readSettings({ COMMERCE_API_URL: '  ', REDIS_URL: '' }).commerce.mode).toBe('local');
  });

  it.each([
    ['30', 30],
    ['0', 60],
    ['soon', 60],
  ])('cache TTL %s gives %i seconds', (raw, seconds) => {
    expect(readSettings({ CACHE_TTL_SECONDS: raw }).cache.ttlSeconds).toBe(seconds);
  });

  const DSN = 'https://key@o1.ingest.sentry.io/2';
  it.each([
    ['local', undefined],
    ['development', DSN],
    ['stage', DSN],
    ['production', DSN],
  ] as const)('error reports in %s: %s (off locally)', (appEnv, expected) => {
    const { observability } = readSettings({
      APP_ENV: appEnv,
      WEB_URL: 'https://shop.example.com',
      SENTRY_DSN: DSN,
      NEXT_PUBLIC_SENTRY_DSN: DSN,
    });
    expect(observability.sentryDsn).toBe(expected);
    expect(observability.browserSentryDsn).toBe(expected);
  });

  it.each([
    [{}, {}, 60_000],
    [
      {
        OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=abc%3D, dataset = shop',
        OTEL_METRIC_EXPORT_INTERVAL: '5000',
      },
      { 'x-api-key': 'abc=', dataset: 'shop' },
      5000,
    ],
    [{ OTEL_EXPORTER_OTLP_HEADERS: 'broken,=x', OTEL_METRIC_EXPORT_INTERVAL: 'soon' }, {}, 60_000],
  ])('OTLP headers and metric interval from %o', (env, headers, intervalMs) => {
    const { observability } = readSettings(env);
    expect(observability.otlpHeaders).toEqual(headers);
    expect(observability.metricExportIntervalMs).toBe(intervalMs);
  });

  it.each([
    [undefined, 'http/protobuf'],
    ['http/json', 'http/json'],
    [' http/json ', 'http/json'],
    ['http/protobuf', 'http/protobuf'],
    ['grpc', 'http/protobuf'],
  ])('OTEL_EXPORTER_OTLP_PROTOCOL %s sends %s', (protocol, expected) => {
    expect(readSettings({ OTEL_EXPORTER_OTLP_PROTOCOL: protocol }).observability.otlpProtocol).toBe(
      expected,
    );
  });
});

describe('showsErrorDetails (stacks only in local and development, never on stage)', () => {
  it.each([
    ['local', true],
    ['development', true],
    ['stage', false],
    ['production', false],
  ] as const)('%s -> %s', (appEnv, shown) => expect(showsErrorDetails(appEnv)).toBe(shown));
});
