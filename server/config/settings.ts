/**
 * Environment settings, read once and validated with valibot.
 *
 * Every part of the system has an embedded default (spec: `npm start` needs no settings) and a
 * production switch. Local commerce mode is chosen when no COMMERCE_API_URL is set; production
 * mode then requires the tenant. Missing required settings throw ONE error naming all of them
 * (storefront spec section 8), except inside the component-preview tool.
 *
 * Pure: takes an env object, so it is testable and usable outside Next (scripts, local-commerce).
 */
import * as v from 'valibot';
import { CACHE_TTL_SECONDS, LOCAL_MARKETING_API_KEY } from '../../lib/constants';
import { stripTrailingSlashes } from '../../lib/links';
import { EMBEDDED_COMMERCE } from '../../lib/embedded-commerce';
import { optimizedImageHosts } from '../../lib/image-hosts';
import { DEFAULT_SITE_PORT, defaultWebUrl } from '../../lib/site-url';

export const APP_ENVS = ['local', 'development', 'stage', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export const DEFAULT_BRAND = 'Isosceles Ridge';
export const LOCAL_TENANT = EMBEDDED_COMMERCE.tenant;
export const LOCAL_SHIPPING_LOCATION = EMBEDDED_COMMERCE.shippingLocationId;

type Env = Readonly<Record<string, string | undefined>>;

/** Blank strings count as unset: an empty `FOO=` line in a .env file must not switch a mode on. */
const optionalText = v.pipe(
  v.optional(v.string()),
  v.transform((value) => (value && value.trim() !== '' ? value.trim() : undefined)),
);
const optionalUrl = v.pipe(
  optionalText,
  v.check((value) => value === undefined || URL.canParse(value), 'must be an absolute URL'),
);
const port = (fallback: number) =>
  v.pipe(
    // The default sits on `optional` itself: valibot skips a pipe for an absent key.
    v.optional(v.string(), ''),
    v.transform((value) => (value.trim() === '' ? fallback : Number(value))),
    v.integer('must be an integer port'),
    v.minValue(0),
    v.maxValue(65_535),
  );

const EnvSchema = v.object({
  APP_ENV: v.optional(v.picklist(APP_ENVS)),
  NODE_ENV: optionalText,
  WEB_URL: optionalUrl,
  PORT: port(DEFAULT_SITE_PORT),
  BRAND_NAME: optionalText,
  BRAND_LOGO_URL: optionalText,
  SEO_TITLE_SUFFIX: optionalText,
  COMMERCE_API_URL: optionalUrl,
  COMMERCE_TENANT: optionalText,
  COMMERCE_SHIPPING_LOCATION_ID: optionalText,
  COMMERCE_WIDGET_URL: optionalUrl,
  COMMERCE_APP_ID: optionalText,
  COMMERCE_APP_SECRET: optionalText,
  LOCAL_COMMERCE_HOST: optionalText,
  LOCAL_COMMERCE_PORT: port(EMBEDDED_COMMERCE.port),
  LOCAL_COMMERCE_DATA_DIR: optionalText,
  PRODUCT_DATA_API_URL: optionalUrl,
  PRODUCT_DATA_API_KEY: optionalText,
  BUILDER_API_KEY: optionalText,
  PREVIEW_SECRET: optionalText,
  REVALIDATE_SECRET: optionalText,
  REDIS_URL: optionalUrl,
  KV_REST_API_URL: optionalUrl,
  KV_REST_API_TOKEN: optionalText,
  UPSTASH_REDIS_REST_URL: optionalUrl,
  UPSTASH_REDIS_REST_TOKEN: optionalText,
  CACHE_TTL_SECONDS: optionalText,
  IMAGE_HOSTS: optionalText,
  SENTRY_DSN: optionalUrl,
  NEXT_PUBLIC_SENTRY_DSN: optionalUrl,
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_EXPORTER_OTLP_HEADERS: optionalText,
  OTEL_METRIC_EXPORT_INTERVAL: optionalText,
  GTM_HOST: optionalUrl,
  GTM_CONTAINER_ID: optionalText,
  COMPONENT_PREVIEW: optionalText,
  MARKETING_NEWSLETTER_URL: optionalUrl,
  MARKETING_EMAIL_WELCOME_URL: optionalUrl,
  MARKETING_SMS_WELCOME_URL: optionalUrl,
  MARKETING_CONTACT_URL: optionalUrl,
  MARKETING_API_KEY: optionalText,
  TRUSTED_PROXY_HOPS: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (value.trim() === '' ? 0 : Number(value))),
    v.integer('must be a whole number of proxies'),
    v.minValue(0),
    v.maxValue(10),
  ),
  RATE_LIMIT_FACTOR: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (value.trim() === '' ? 1 : Number(value))),
    v.number('must be a number'),
    v.minValue(1),
  ),
  CLIENT_IP_HEADER: v.pipe(
    optionalText,
    v.check(
      (value) => value === undefined || /^[A-Za-z0-9-]+$/.test(value),
      'must be a header name',
    ),
    v.transform((value) => value?.toLowerCase()),
  ),
});

