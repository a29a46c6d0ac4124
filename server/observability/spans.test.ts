import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LocalCommerce, startLocalCommerce } from '@/local-commerce/server';
import { recordSpans } from '@/tests/support/in-memory-tracing';

/**
 * The spans an operator sees for one product page render and one add to cart,
 * recorded in memory while the site's own server functions run against the embedded commerce
 * service (in process, fresh database). Next's request APIs are stood in for: cookies live in a
 * jar, `'use cache'` has no effect outside Next (so every read goes through the KV cache).
 */
const SLUG = 'isosceles-2021';
const SKU = 'ISO-2021-750';

const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string | { name: string }) =>
      void jar.delete(typeof name === 'string' ? name : name.name),
  }),
  headers: async () => new Headers({ 'user-agent': 'vitest' }),
  draftMode: async () => ({ isEnabled: false }),
}));
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));

const tracing = recordSpans();
let service: LocalCommerce;

beforeAll(async () => {
  service = await startLocalCommerce({
    port: 0,
    dataDir: 'memory://',
    tenant: 'local-winery',
    log: () => {},
    faults: true,
  });
  process.env.LOCAL_COMMERCE_PORT = new URL(service.url).port;
});
afterAll(async () => {
  await service?.close();
});
beforeEach(() => {
  jar.clear();
  tracing.reset();
});

const named = (name: string) => tracing.spans().filter((span) => span.name === name);
const one = (name: string): ReadableSpan => {
  const found = named(name);
  expect(found, `spans named ${name}`).toHaveLength(1);
  return found[0] as ReadableSpan;
};
const isChildOf = (child: ReadableSpan, parent: ReadableSpan) =>
  child.parentSpanContext?.spanId === parent.spanContext().spanId;
/** Every attribute value of every span, to prove no visitor data is in any. */
const everyAttributeValue = () =>
  tracing.spans().flatMap((span) => Object.values(span.attributes).map(String));

describe('spans', () => {
  it('a product page render: the KV read and, inside it on a miss, the commerce call', async () => {
    const page = await import('@/app/(shop)/product/[slug]/page');
    const params = Promise.resolve({ slug: SLUG });
    await page.default({ params });
    await page.generateMetadata({ params });

    const reads = named('kv.read');
    expect(reads.map((span) => span.attributes)).toEqual([
      { 'cache.backend': 'memory', 'cache.key_kind': 'product', 'cache.result': 'miss' },
      { 'cache.backend': 'memory', 'cache.key_kind': 'product', 'cache.result': 'hit' },
    ]);
    const call = one('GET product/slug/{slug}/for-web');
    expect(call.attributes).toEqual({
      'http.request.method': 'GET',
      'url.template': 'product/slug/{slug}/for-web',
      'http.response.status_code': 200,
      'commerce.attempts': 1,
      'commerce.deadline_hit': false,
      'commerce.breaker.state': 'closed',
    });
    expect(isChildOf(call, reads[0] as ReadableSpan)).toBe(true);
  });

  it('an add to cart: the action span with its outcome, and its commerce calls inside it', async () => {
    const { addToCart } = await import('@/server/actions/cart');
    const result = await addToCart({ sku: SKU, quantity: 1 });
    expect(result.ok).toBe(true);
    const cartId = jar.get('cartId');
    expect(cartId).toBeTruthy();

    const action = one('action addToCart');
    expect(action.attributes).toEqual({
      'code.function.name': 'addToCart',
      'action.outcome': 'ok',
    });
    const create = one('POST cart');
    const add = one('POST cart/{cartId}/item');
    expect(add.attributes).toMatchObject({
      'http.request.method': 'POST',
      'url.template': 'cart/{cartId}/item',
      'http.response.status_code': 201,
      'commerce.attempts': 1,
    });
    expect(isChildOf(create, action)).toBe(true);
    expect(isChildOf(add, action)).toBe(true);
    // The cart id is in the path the call used, never in what the trace keeps.
    expect(everyAttributeValue().some((value) => value.includes(cartId ?? '?'))).toBe(false);
    expect(tracing.spans().some((span) => span.name.includes(cartId ?? '?'))).toBe(false);
  });

  it('a refused add to cart is an outcome, not an error', async () => {
    const { addToCart } = await import('@/server/actions/cart');
    const result = await addToCart({ sku: SKU, quantity: 0 });
    expect(result.ok).toBe(false);
    expect(one('action addToCart').attributes['action.outcome']).toBe('refused');
  });

  it('a commerce call that keeps failing: every attempt counted, the status, the error type', async () => {
    const root = service.url.replace(/\/v1$/, '');
    await fetch(`${root}/__faults`, {
      method: 'POST',
      body: JSON.stringify({ method: 'GET', path: '^club$', status: 503, times: 4 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getCommerce } = await import('@/server/commerce');
    await expect(getCommerce({ anonymous: true }).listClubs()).rejects.toMatchObject({
      statusCode: 503,
    });
    const call = one('GET club');
    expect(call.attributes).toMatchObject({
      'http.response.status_code': 503,
      'commerce.attempts': 4,
      'http.request.resend_count': 3,
      'commerce.deadline_hit': false,
      'error.type': '503',
    });
    expect(call.status.code).toBe(2); // SpanStatusCode.ERROR
  });
});
