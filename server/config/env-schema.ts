/**
 * The environment variables the server reads, as a valibot schema: each one's type and checks,
 * before any default is applied (server/config/settings.ts maps them into the settings).
 */
import * as v from 'valibot';
import { DEFAULT_SITE_PORT, EMBEDDED_COMMERCE } from '../../lib/settings/defaults';
import { networkEntries, networkEntryProblem } from './premises-networks';

export const APP_ENVS = ['local', 'development', 'stage', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export type Env = Readonly<Record<string, string | undefined>>;

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

/** Accounts an hour from the winery's own networks, unless `PREMISES_SIGNUPS_PER_HOUR` says. */
export const PREMISES_SIGNUPS_PER_HOUR = 120;

export const EnvSchema = v.object({
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
  CONTENT_FIXTURES_DIR: optionalText,
  LOCAL_CONTENT_CLOCK: optionalText,
  // Checked where a lead form is rendered: a bad template makes the form unavailable, not the site.
  LEAD_FORM_EMBED_URL: v.optional(v.string()),
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
  // OpenTelemetry's protocol names; anything else (including grpc, which this site does not ship)
  // falls back to the default, http/protobuf.
  OTEL_EXPORTER_OTLP_PROTOCOL: optionalText,
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
  // How far the heap may grow past its live objects (server/config/heap-growth.ts); 0: V8's rule.
  HEAP_GROWING_PERCENT: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (value.trim() === '' ? 60 : Number(value))),
    v.integer('must be a whole number of per cent'),
    v.minValue(0),
    v.maxValue(300),
  ),
  RATE_LIMIT_FACTOR: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (value.trim() === '' ? 1 : Number(value))),
    v.number('must be a number'),
    v.minValue(1),
  ),
  PREMISES_NETWORKS: v.pipe(
    v.optional(v.string(), ''),
    v.transform((text: string) => networkEntries(text)),
    v.check(
      (entries) => entries.every((entry) => networkEntryProblem(entry) === undefined),
      (issue) =>
        (issue.input as string[])
          .map(networkEntryProblem)
          .filter((problem) => problem !== undefined)
          .join('; '),
    ),
  ),
  PREMISES_SIGNUPS_PER_HOUR: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (value.trim() === '' ? PREMISES_SIGNUPS_PER_HOUR : Number(value))),
    v.integer('must be a whole number of accounts an hour'),
    v.minValue(1),
    v.maxValue(10_000),
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

export type ParsedEnv = v.InferOutput<typeof EnvSchema>;
