/**
 * A tiny path router: patterns such as `cart/:cartId/item/:sku`, relative to `/v1/`.
 * Literal segments win over parameters only by order, so list literal routes first.
 */
import type { Sql } from './db';
import type { Reply } from './http';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestContext {
  sql: Sql;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** Parsed JSON body, `undefined` when the request had none. */
  body: unknown;
  /** The customer token from `Authorization`, without any `Bearer ` prefix. */
  token: string | null;
  services: Services;
  /** What the route's `prepare` step found before the transaction began (else undefined). */
  prepared?: unknown;
}

/**
 * Slow, read-only work a route does BEFORE its transaction: the database serialises every
 * transaction, so CPU-heavy steps (scrypt password checks) run here and only the quick writes
 * wait in line. `read` sees committed data; the handler must re-check what it relies on.
 */
export interface PrepareContext {
  read: Sql;
  params: Readonly<Record<string, string>>;
  body: unknown;
}

/** Side channels a handler may use besides the database. */
export interface Services {
  /** The service's log (stdout): without a mail service, reset and magic links are written here. */
  log: (line: string) => void;
  /** Whether a mail service (SMTP) is set: outbox e-mails then really go out (mail/relay.ts). */
  mailService: boolean;
  /** Base URL of the storefront, for links in "e-mails". */
  webUrl: string;
  /** Whether a request `method path` (below /v1/) has been received and not yet answered. */
  isRunning: (method: string, path: string) => boolean;
}

export type Handler = (context: RequestContext) => Promise<Reply>;

export interface Route {
  method: Method;
  pattern: string;
  handler: Handler;
  prepare?: (context: PrepareContext) => Promise<unknown>;
  /** False for replies carrying a secret (sign-in tokens): never kept for Idempotency-Key replay. */
  replayable?: boolean;
  /**
   * 'app': an admin route, answered only with the app's Basic auth (Commerce7 app
   * authentication); anything else gets 401. Absent: a storefront route (tenant only).
   */
  access?: 'app';
}

type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrongMethod'; allowed: Method[] }
  | { kind: 'none' };

export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const segments = path.split('/').filter((segment) => segment !== '');
  const allowed: Method[] = [];
  for (const route of routes) {
    const params = matchPattern(route.pattern, segments);
    if (!params) continue;
    if (route.method === method) return { kind: 'found', route, params };
    allowed.push(route.method);
  }
  return allowed.length > 0 ? { kind: 'wrongMethod', allowed } : { kind: 'none' };
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return null;
      }
      params[part.slice(1)] = decoded;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}
