/**
 * The embedded commerce service: an HTTP server speaking the Commerce7 REST contract under
 * `/v1/`, backed by PGlite. `startLocalCommerce` is what `main.ts` runs and what tests start
 * in-process (port 0, `memory://`).
 *
 * Request pipeline: tenant header -> route -> JSON body -> one database transaction holding the
 * idempotency lookup, the handler and the stored reply -> JSON reply. Any HttpError becomes the
 * `{ statusCode, type, message, errors }` body; anything else is a logged 500.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Sql } from './db';
import { type AppCredentials, isAppAuthorized } from './app-auth';
import { createFaultInjector, type FaultEffect, type FaultInjector } from './faults';
import { PRICE_CONTROL_PATH, changePrice } from './price-control';
import { HttpError, readJsonBody, sendReply, type Reply } from './http';
import {
  findStoredReply,
  IDEMPOTENCY_HEADER,
  purgeExpiredKeys,
  REPLAYED_HEADER,
  storeReply,
} from './idempotency';
import { EMBEDDED_COMMERCE } from '../lib/embedded-commerce';
import { defaultWebUrl } from '../lib/site-url';
import { migrate } from './migrate';
import { matchRoute, type Services } from './router';
import { ROUTES } from './routes';
import { MARKETING_PATH_PREFIX } from './routes/marketing';
import { LOCAL_MARKETING_API_KEY } from '../lib/constants';
import { seedDatabase } from './seed';
import { purgeAbandonedCarts } from './store/carts';
import { tokenFromAuthorization } from './tokens';
import { containsNul } from './validation';
import { answerWidgetRequest, BROWSER_READ_HEADERS } from './widget';

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
  /** Storefront base URL, used in the reset and magic links written to the log. */
  webUrl?: string;
  /** Where the service writes its "e-mails" (reset and magic links); console.log by default. */
  log?: (line: string) => void;
  /** One log line per request. */
  logRequests?: boolean;
  /**
   * TEST ONLY: the /__faults control paths (see faults.ts) and the price change of
   * price-control.ts. main.ts sets it from LOCAL_COMMERCE_FAULTS=1.
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
const MUTATING = new Set(['POST', 'PUT', 'DELETE']);

export async function startLocalCommerce(
  options: LocalCommerceOptions = {},
): Promise<LocalCommerce> {
  const tenant = options.tenant ?? DEFAULTS.tenant;
  const host = options.host ?? DEFAULTS.host;
  const running = createRunningRequests();
  const services: Services = {
    log: options.log ?? ((line) => console.log(line)),
    webUrl: options.webUrl ?? DEFAULTS.webUrl,
    isRunning: running.has,
  };

  const db = await openDatabase(options.dataDir ?? DEFAULTS.dataDir);
  let migrationsApplied: number[];
  let seeded: boolean;
  try {
    migrationsApplied = await migrate(db);
    seeded = await seedDatabase(db);
    await db.transaction(purgeStaleRows);
  } catch (error) {
    await db.close();
    throw error;
  }

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
        await db.close();
      })();
      return closing;
    },
  };
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
type RunningRequests = ReturnType<typeof createRunningRequests>;

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

interface PipelineSettings {
  tenant: string;
  marketingApiKey: string;
  appCredentials: AppCredentials | undefined;
  services: Services;
  logRequests: boolean;
  faults: FaultInjector | undefined;
  running: RunningRequests;
}

interface Routed {
  reply: Reply;
  headers: Record<string, string>;
  /** TEST ONLY (an armed `drop` fault): close the connection without answering. */
  drop?: boolean;
}

async function handle(
  db: PGlite,
  settings: PipelineSettings,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const started = Date.now();
  const method = request.method ?? 'GET';
  const url = URL.parse(request.url ?? '/', 'http://local-commerce');
  // The stand-in for Commerce7's widget and its browser calls (widget.ts).
  if (url && answerWidgetRequest(method, url, response)) return;
  let reply: Reply;
  let headers: Record<string, string> = {};
  let drop = false;
  try {
    if (!url) throw new HttpError(400, 'validation', 'Malformed request URL');
    ({ reply, headers, drop = false } = await route(db, settings, request, method, url));
  } catch (error) {
    if (error instanceof HttpError) {
      reply = { status: error.statusCode, body: error.toBody() };
    } else {
      console.error(`[local-commerce] ${method} ${url?.pathname} failed`, error);
      reply = {
        status: 500,
        body: new HttpError(500, 'internal', 'Internal server error').toBody(),
      };
    }
  }
  if (settings.logRequests) {
    settings.services.log(
      `[local-commerce] ${method} ${request.url} ${reply.status} ${Date.now() - started}ms`,
    );
  }
  if (drop) {
    response.destroy();
    return;
  }
  try {
    const browserRead = method === 'GET' && url?.pathname.startsWith('/v1/');
    if (!response.headersSent)
      sendReply(response, reply, browserRead ? { ...headers, ...BROWSER_READ_HEADERS } : headers);
  } catch (error) {
    // The client went away; nothing is left to tell it.
    console.error(`[local-commerce] could not answer ${method} ${request.url}`, error);
  }
}