export type MarketingEndpoint = 'newsletter' | 'emailWelcome' | 'smsWelcome' | 'contact';
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

export interface Settings {
  appEnv: AppEnv;
  isProduction: boolean;
  /** Public base URL of the site, trailing slashes stripped (spec section 9). */
  webUrl: string;
  port: number;
  brand: { name: string; logoUrl: string; seoTitleSuffix: string };
  commerce: {
    mode: 'local' | 'production';
    baseUrl: string;
    tenant: string;
    shippingLocationId: string;
    /**
     * Commerce7's hosted front-end widget (production commerce mode): its script and stylesheet,
     * both under COMMERCE_WIDGET_URL (Commerce7's CDN by default).
     */
    widget: CommerceWidget;
    /**
     * A Commerce7 app's id and secret key (Basic auth beside `tenant`), for the admin routes
     * (collection list). Optional: the storefront reads only public routes without them.
     * Server only: never in a page, span or log.
     */
    app: AppCredentials | undefined;
  };
  localCommerce: { host: string; port: number; dataDir: string };
  productData: { url: string; apiKey: string } | undefined;
  content: {
    builderApiKey: string | undefined;
    previewSecret: string | undefined;
    revalidateSecret: string | undefined;
  };
  /** Which KV backend serves the shared cache is edge-cache's decision (edge-cache/kv-config.ts). */
  cache: { ttlSeconds: number };
  /** Hosts whose images the optimizer resizes (lib/image-hosts.ts); next.config.ts lists the same. */
  images: { hosts: string[] };
  /**
   * Error reports are off in the local environment whatever is set (spec section 9); the browser
   * DSN is read here at run time too, so 'Report feedback' follows the server's settings.
   */
  observability: {
    sentryDsn: string | undefined;
    browserSentryDsn: string | undefined;
    otlpEndpoint: string | undefined;
    /** `key=value,key=value` headers for the OTLP collector (e.g. an API key), traces and metrics. */
    otlpHeaders: Record<string, string>;
    /** How often metrics are exported, in ms (OpenTelemetry's OTEL_METRIC_EXPORT_INTERVAL). */
    metricExportIntervalMs: number;
  };
  tracking: { gtmHost: string; gtmContainerId: string | undefined };
  /**
   * Newsletter, e-mail welcome, SMS welcome and contact form endpoints and their API key. Server
   * only: forms post through server actions. In local mode they default to the embedded
   * marketing service; elsewhere an unset one makes that form fail without sending anything.
   */
  marketing: {
    endpoints: Record<MarketingEndpoint, string | undefined>;
    apiKey: string | undefined;
  };
  /**
   * How to tell a visitor's address (server/security/client-address.ts): how many proxies in front
   * append to X-Forwarded-For (0: none, the socket's peer), or a platform header naming it.
   */
  clientAddress: { trustedProxyHops: number; clientIpHeader: string | undefined };
  /**
   * Multiplies every attempt allowance (server/security/rate-limit.ts, login-delay.ts); the
   * browser-test server raises it, since its whole suite signs in from one address within minutes.
   */
  rateLimitFactor: number;
}

/** Where Commerce7 serves its front-end widget (`commerce7.js` and `commerce7.css` below it). */
export const COMMERCE7_WIDGET_BASE = 'https://cdn.commerce7.com/v2';

export interface CommerceWidget {
  scriptUrl: string;
  stylesheetUrl: string;
}

/** The widget's files under a base URL (the folder holding commerce7.js and commerce7.css). */
export function commerceWidgetAt(base: string): CommerceWidget {
  const folder = stripTrailingSlashes(base);
  return { scriptUrl: `${folder}/commerce7.js`, stylesheetUrl: `${folder}/commerce7.css` };
}

export interface AppCredentials {
  id: string;
  secret: string;
}

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

export { stripTrailingSlashes };

function appEnvOf(env: v.InferOutput<typeof EnvSchema>): AppEnv {
  if (env.APP_ENV) return env.APP_ENV;
  if (env.NODE_ENV === 'development' || env.NODE_ENV === 'test') return 'local';
  // A production build with no commerce service configured is the embedded demo, not production.
  return env.COMMERCE_API_URL ? 'production' : 'local';
}

