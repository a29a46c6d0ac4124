/**
 * `tsx local-commerce/main.ts`: runs the embedded commerce service until SIGTERM or SIGINT.
 * Settings come from LOCAL_COMMERCE_* environment variables (see README.md).
 */
import { DEFAULT_SITE_PORT, defaultWebUrl } from '../lib/settings/defaults';
import { DEFAULTS, startLocalCommerce } from './server';

function wholeNumberFromEnv(name: string, fallback: number, max: number, what: string): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${name} must be ${what}, got "${raw}"`);
  }
  return value;
}

const portFromEnv = (name: string, fallback: number) =>
  wholeNumberFromEnv(name, fallback, 65_535, 'a port number');

const env = (name: string) => process.env[name]?.trim() || undefined;

/** The site's own app settings, so an embedded shop with COMMERCE_APP_* set can use admin routes. */
function appCredentialsFromEnv() {
  const id = env('COMMERCE_APP_ID');
  const secret = env('COMMERCE_APP_SECRET');
  return id && secret ? { id, secret } : undefined;
}

async function main() {
  const service = await startLocalCommerce({
    port: portFromEnv('LOCAL_COMMERCE_PORT', DEFAULTS.port),
    host: env('LOCAL_COMMERCE_HOST') ?? DEFAULTS.host,
    dataDir: env('LOCAL_COMMERCE_DATA_DIR') ?? DEFAULTS.dataDir,
    tenant: env('LOCAL_COMMERCE_TENANT') ?? DEFAULTS.tenant,
    // Links in e-mails lead to the site: its own WEB_URL unless the service is told otherwise,
    // else the same default the site computes from its PORT (lib/settings/defaults.ts).
    webUrl:
      env('LOCAL_COMMERCE_WEB_URL') ??
      env('WEB_URL') ??
      defaultWebUrl(portFromEnv('PORT', DEFAULT_SITE_PORT)),
    logRequests: env('LOCAL_COMMERCE_LOG_REQUESTS') === '1',
    // Benchmarks only: invented wines up to this many products on a newly seeded catalogue.
    seedSize:
      wholeNumberFromEnv('LOCAL_COMMERCE_SEED_SIZE', 0, 100_000, 'a number of products') ||
      undefined,
    appCredentials: appCredentialsFromEnv(),
    // A mail service: outbox e-mails are also sent through it (mail/relay.ts).
    smtpUrl: env('LOCAL_COMMERCE_SMTP_URL'),
    mailFrom: env('LOCAL_COMMERCE_MAIL_FROM'),
    // Test-only fault switch and request counter (faults.ts); never set outside tests.
    faults: env('LOCAL_COMMERCE_FAULTS') === '1',
  });
  console.log(`local-commerce listening on ${service.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`local-commerce: error while stopping on ${signal}`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('local-commerce failed to start:', error);
  process.exit(1);
});
