/**
 * The embedded commerce service: an HTTP server speaking the Commerce7 REST contract under
 * `/v1/`, backed by PGlite. `startLocalCommerce` is what `main.ts` runs and what tests start
 * in-process (port 0, `memory://`).
 *
 * Request pipeline: tenant header -> route -> JSON body -> one database transaction holding the
 * idempotency lookup, the handler and the stored reply -> JSON reply. Any HttpError becomes the
 * `{ statusCode, type, message, errors }` body; anything else is a logged 500. The pipeline lives in
 * handle-request.ts (every request) and v1-request.ts (below /v1); this file starts and stops it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase, type Sql } from './db';
import type { AppCredentials } from './auth';
import { createFaultInjector } from './faults';
import { handle } from './handle-request';
import { purgeExpiredKeys } from './idempotency';
import { EMBEDDED_COMMERCE, defaultWebUrl } from '../lib/settings/defaults';
import { createMailRelay, DEFAULT_MAIL_FROM } from './mail/relay';
import { createMailSender } from './mail/send-mail';
import { parseSmtpUrl } from './mail/smtp-url';
import { migrate } from './migrate';
import type { Services } from './router';
import { LOCAL_MARKETING_API_KEY } from '../lib/constants';
import { seedDatabase } from './seed';
import { purgeAbandonedCarts } from './store/carts';

export const DEFAULTS = {
  port: EMBEDDED_COMMERCE.port,
  host: EMBEDDED_COMMERCE.host,
  dataDir: EMBEDDED_COMMERCE.dataDir,
  tenant: EMBEDDED_COMMERCE.tenant,
  webUrl: defaultWebUrl(),
  marketingApiKey: LOCAL_MARKETING_API_KEY,
} as const;

export interface LocalCommerceOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** A folder (created when missing) or `memory://` for a throw-away database. */
  dataDir?: string;
  tenant?: string;
  /** The X-API-KEY the marketing routes accept (besides the tenant header). */
  marketingApiKey?: string;
  /**
   * The app id and secret the admin routes (`product`, `collection` lists) accept as Basic auth.
   * Unset: every admin call answers 401, as Commerce7 does for a storefront without an app.
   */
  appCredentials?: AppCredentials;
  /**
   * Products in a newly seeded catalogue: invented wines are added after the seed up to this many
   * (benchmarks; seed/catalog.ts). Only the first start on a data folder seeds.
   */
  seedSize?: number;
  /** Storefront base URL, used in the reset and magic links written to the log. */
  webUrl?: string;
  /** Where the service writes its "e-mails" (reset and magic links); console.log by default. */
  log?: (line: string) => void;
  /** One log line per request. */
  logRequests?: boolean;
  /**
   * A mail service (`smtp://user:password@host:587`, `smtps://host:465`): every outbox e-mail is
   * also sent through it after its change commits (mail/relay.ts). Unset: the outbox only.
   */
  smtpUrl?: string;
  /** The From of e-mails sent through the mail service. */
  mailFrom?: string;
  /**
   * TEST ONLY: the /__faults control paths (see faults.ts) and the back-office changes of
   * catalog-control.ts. main.ts sets it from LOCAL_COMMERCE_FAULTS=1.
   */
  faults?: boolean;
}

export interface LocalCommerce {
  /** Base URL including `/v1`, e.g. `http://127.0.0.1:4100/v1`. */
  url: string;
  tenant: string;
  /** Schema versions applied by this start (empty when the database was up to date). */
  migrationsApplied: number[];
  /** Whether this start seeded the database (only the first start on a data dir does). */
  seeded: boolean;
  close(): Promise<void>;
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export async function startLocalCommerce(
  options: LocalCommerceOptions = {},
): Promise<LocalCommerce> {
  const tenant = options.tenant ?? DEFAULTS.tenant;
  const host = options.host ?? DEFAULTS.host;
  const running = createRunningRequests();
  // A malformed mail service URL or From stops the start before anything is opened.
  const sendMail = options.smtpUrl
    ? createMailSender(parseSmtpUrl(options.smtpUrl), options.mailFrom ?? DEFAULT_MAIL_FROM)
    : undefined;
  const services: Services = {
    log: options.log ?? ((line) => console.log(line)),
    webUrl: options.webUrl ?? DEFAULTS.webUrl,
    mailService: !!sendMail,
    isRunning: running.has,
  };

  const { db, migrationsApplied, seeded } = await openReadyDatabase(
    options.dataDir ?? DEFAULTS.dataDir,
    options.seedSize,
  );

  const mailRelay = sendMail && createMailRelay(db, { send: sendMail, log: services.log });
  const faultInjector = createFaultInjector();
  const inFlight = new Set<Promise<void>>();
  const server = createServer((request, response) => {
    const handling = handle(
      db,
      {
        tenant,
        marketingApiKey: options.marketingApiKey ?? DEFAULTS.marketingApiKey,
        appCredentials: options.appCredentials,
        services,
        logRequests: !!options.logRequests,
        faults: options.faults ? faultInjector : undefined,
        running,
        mailRelay,
      },
      request,
      response,
    );
    inFlight.add(handling);
    void handling.finally(() => inFlight.delete(handling));
  });
  try {
    await listen(server, options.port ?? DEFAULTS.port, host);
  } catch (error) {
    await db.close();
    throw error;
  }
  const purgeTimer = setInterval(() => {
    db.transaction(purgeStaleRows).catch((error: unknown) =>
      console.error('[local-commerce] purge failed', error),
    );
  }, PURGE_INTERVAL_MS);
  purgeTimer.unref();

  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/v1`,
    tenant,
    migrationsApplied,
    seeded,
    close() {
      closing ??= (async () => {
        clearInterval(purgeTimer);
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await Promise.allSettled([...inFlight]);
        server.closeAllConnections();
        await stopped;
        await mailRelay?.idle();
        await db.close();
      })();
      return closing;
    },
  };
}

/** Opens the database migrated, seeded on first use and tidied (closed again on failure). */
async function openReadyDatabase(dataDir: string, seedSize: number | undefined) {
  const db = await openDatabase(dataDir);
  try {
    const migrationsApplied = await migrate(db);
    const seeded = await seedDatabase(db, seedSize);
    await db.transaction(purgeStaleRows);
    return { db, migrationsApplied, seeded };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Hourly housekeeping: expired idempotency keys and abandoned anonymous carts. */
async function purgeStaleRows(sql: Sql) {
  await purgeExpiredKeys(sql);
  await purgeAbandonedCarts(sql);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * The /v1 requests received and not yet answered, counted by `method path`: lets a lookup say
 * "still running" rather than "not found" about work that may yet commit (routes/orders.ts).
 */
function createRunningRequests() {
  const counts = new Map<string, number>();
  const keyOf = (method: string, path: string) => `${method} ${path}`;
  return {
    has: (method: string, path: string) => (counts.get(keyOf(method, path)) ?? 0) > 0,
    async during<T>(method: string, path: string, work: () => Promise<T>): Promise<T> {
      const key = keyOf(method, path);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      try {
        return await work();
      } finally {
        const left = (counts.get(key) ?? 1) - 1;
        if (left > 0) counts.set(key, left);
        else counts.delete(key);
      }
    },
  };
}
export type RunningRequests = ReturnType<typeof createRunningRequests>;
