/**
 * Environment settings, read once and validated with valibot.
 *
 * Every part of the system has an embedded default (spec: `npm start` needs no settings) and a
 * production switch. Local commerce mode is chosen when no COMMERCE_API_URL is set; production
 * mode then requires the tenant. Missing required settings throw ONE error naming all of them
 * except inside the component-preview tool.
 *
 * Pure: takes an env object, so it is testable and usable outside Next (scripts, local-commerce).
 * The variables' checks live in env-schema.ts, the settings' shape in settings-types.ts; import
 * them from here.
 */
import * as v from 'valibot';
import { pickKvEnv } from '../../edge-cache/kv-config';
import { CACHE_TTL_SECONDS, LOCAL_MARKETING_API_KEY } from '../../lib/constants';
import { stripTrailingSlashes } from '../../lib/content/links';
import { EMBEDDED_COMMERCE, defaultWebUrl } from '../../lib/settings/defaults';
import { optimizedImageHosts } from '../../lib/settings/text-settings';
import { type AppEnv, type Env, EnvSchema, type ParsedEnv } from './env-schema';
import { networksOf } from './premises-networks';
import type { MarketingEndpoint, Settings } from './settings-types';

export { APP_ENVS, type AppEnv } from './env-schema';
export type { AppCredentials, MarketingEndpoint, Settings } from './settings-types';
export { stripTrailingSlashes };

const DEFAULT_BRAND = 'Isosceles Ridge';
const LOCAL_TENANT = EMBEDDED_COMMERCE.tenant;
const LOCAL_SHIPPING_LOCATION = EMBEDDED_COMMERCE.shippingLocationId;

const LOCAL_MARKETING_PATHS: Record<MarketingEndpoint, string> = {
  newsletter: 'marketing/newsletter',
  emailWelcome: 'marketing/email-welcome',
  smsWelcome: 'marketing/sms-welcome',
  contact: 'marketing/contact',
};
/** Error details (messages, stacks) reach a visitor's screen only on a developer's machine. */
export function showsErrorDetails(appEnv: AppEnv): boolean {
  return appEnv === 'local' || appEnv === 'development';
}

function appEnvOf(env: ParsedEnv): AppEnv {
  if (env.APP_ENV) return env.APP_ENV;
  if (env.NODE_ENV === 'development' || env.NODE_ENV === 'test') return 'local';
  // A production build with no commerce service configured is the embedded demo, not production.
  return env.COMMERCE_API_URL ? 'production' : 'local';
}

export function readSettings(rawEnv: Env): Settings {
  const env = parseEnv(rawEnv);
  const appEnv = appEnvOf(env);
  const isComponentPreview = env.COMPONENT_PREVIEW === 'true';
  const missing = missingSettings(env, appEnv);
  if (missing.length > 0 && !isComponentPreview) throw new MissingSettingsError(missing);

  const localHost = env.LOCAL_COMMERCE_HOST ?? EMBEDDED_COMMERCE.host;
  const localServiceUrl = `http://${localHost}:${env.LOCAL_COMMERCE_PORT}/v1`;
  const brandName = env.BRAND_NAME ?? DEFAULT_BRAND;
  const ttl = Number(env.CACHE_TTL_SECONDS ?? CACHE_TTL_SECONDS);

  return {
    appEnv,
    isProduction: appEnv === 'production',
    secureCookies: env.NODE_ENV === 'production',
    devServer: env.NODE_ENV === 'development',
    webUrl: stripTrailingSlashes(env.WEB_URL ?? defaultWebUrl(env.PORT)),
    port: env.PORT,
    brand: {
      name: brandName,
      logoUrl: env.BRAND_LOGO_URL ?? '/images/logo.svg',
      seoTitleSuffix: env.SEO_TITLE_SUFFIX ?? `${brandName} Winery`,
    },
    commerce: commerceSettings(env, localServiceUrl),
    localCommerce: {
      host: localHost,
      port: env.LOCAL_COMMERCE_PORT,
      dataDir: env.LOCAL_COMMERCE_DATA_DIR ?? EMBEDDED_COMMERCE.dataDir,
    },
    productData:
      env.PRODUCT_DATA_API_URL && env.PRODUCT_DATA_API_KEY
        ? { url: stripTrailingSlashes(env.PRODUCT_DATA_API_URL), apiKey: env.PRODUCT_DATA_API_KEY }
        : undefined,
    content: {
      builderApiKey: env.BUILDER_API_KEY,
      previewSecret: env.PREVIEW_SECRET,
      revalidateSecret: env.REVALIDATE_SECRET,
      fixturesDir: env.CONTENT_FIXTURES_DIR,
      clockSwitch: env.LOCAL_CONTENT_CLOCK,
      leadFormEmbedUrl: env.LEAD_FORM_EMBED_URL,
    },
    cache: {
      ttlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : CACHE_TTL_SECONDS,
      kv: pickKvEnv(rawEnv),
    },
    images: { hosts: optimizedImageHosts(env.IMAGE_HOSTS) },
    observability: observabilitySettings(env, appEnv),
    tracking: {
      gtmHost: stripTrailingSlashes(env.GTM_HOST ?? 'https://www.googletagmanager.com'),
      gtmContainerId: env.GTM_CONTAINER_ID,
    },
    marketing: marketingSettings(env, appEnv, localServiceUrl),
    clientAddress: {
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
      clientIpHeader: env.CLIENT_IP_HEADER,
    },
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    heapGrowingPercent: env.HEAP_GROWING_PERCENT,
    premises: {
      networks: networksOf(env.PREMISES_NETWORKS),
      signupsPerHour: env.PREMISES_SIGNUPS_PER_HOUR,
    },
  };
}

