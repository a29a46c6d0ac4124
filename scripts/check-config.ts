/**
 * `npm run check-config`: checks a configuration before the first deploy. Reads the settings the
 * way the server does (server/config/settings.ts), then calls each configured service once:
 * - Commerce7: the public storefront product route with the tenant (what every product page and
 *   the health check call), and an admin route only when app credentials are set;
 * - Builder: the content API with the public API key;
 * - the shared cache (Redis or Vercel KV / Upstash): a value written and read back;
 * - Sentry and the OTLP endpoint: whether their host answers at all;
 * and prints what answers and what does not. It never prints a secret: settings are shown only
 * as set or not set, services by host name. Exits 1 when the settings are invalid or something
 * configured does not answer.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createKvStore, pickKvEnv, resolveKvConfig } from '../edge-cache';
import { HEALTH_PROBE_SLUG } from '../server/health/health';
import { type Settings, SettingsError, readSettings } from '../server/config/settings';

type Env = Readonly<Record<string, string | undefined>>;

/** The settings a go-live depends on, listed as set or not set (never their values). */
export const GOING_LIVE_SETTINGS = [
  'APP_ENV',
  'WEB_URL',
  'COMMERCE_API_URL',
  'COMMERCE_TENANT',
  'COMMERCE_APP_ID',
  'COMMERCE_APP_SECRET',
  'BUILDER_API_KEY',
  'PREVIEW_SECRET',
  'REVALIDATE_SECRET',
  'REDIS_URL',
  'KV_REST_API_URL',
  'KV_REST_API_TOKEN',
  'SENTRY_DSN',
  'NEXT_PUBLIC_SENTRY_DSN',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
] as const;

export type Outcome = 'answers' | 'refused' | 'down' | 'not configured';

export interface ServiceCheck {
  service: string;
  outcome: Outcome;
  detail: string;
}

export interface CheckOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  builderHost?: string;
}

export const CHECK_TIMEOUT_MS = 5_000;
const BUILDER_HOST = 'https://cdn.builder.io';

