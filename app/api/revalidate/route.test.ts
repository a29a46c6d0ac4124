import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
const store = { backend: 'memory' };
const invalidate = vi.fn(async () => undefined);
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));
vi.mock('@/edge-cache/cached', () => ({
  invalidate: (...args: unknown[]) => invalidate(...(args as [])),
}));
const expiry = vi.fn<() => Promise<unknown>>(async () => ({ expire: 0 }));
vi.mock('@/server/revalidation/messages', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/revalidation/messages')>()),
  expiryFor: () => expiry(),
}));
vi.mock('@/server/config', () => ({
  getSettings: () => ({ content: { revalidateSecret: 'the-secret' } }),
}));
vi.mock('@/server/config/shared-kv-store', () => ({ sharedKvStore: () => store }));

const { POST } = await import('./route');

const call = (
  body: unknown,
  headers: Record<string, string> = { 'x-revalidate-secret': 'the-secret' },
  query = '',
) =>
  POST(
    new NextRequest(`http://localhost/api/revalidate${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;

/** Builder's webhook body for a page published at /visit/ (its docs' shape). */
const builderPublish = {
  modelName: 'page',
  operation: 'publish',
  newValue: { id: 'e1', published: 'published', name: 'Visit', data: { url: '/visit/' } },
  previousValue: { id: 'e1', published: 'published', name: 'Visit', data: { url: '/visit/' } },
};

describe('POST /api/revalidate', () => {
  beforeEach(() => {
    revalidateTag.mockClear();
    invalidate.mockClear();
  });

  it.each([
    ['no secret', {}],
    ['a wrong secret', { 'x-revalidate-secret': 'nope' }],
    ['a longer secret', { 'x-revalidate-secret': 'the-secret-and-more' }],
    ['a wrong Basic auth password', { authorization: basic('commerce7:nope') }],
    ['the secret as the Basic auth username', { authorization: basic('the-secret:') }],
  ])('refuses %s with 401 and drops nothing', async (_label, headers) => {
    const response = await call(builderPublish, headers);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid revalidation secret' });
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('invalidates the model and the URL in Next and the shared KV cache', async () => {
    const response = await call(builderPublish);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['content:page', 'content:page:/visit'],
      expired: true,
    });
    expect(revalidateTag.mock.calls).toEqual([
      ['content:page', { expire: 0 }],
      ['content:page:/visit', { expire: 0 }],
    ]);
    expect(invalidate).toHaveBeenCalledWith({
      tags: ['content:page', 'content:page:/visit'],
      store,
    });
  });

  it('marks the tags stale in Next when the source is failing (pages keep their last copy)', async () => {
    expiry.mockResolvedValueOnce('max');
    const response = await call({
      object: 'Product',
      action: 'Update',
      payload: { slug: 'a-wine' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['products', 'product:a-wine'],
      expired: false,
    });
    expect(revalidateTag.mock.calls).toEqual([
      ['products', 'max'],
      ['product:a-wine', 'max'],
    ]);
    expect(invalidate).toHaveBeenCalledWith({ tags: ['products', 'product:a-wine'], store });
  });

  it('invalidates a whole model without a URL', async () => {
    const response = await call({ modelName: 'blog', operation: 'publish' });
    expect(await response.json()).toEqual({ revalidated: ['content:blog'], expired: true });
    expect(invalidate).toHaveBeenCalledWith({ tags: ['content:blog'], store });
  });

  it('refuses the secret in the query string (it leaks into logs)', async () => {
    const response = await call(builderPublish, {}, '?secret=the-secret');
    expect(response.status).toBe(401);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('accepts the secret as the Basic auth password, as Commerce7 sends it', async () => {
    const response = await call(
      { object: 'Product', action: 'Update', tenantId: 't', payload: { slug: 'a-wine' } },
      { authorization: basic('commerce7:the-secret') },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['products', 'product:a-wine'],
      expired: true,
    });
    expect(invalidate).toHaveBeenCalledWith({ tags: ['products', 'product:a-wine'], store });
  });

  it.each([
    [{ modelName: 'nope', operation: 'publish' }, 'Unknown content model'],
    [{ model: 'page', url: '/visit' }, 'Invalid key'],
    ['not json', 'Invalid'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await call(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
