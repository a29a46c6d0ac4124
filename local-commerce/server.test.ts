import { describe, expect, it } from 'vitest';
import type { Cart } from '../lib/commerce/entities';
import { serviceForThisFile } from '@/tests/support/local-commerce-service';

const service = serviceForThisFile();
const { api } = service;

describe('request pipeline', () => {
  it.each([
    ['no tenant header', null],
    ['another tenant', 'someone-else'],
  ])('refuses %s with 400', async (_name, tenant) => {
    const reply = await api.get('product/for-web', { tenant });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      statusCode: 400,
      type: 'tenant',
      message: 'Missing or unknown tenant',
      errors: [],
    });
  });

  it('answers 404 for unknown routes and 405 for a known path with the wrong method', async () => {
    const unknown = await api.get('wine-list');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, type: 'notFound' });
    expect((await api.call('PATCH', 'product/for-web')).status).toBe(405);
    expect((await fetch(service.running.service.url.replace('/v1', '/elsewhere'))).status).toBe(
      404,
    );
  });

  it('answers 400 for malformed JSON', async () => {
    const reply = await api.post('cart', undefined, { rawBody: '{"channel": "Web",' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      statusCode: 400,
      type: 'invalidJson',
      message: 'Request body is not valid JSON',
      errors: [],
    });
  });

  it('serves /health without a tenant', async () => {
    const reply = await fetch(service.running.service.url.replace('/v1', '/health'));
    expect(reply.status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('replays a repeated add instead of adding twice', async () => {
    const cartId = await api.newCart();
    const add = () =>
      api.post<Cart>(
        `cart/${cartId}/item`,
        { sku: 'ISO-2021-750', quantity: 2 },
        { idempotencyKey: `add-${cartId}` },
      );
    const first = await add();
    const second = await add();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await api.get<Cart>(`cart/${cartId}`)).body.items).toMatchObject([
      { sku: 'ISO-2021-750', quantity: 2 },
    ]);
  });

  it('replays concurrent duplicates too', async () => {
    const cartId = await api.newCart();
    const key = `burst-${cartId}`;
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        api.post(
          `cart/${cartId}/item`,
          { sku: 'BSB-2023-750', quantity: 1 },
          { idempotencyKey: key },
        ),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201]);
    expect((await api.get<Cart>(`cart/${cartId}`)).body.items).toMatchObject([{ quantity: 1 }]);
  });

  it('replays a 204 and a creation', async () => {
    const created = await api.post<Cart>(
      'cart',
      { channel: 'Web' },
      { idempotencyKey: 'create-once' },
    );
    const again = await api.post<Cart>(
      'cart',
      { channel: 'Web' },
      { idempotencyKey: 'create-once' },
    );
    expect(again.body.id).toBe(created.body.id);

    const { token } = await api.login('guest@example.com');
    expect((await api.post('customer/logout', {}, { token, idempotencyKey: 'bye' })).status).toBe(
      204,
    );
    expect((await api.post('customer/logout', {}, { token, idempotencyKey: 'bye' })).status).toBe(
      204,
    );
  });

  it('keeps no sign-in token for replay: a retried login signs in afresh', async () => {
    const body = { email: 'trade@example.com', password: 'Cellar-Door-21' };
    const first = await api.post<{ token: string }>('customer/login', body, {
      idempotencyKey: 'login-once',
    });
    const retry = await api.post<{ token: string }>('customer/login', body, {
      idempotencyKey: 'login-once',
    });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.body.token).not.toBe(first.body.token);
    expect((await api.get('customer/self', { token: retry.body.token })).status).toBe(200);
  });

  it('answers 400 to a NUL anywhere in the request and to a malformed URL', async () => {
    expect(
      (await api.post('customer/login', { email: 'a\u0000@x.test', password: 'x' })).status,
    ).toBe(400);
    expect((await api.get('product/slug/%00/for-web')).status).toBe(400);
  });

  it('does not store refusals, so a corrected retry with the same key goes through', async () => {
    const key = 'retry-without-metadata';
    const refused = await api.post(
      'cart',
      { channel: 'Web', metaData: 'bad' },
      { idempotencyKey: key },
    );
    expect(refused.status).toBe(422);
    const retried = await api.post('cart', { channel: 'Web' }, { idempotencyKey: key });
    expect(retried.status).toBe(201);
  });

  it('refuses a key reused for a different call', async () => {
    const cartId = await api.newCart();
    await api.put(`cart/${cartId}`, { giftMessage: 'one' }, { idempotencyKey: `reuse-${cartId}` });
    const other = await api.post(
      `cart/${cartId}/item`,
      { sku: 'ISO-2021-750', quantity: 1 },
      { idempotencyKey: `reuse-${cartId}` },
    );
    expect(other.status).toBe(422);
    expect(other.body.type).toBe('idempotency');
  });
});
