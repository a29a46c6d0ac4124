/**
 * The service's `/v1/` API: every route, and a request below /v1/ from its tenant to the one
 * transaction that answers it.
 */
import type { IncomingMessage } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { isAppAuthorized } from './auth';
import type { FaultEffect } from './faults';
import { HttpError, readJsonBody } from './http';
import { bindMailContext } from './mail/notify';
import { findStoredReply, IDEMPOTENCY_HEADER, REPLAYED_HEADER, storeReply } from './idempotency';
import type { PipelineSettings, Routed } from './handle-request';
import { matchRoute, type Route } from './router';
import { accountRoutes } from './routes/account';
import { cartRoutes } from './routes/cart';
import { checkoutRoutes } from './routes/checkout';
import { clubRoutes } from './routes/clubs';
import { collectionRoutes, productRoutes } from './routes/products';
import { creditCardRoutes } from './routes/credit-cards';
import { customerRoutes } from './routes/customer';
import { MARKETING_PATH_PREFIX, marketingRoutes } from './routes/marketing';
import { membershipChangeRoutes } from './routes/membership-changes';
import { orderRoutes } from './routes/orders';
import { tokenFromAuthorization } from './passwords';
import { containsNul } from './validation';

/** Every `/v1/` route of the service; README.md lists them with their payloads. */
const ROUTES: readonly Route[] = [
  ...productRoutes,
  ...collectionRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...customerRoutes,
  ...orderRoutes,
  ...clubRoutes,
  ...creditCardRoutes,
  // After the literal customer routes: `customer/:id` would otherwise shadow `customer/login`.
  ...accountRoutes,
  ...membershipChangeRoutes,
  ...marketingRoutes,
];

const MUTATING = new Set(['POST', 'PUT', 'DELETE']);

/** A request below /v1/: tenant, faults, route, body, then the one transaction. */
export async function routeV1(
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
    bindMailContext(sql, settings.services.webUrl);
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
  // Committed: any e-mail it wrote may now go to the mail service (never delaying the reply).
  if (mutating) settings.mailRelay?.kick();
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
