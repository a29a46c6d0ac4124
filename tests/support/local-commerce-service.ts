/**
 * Test helpers: start the service in-process on a free port with a throw-away database, and a
 * small fetch wrapper that speaks its headers. Used by `local-commerce/`'s tests and the commerce
 * client's contract test.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { basicAuthorization } from '@/local-commerce/auth';
import { SEED_PASSWORD } from '@/local-commerce/seed/customers';
import {
  startLocalCommerce,
  type LocalCommerce,
  type LocalCommerceOptions,
} from '@/local-commerce/server';

export const TEST_TENANT = 'test-winery';

/** The app credentials test services accept on admin routes. */
const TEST_APP = { id: 'test-app', secret: 'test-app-secret' };
/** The Authorization header of TEST_APP, passed as `token` (sent as is). */
export const TEST_APP_AUTHORIZATION = basicAuthorization(TEST_APP);
export { SEED_PASSWORD } from '@/local-commerce/seed/customers';

interface ApiReply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

interface CallOptions {
  token?: string | null;
  idempotencyKey?: string;
  /** Override or drop (null) the tenant header. */
  tenant?: string | null;
  /** Sent as is instead of JSON.stringify(body). */
  rawBody?: string;
}

export interface Api {
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<ApiReply<T>>;
  get<T = Record<string, unknown>>(path: string, options?: CallOptions): Promise<ApiReply<T>>;
  post<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<ApiReply<T>>;
  put<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<ApiReply<T>>;
  del<T = Record<string, unknown>>(path: string, options?: CallOptions): Promise<ApiReply<T>>;
  /** Signs a seeded customer in and returns the login reply's token and id. */
  login(email: string, password?: string): Promise<{ token: string; id: string }>;
  /** A new empty cart's id (a customer's cart needs that customer's token). */
  newCart(body?: Record<string, unknown>, options?: CallOptions): Promise<string>;
}

function apiFor(service: Pick<LocalCommerce, 'url'>, tenant = TEST_TENANT): Api {
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<ApiReply<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const tenantHeader = options.tenant === undefined ? tenant : options.tenant;
    if (tenantHeader !== null) headers.tenant = tenantHeader;
    if (options.token) headers.authorization = options.token;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    const response = await fetch(`${service.url}/${path}`, {
      method,
      headers,
      body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      headers: response.headers,
    };
  }
  const api: Api = {
    call,
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body, options),
    put: (path, body, options) => call('PUT', path, body, options),
    del: (path, options) => call('DELETE', path, undefined, options),
    async login(email, password = SEED_PASSWORD) {
      const reply = await call<{ token: string; id: string }>('POST', 'customer/login', {
        email,
        password,
      });
      if (reply.status !== 200)
        throw new Error(`login ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return { token: reply.body.token, id: reply.body.id };
    },
    async newCart(body = {}, options = {}) {
      const reply = await call<{ id: string }>(
        'POST',
        'cart',
        { channel: 'Web', connectionInformation: { userAgent: 'vitest' }, ...body },
        options,
      );
      if (reply.status !== 201)
        throw new Error(`cart creation failed: ${JSON.stringify(reply.body)}`);
      return reply.body.id;
    },
  };
  return api;
}

export interface TestService {
  service: LocalCommerce;
  api: Api;
  /** Lines the service "e-mailed" (reset and magic links). */
  mail: string[];
}

export async function startTestService(options: LocalCommerceOptions = {}): Promise<TestService> {
  const mail: string[] = [];
  const service = await startLocalCommerce({
    port: 0,
    dataDir: 'memory://',
    tenant: TEST_TENANT,
    appCredentials: TEST_APP,
    log: (line) => mail.push(line),
    ...options,
  });
  return { service, api: apiFor(service, service.tenant), mail };
}

/**
 * One service for the whole test file: started before its first test, closed after its last.
 * `running` is there from the first test on.
 */
export function serviceForThisFile(options: LocalCommerceOptions = {}): {
  readonly running: TestService;
  /** The running service's api, usable from the first test on. */
  api: Api;
} {
  let started: TestService | undefined;
  beforeAll(async () => {
    started = await startTestService(options);
  });
  afterAll(() => started?.service.close());
  const running = () => {
    if (!started) throw new Error('the test service starts before the first test');
    return started;
  };
  const api = new Proxy({} as Api, {
    get: (_, method: keyof Api) => running().api[method],
  });
  return {
    get running() {
      return running();
    },
    api,
  };
}

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export { TEST_ADDRESS, TEST_CARD, TEST_JOIN_EXTRAS } from './test-customer';
