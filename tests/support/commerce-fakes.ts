import 'server-only';

import type { Cart, ClubMembership, Customer, Order, Product } from '@/lib/commerce/entities';
import { createCommerceClient } from '@/server/commerce';
import { createMemorySession } from '@/server/commerce/session';

/**
 * Test support for the commerce client: a fake `fetch` that records each request and answers from
 * a responder function, and minimal valid entities. No network anywhere.
 */

export const BASE_URL = 'https://commerce.test/v1';
export const TENANT = 'test-winery';

export interface RecordedRequest {
  method: string;
  /** Relative to BASE_URL, without the query, e.g. 'cart/c1/item'. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** What the fake server does with one request: a Response, a thrown error (network failure) or 'hang'. */
export type Responder = (
  request: RecordedRequest,
) => Response | 'hang' | Promise<Response | 'hang'>;

export function fakeFetch(responder: Responder): {
  fetch: typeof fetch;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const fetchImpl = async (
    input: string | URL | Request,
    init?: RequestInit,
  ): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(new URL(BASE_URL).pathname + '/', ''),
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const answer = await responder(request);
    // Deliberately deaf to the abort signal: the core's timeout must not depend on fetch honouring it.
    if (answer === 'hang') return new Promise<Response>(() => {});
    return answer;
  };
  return { fetch: fetchImpl, requests };
}

/**
 * A commerce client whose `fetch` is a fake answered by `responder`: retries do not wait and
 * reports go nowhere. Its session (a memory one unless given) and the requests it sent, to read.
 */
export function fakeCommerceClient(responder: Responder, session = createMemorySession()) {
  const { fetch, requests } = fakeFetch(responder);
  const client = createCommerceClient(
    { baseUrl: BASE_URL, tenant: TENANT, fetch, retryDelayMs: () => 0, report: () => {} },
    session,
  );
  return { client, session, requests };
}

export function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorReply(status: number, message: string, type = 'error'): Response {
  return jsonReply(status, { statusCode: status, type, message });
}

/** The error undici throws when the connection was refused: the request never left this machine. */
export function connectionRefused(): TypeError {
  const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
    code: 'ECONNREFUSED',
  });
  return new TypeError('fetch failed', { cause });
}

/** The error undici throws when the server dropped the connection: the request may have been handled. */
export function connectionReset(): TypeError {
  const cause = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
  return new TypeError('fetch failed', { cause });
}

export function sampleProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    slug: 'estate-cabernet',
    title: 'Estate Cabernet',
    type: 'Wine',
    webStatus: 'Available',
    adminStatus: 'Available',
    images: [],
    variants: [{ id: 'v1', sku: 'CAB-750', title: '750ml', price: 4500, inventory: [] }],
    security: { availableTo: 'Public' },
    collections: [],
    ...overrides,
  };
}

export function sampleCart(overrides: Partial<Cart> = {}): Cart {
  return { id: 'cart-1', items: [], subTotal: 0, total: 0, ...overrides };
}

export function sampleCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'cust-1',
    firstName: 'Ada',
    lastName: 'Vine',
    emails: [{ id: 'e1', email: 'ada@example.com' }],
    clubs: [],
    tags: [],
    addresses: [],
    phones: [],
    orderInformation: { isActiveClubMember: false, orderCount: 0 },
    ...overrides,
  };
}

export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    orderNumber: 1001,
    orderSubmittedDate: '2025-01-01T00:00:00.000Z',
    orderType: 'Regular',
    email: 'ada@example.com',
    items: [],
    subTotal: 0,
    shipTotal: 0,
    taxTotal: 0,
    total: 0,
    ...overrides,
  };
}

export function sampleMembership(overrides: Partial<ClubMembership> = {}): ClubMembership {
  return {
    id: 'm1',
    customerId: 'cust-1',
    clubId: 'club-1',
    clubTitle: '6 Bottle Red Wines',
    clubSlug: '6-bottle-red-wines',
    status: 'Active',
    skippedShipmentDates: [],
    signupDate: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