async function route(
  db: PGlite,
  settings: PipelineSettings,
  request: IncomingMessage,
  method: string,
  url: URL,
): Promise<Routed> {
  // Outside /v1 and without tenant: lets scripts wait for the service to come up.
  if (url.pathname === '/health')
    return { reply: { status: 200, body: { status: 'ok' } }, headers: {} };
  if (settings.faults && url.pathname.startsWith('/__faults')) {
    const body = method === 'POST' ? await readJsonBody(request) : undefined;
    const reply = settings.faults.control(method, url.pathname, body);
    if (reply) return { reply, headers: {} };
  }
  if (settings.faults && url.pathname === PRICE_CONTROL_PATH && method === 'PUT') {
    const body = await readJsonBody(request);
    return { reply: await db.transaction((sql) => changePrice(sql, body)), headers: {} };
  }
  if (!url.pathname.startsWith('/v1/')) throw new HttpError(404, 'notFound', 'Not found');

  const path = url.pathname.slice('/v1/'.length).replace(/\/+$/, '');
  return settings.running.during(method, path, () =>
    routeV1(db, settings, request, method, url, path),
  );
}

/** A request below /v1/: tenant, faults, route, body, then the one transaction. */
async function routeV1(
  db: PGlite,
  settings: PipelineSettings,
  request: IncomingMessage,
  method: string,
  url: URL,
  path: string,
): Promise<Routed> {
  // The marketing routes stand in for outside services that know an API key, not a tenant.
  const marketingKey = path.startsWith(MARKETING_PATH_PREFIX) && request.headers['x-api-key'];
  if (marketingKey !== undefined && marketingKey !== false) {
    if (marketingKey !== settings.marketingApiKey)
      throw new HttpError(401, 'unauthorized', 'Missing or unknown X-API-KEY');
  } else if (request.headers.tenant !== settings.tenant) {
    throw new HttpError(400, 'tenant', 'Missing or unknown tenant');
  }

  if (settings.faults) {
    const injected = await settings.faults.intercept(method, path);
    if (injected) return faultReply(injected);
  }
  const match = matchRoute(ROUTES, method, path);
  if (match.kind === 'none')
    throw new HttpError(404, 'notFound', `No route for ${method} /v1/${path}`);
  if (match.kind === 'wrongMethod') {
    throw new HttpError(
      405,
      'methodNotAllowed',
      `${method} is not allowed here; use ${match.allowed.join(', ')}`,
    );
  }

  if (
    match.route.access === 'app' &&
    !isAppAuthorized(request.headers.authorization, settings.appCredentials)
  )
    throw new HttpError(401, 'unauthorized', 'Unauthorized app');

  const mutating = MUTATING.has(method);
  const body = mutating ? await readJsonBody(request) : undefined;
  if (
    containsNul(match.params) ||
    containsNul(Object.fromEntries(url.searchParams)) ||
    containsNul(body)
  )
    throw new HttpError(400, 'validation', 'Request contains a NUL character');
  const key = mutating ? idempotencyKey(request) : null;
  const identity = { method, path };
  const token = tokenFromAuthorization(request.headers.authorization);
  const replayable = match.route.replayable !== false;
  const prepared = match.route.prepare
    ? await match.route.prepare({ read: db, params: match.params, body })
    : undefined;

  const done = await db.transaction(async (sql): Promise<Routed> => {
    if (key && replayable) {
      const stored = await findStoredReply(sql, key, identity);
      if (stored) return { reply: stored, headers: { [REPLAYED_HEADER]: 'true' } };
    }
    const reply = await match.route.handler({
      sql,
      params: match.params,
      query: url.searchParams,
      body,
      token,
      services: settings.services,
      prepared,
    });
    if (key && replayable && reply.status >= 200 && reply.status < 300)
      await storeReply(sql, key, identity, reply);
    return { reply, headers: {} };
  });
  const afterWork = await settings.faults?.afterWork(method, path);
  return afterWork ? faultReply(afterWork) : done;
}

function faultReply(effect: NonNullable<FaultEffect>): Routed {
  return effect.kind === 'drop'
    ? { reply: { status: 500 }, headers: {}, drop: true }
    : { reply: effect.reply, headers: {} };
}

function idempotencyKey(request: IncomingMessage): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) return null;
  if (key.length > 255) throw new HttpError(400, 'idempotency', 'Idempotency-Key is too long');
  return key;
}