function parseEnv(rawEnv: Env): ParsedEnv {
  const parsed = v.safeParse(EnvSchema, rawEnv);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'} ${issue.message}`),
    );
  }
  return parsed.output;
}

/** Every required setting that is missing, so that one error names them all. */
function missingSettings(env: ParsedEnv, appEnv: AppEnv): string[] {
  const missing: string[] = [];
  if (env.COMMERCE_API_URL && !env.COMMERCE_TENANT) missing.push('COMMERCE_TENANT');
  if (appEnv === 'production' && !env.WEB_URL) missing.push('WEB_URL');
  // Checked here too (edge-cache also refuses) so that one error names everything missing.
  if (env.KV_REST_API_URL && !env.KV_REST_API_TOKEN) missing.push('KV_REST_API_TOKEN');
  if (env.PRODUCT_DATA_API_URL && !env.PRODUCT_DATA_API_KEY) missing.push('PRODUCT_DATA_API_KEY');
  // App credentials come as a pair: one alone is a typo, not a choice to go without.
  if (env.COMMERCE_APP_ID && !env.COMMERCE_APP_SECRET) missing.push('COMMERCE_APP_SECRET');
  if (env.COMMERCE_APP_SECRET && !env.COMMERCE_APP_ID) missing.push('COMMERCE_APP_ID');
  return missing;
}

/** The tenant's Commerce7 when COMMERCE_API_URL is set, else the embedded service. */
function commerceSettings(env: ParsedEnv, localServiceUrl: string): Settings['commerce'] {
  return {
    mode: env.COMMERCE_API_URL ? 'production' : 'local',
    baseUrl: stripTrailingSlashes(env.COMMERCE_API_URL ?? localServiceUrl),
    tenant: env.COMMERCE_TENANT ?? LOCAL_TENANT,
    shippingLocationId: env.COMMERCE_SHIPPING_LOCATION_ID ?? LOCAL_SHIPPING_LOCATION,
    widget: commerceWidgetAt(env.COMMERCE_WIDGET_URL ?? COMMERCE7_WIDGET_BASE),
    app:
      env.COMMERCE_APP_ID && env.COMMERCE_APP_SECRET
        ? { id: env.COMMERCE_APP_ID, secret: env.COMMERCE_APP_SECRET }
        : undefined,
  };
}

function observabilitySettings(env: ParsedEnv, appEnv: AppEnv): Settings['observability'] {
  return {
    sentryDsn: appEnv === 'local' ? undefined : env.SENTRY_DSN,
    browserSentryDsn: appEnv === 'local' ? undefined : env.NEXT_PUBLIC_SENTRY_DSN,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    otlpHeaders: parseOtlpHeaders(env.OTEL_EXPORTER_OTLP_HEADERS),
    otlpProtocol:
      env.OTEL_EXPORTER_OTLP_PROTOCOL?.trim() === 'http/json' ? 'http/json' : 'http/protobuf',
    metricExportIntervalMs: positiveOr(Number(env.OTEL_METRIC_EXPORT_INTERVAL), 60_000),
  };
}

/** Configured endpoints; on a developer's machine, the embedded service's stand-ins. */
function marketingSettings(
  env: ParsedEnv,
  appEnv: AppEnv,
  localServiceUrl: string,
): Settings['marketing'] {
  const localMarketing = appEnv === 'local' || appEnv === 'development';
  const marketingUrl = (name: MarketingEndpoint, configured: string | undefined) =>
    configured ??
    (localMarketing ? `${localServiceUrl}/${LOCAL_MARKETING_PATHS[name]}` : undefined);
  return {
    endpoints: {
      newsletter: marketingUrl('newsletter', env.MARKETING_NEWSLETTER_URL),
      emailWelcome: marketingUrl('emailWelcome', env.MARKETING_EMAIL_WELCOME_URL),
      smsWelcome: marketingUrl('smsWelcome', env.MARKETING_SMS_WELCOME_URL),
      contact: marketingUrl('contact', env.MARKETING_CONTACT_URL),
    },
    apiKey: env.MARKETING_API_KEY ?? (localMarketing ? LOCAL_MARKETING_API_KEY : undefined),
  };
}

/** OpenTelemetry's header list: `key=value` pairs, comma-separated, values URL-encoded. */
function parseOtlpHeaders(list: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of (list ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    headers[pair.slice(0, at).trim()] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return headers;
}

function positiveOr(value: number, fallback: number): number {
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** What readSettings throws: one error naming every invalid or missing setting. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment settings: ${problems.join('; ')}`);
    this.name = 'SettingsError';
  }
}

export class MissingSettingsError extends SettingsError {
  constructor(readonly missing: readonly string[]) {
    super([`missing required settings: ${missing.join(', ')}`]);
    this.name = 'MissingSettingsError';
  }
}

/** Where Commerce7 serves its front-end widget (`commerce7.js` and `commerce7.css` below it). */
const COMMERCE7_WIDGET_BASE = 'https://cdn.commerce7.com/v2';

export interface CommerceWidget {
  scriptUrl: string;
  stylesheetUrl: string;
}

/** The widget's files under a base URL (the folder holding commerce7.js and commerce7.css). */
function commerceWidgetAt(base: string): CommerceWidget {
  const folder = stripTrailingSlashes(base);
  return { scriptUrl: `${folder}/commerce7.js`, stylesheetUrl: `${folder}/commerce7.css` };
}