export function readSettings(rawEnv: Env): Settings {
  const parsed = v.safeParse(EnvSchema, rawEnv);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'} ${issue.message}`),
    );
  }
  const env = parsed.output;
  const appEnv = appEnvOf(env);
  const isComponentPreview = env.COMPONENT_PREVIEW === 'true';

  const commerceMode = env.COMMERCE_API_URL ? 'production' : 'local';
  const missing: string[] = [];
  if (commerceMode === 'production' && !env.COMMERCE_TENANT) missing.push('COMMERCE_TENANT');
  if (appEnv === 'production' && !env.WEB_URL) missing.push('WEB_URL');
  // Checked here too (edge-cache also refuses) so that one error names everything missing.
  if (env.KV_REST_API_URL && !env.KV_REST_API_TOKEN) missing.push('KV_REST_API_TOKEN');
  if (env.PRODUCT_DATA_API_URL && !env.PRODUCT_DATA_API_KEY) missing.push('PRODUCT_DATA_API_KEY');
  // App credentials come as a pair: one alone is a typo, not a choice to go without.
  if (env.COMMERCE_APP_ID && !env.COMMERCE_APP_SECRET) missing.push('COMMERCE_APP_SECRET');
  if (env.COMMERCE_APP_SECRET && !env.COMMERCE_APP_ID) missing.push('COMMERCE_APP_ID');
  if (missing.length > 0 && !isComponentPreview) throw new MissingSettingsError(missing);

  const localHost = env.LOCAL_COMMERCE_HOST ?? EMBEDDED_COMMERCE.host;
  const brandName = env.BRAND_NAME ?? DEFAULT_BRAND;
  const localMarketing = appEnv === 'local' || appEnv === 'development';
  const localServiceUrl = `http://${localHost}:${env.LOCAL_COMMERCE_PORT}/v1`;
  const marketingUrl = (name: MarketingEndpoint, configured: string | undefined) =>
    configured ??
    (localMarketing ? `${localServiceUrl}/${LOCAL_MARKETING_PATHS[name]}` : undefined);
  const ttl = Number(env.CACHE_TTL_SECONDS ?? CACHE_TTL_SECONDS);

  return {
    appEnv,
    isProduction: appEnv === 'production',
    webUrl: stripTrailingSlashes(env.WEB_URL ?? defaultWebUrl(env.PORT)),
    port: env.PORT,
    brand: {
      name: brandName,
      logoUrl: env.BRAND_LOGO_URL ?? '/images/logo.svg',
      seoTitleSuffix: env.SEO_TITLE_SUFFIX ?? `${brandName} Winery`,
    },
    commerce: {
      mode: commerceMode,
      baseUrl: stripTrailingSlashes(env.COMMERCE_API_URL ?? localServiceUrl),
      tenant: env.COMMERCE_TENANT ?? LOCAL_TENANT,
      shippingLocationId: env.COMMERCE_SHIPPING_LOCATION_ID ?? LOCAL_SHIPPING_LOCATION,
      widget: commerceWidgetAt(env.COMMERCE_WIDGET_URL ?? COMMERCE7_WIDGET_BASE),
      app:
        env.COMMERCE_APP_ID && env.COMMERCE_APP_SECRET
          ? { id: env.COMMERCE_APP_ID, secret: env.COMMERCE_APP_SECRET }
          : undefined,
    },
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
    },
    cache: { ttlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : CACHE_TTL_SECONDS },
    images: { hosts: optimizedImageHosts(env.IMAGE_HOSTS) },
    observability: {
      sentryDsn: appEnv === 'local' ? undefined : env.SENTRY_DSN,
      browserSentryDsn: appEnv === 'local' ? undefined : env.NEXT_PUBLIC_SENTRY_DSN,
      otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
      otlpHeaders: parseOtlpHeaders(env.OTEL_EXPORTER_OTLP_HEADERS),
      metricExportIntervalMs: positiveOr(Number(env.OTEL_METRIC_EXPORT_INTERVAL), 60_000),
    },
    tracking: {
      gtmHost: stripTrailingSlashes(env.GTM_HOST ?? 'https://www.googletagmanager.com'),
      gtmContainerId: env.GTM_CONTAINER_ID,
    },
    marketing: {
      endpoints: {
        newsletter: marketingUrl('newsletter', env.MARKETING_NEWSLETTER_URL),
        emailWelcome: marketingUrl('emailWelcome', env.MARKETING_EMAIL_WELCOME_URL),
        smsWelcome: marketingUrl('smsWelcome', env.MARKETING_SMS_WELCOME_URL),
        contact: marketingUrl('contact', env.MARKETING_CONTACT_URL),
      },
      apiKey: env.MARKETING_API_KEY ?? (localMarketing ? LOCAL_MARKETING_API_KEY : undefined),
    },
    clientAddress: {
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
      clientIpHeader: env.CLIENT_IP_HEADER,
    },
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
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