/** One HTTP call: its status, or why there was none. Never throws. */
async function call(
  url: URL,
  init: RequestInit,
  { fetch: fetchImpl = globalThis.fetch, timeoutMs = CHECK_TIMEOUT_MS }: CheckOptions,
): Promise<{ status: number; ms: number } | { error: string }> {
  const started = Date.now();
  try {
    const reply = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await reply.arrayBuffer();
    return { status: reply.status, ms: Date.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const name = (error as { name?: string }).name;
    return {
      error:
        name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (cause ?? 'no connection'),
    };
  }
}

/**
 * An HTTP check: `accept` statuses answer, 401/403 are refused credentials, anything else is a
 * service that answered wrongly (counted as not answering: the site would fail on it).
 */
async function httpCheck(
  service: string,
  url: URL,
  init: RequestInit,
  accept: (status: number) => boolean,
  options: CheckOptions,
  hint: string,
): Promise<ServiceCheck> {
  const result = await call(url, init, options);
  const where = url.host;
  if ('error' in result) return { service, outcome: 'down', detail: `${where}: ${result.error}` };
  if (accept(result.status)) {
    return { service, outcome: 'answers', detail: `${where}: ${result.status} in ${result.ms} ms` };
  }
  const refused = result.status === 401 || result.status === 403;
  return {
    service,
    outcome: refused ? 'refused' : 'down',
    detail: `${where}: ${result.status}${refused ? ` (${hint})` : ''}`,
  };
}

function commerceChecks(settings: Settings, options: CheckOptions) {
  if (settings.commerce.mode === 'local') {
    return [
      Promise.resolve<ServiceCheck>({
        service: 'commerce',
        outcome: 'not configured',
        detail: 'COMMERCE_API_URL not set: the embedded commerce service',
      }),
    ];
  }
  const root = `${settings.commerce.baseUrl}/`;
  const headers = { tenant: settings.commerce.tenant, accept: 'application/json' };
  const checks = [
    httpCheck(
      'commerce public route (tenant)',
      new URL(`product/slug/${HEALTH_PROBE_SLUG}/for-web`, root),
      { headers },
      // The probe's product does not exist: a 404 is the storefront answering for this tenant.
      (status) => status === 200 || status === 404,
      options,
      'check COMMERCE_TENANT',
    ),
  ];
  const app = settings.commerce.app;
  if (app) {
    const basic = Buffer.from(`${app.id}:${app.secret}`).toString('base64');
    checks.push(
      httpCheck(
        // The one admin call the site makes with app credentials (server/commerce/collections.ts).
        'commerce admin route (app credentials)',
        new URL('collection', root),
        { headers: { ...headers, authorization: `Basic ${basic}` } },
        (status) => status === 200,
        options,
        'check COMMERCE_APP_ID and COMMERCE_APP_SECRET',
      ),
    );
  }
  return checks;
}

function builderCheck(settings: Settings, options: CheckOptions): Promise<ServiceCheck> {
  const apiKey = settings.content.builderApiKey;
  if (!apiKey) {
    return Promise.resolve({
      service: 'builder content API',
      outcome: 'not configured',
      detail: 'BUILDER_API_KEY not set: the embedded content/ folder',
    });
  }
  const url = new URL('/api/v3/content/page', options.builderHost ?? BUILDER_HOST);
  url.search = new URLSearchParams({ apiKey, limit: '1', fields: 'id' }).toString();
  return httpCheck(
    'builder content API',
    url,
    {},
    (status) => status === 200,
    options,
    'check BUILDER_API_KEY',
  );
}

async function cacheCheck(env: Env): Promise<ServiceCheck> {
  const service = 'shared cache';
  const kvEnv = pickKvEnv(env);
  const { backend } = resolveKvConfig(kvEnv);
  if (backend.kind === 'memory') {
    return {
      service,
      outcome: 'not configured',
      detail: 'no REDIS_URL or KV_REST_API_*: per process',
    };
  }
  const where = new URL(backend.url).host;
  const store = createKvStore(kvEnv, { retryDelayMs: 0 });
  const started = Date.now();
  try {
    const key = `check-config:${randomUUID()}`;
    await store.set(key, 'ok', { ttlSeconds: 10 });
    const kept = (await store.get<string>(key)) === 'ok';
    await store.del(key);
    return kept
      ? {
          service,
          outcome: 'answers',
          detail: `${backend.kind} ${where}: in ${Date.now() - started} ms`,
        }
      : { service, outcome: 'down', detail: `${backend.kind} ${where}: did not keep a value` };
  } catch (error) {
    return { service, outcome: 'down', detail: `${backend.kind} ${where}: ${String(error)}` };
  } finally {
    await store.close();
  }
}

/** Sentry's ingest and the OTLP collector: any HTTP answer from the host means it is reachable. */
function reachable(
  service: string,
  address: string | undefined,
  options: CheckOptions,
  why = 'not set',
) {
  if (!address) {
    return Promise.resolve<ServiceCheck>({ service, outcome: 'not configured', detail: why });
  }
  const url = new URL(address);
  const origin = new URL(`${url.protocol}//${url.host}/`);
  return httpCheck(service, origin, { method: 'GET' }, () => true, options, '');
}

export interface ConfigReport {
  ok: boolean;
  lines: string[];
}

/** Every check, as printable lines; `ok` is false when the settings are invalid or a configured service does not answer. */
export async function checkConfig(env: Env, options: CheckOptions = {}): Promise<ConfigReport> {
  const lines = ['Settings (values never shown):'];
  for (const name of GOING_LIVE_SETTINGS) {
    lines.push(`  ${env[name]?.trim() ? 'set    ' : 'not set'}  ${name}`);
  }
  let settings: Settings;
  try {
    settings = readSettings(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    lines.push('', ...error.problems.map((problem) => `✗ settings: ${problem}`));
    return { ok: false, lines };
  }
  lines.push('', `Environment: ${settings.appEnv}`, '', 'Services:');
  const checks = await Promise.all([
    ...commerceChecks(settings, options),
    builderCheck(settings, options),
    cacheCheck(env).catch((error: unknown): ServiceCheck => ({
      service: 'shared cache',
      outcome: 'down',
      // resolveKvConfig's own messages name settings, never their values.
      detail: error instanceof Error ? error.message : 'invalid settings',
    })),
    reachable(
      'Sentry',
      settings.observability.sentryDsn,
      options,
      env.SENTRY_DSN?.trim() ? 'set, but off while APP_ENV is local' : 'not set',
    ),
    reachable('OTLP endpoint', settings.observability.otlpEndpoint, options),
  ]);
  const mark: Record<Outcome, string> = {
    answers: '✓',
    refused: '✗',
    down: '✗',
    'not configured': '-',
  };
  for (const check of checks) {
    lines.push(`  ${mark[check.outcome]} ${check.service}: ${check.outcome} (${check.detail})`);
  }
  if (settings.isProduction && !settings.content.revalidateSecret) {
    lines.push('', 'Note: REVALIDATE_SECRET is not set: every webhook is refused (401).');
  }
  if (settings.content.builderApiKey && !settings.content.previewSecret) {
    lines.push('Note: PREVIEW_SECRET is not set: Builder previews are refused.');
  }
  const ok = checks.every(
    (check) => check.outcome === 'answers' || check.outcome === 'not configured',
  );
  lines.push('', ok ? 'check-config: every configured service answers' : 'check-config: FAILED');
  return { ok, lines };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]).endsWith('check-config.ts');
if (isMain) {
  // The .env files `next start` reads (Next's own loader, production mode), under the real
  // environment, so the check sees what the server will.
  const { loadEnvConfig } = await import('@next/env');
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const { ok, lines } = await checkConfig(process.env);
  for (const line of lines) console.log(line);
  process.exit(ok ? 0 : 1);
}
