import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CartSchema, ProductSchema } from '@/lib/commerce/entities';

import { createCircuitBreaker } from './circuit-breaker';
import {
  type ReplyClass,
  CommerceError,
  callsPausedError,
  neverReachedServer,
  replyClass,
} from './errors';
import {
  type AttemptOutcome,
  type CallEnding,
  type ReplyMeaning,
  classifyReply,
  createTransport,
  type HttpMethod,
  shouldRetry,
} from './transport';
import { type CommerceSettings, applySessionEffect, createMemorySession } from './session';
import {
  BASE_URL,
  connectionRefused,
  connectionReset,
  errorReply,
  fakeFetch,
  jsonReply,
  type Responder,
  sampleCart,
  sampleProduct,
  TENANT,
} from '@/tests/support/commerce-fakes';
import { recordSpans } from '@/tests/support/in-memory-tracing';

function setup(
  responder: Responder,
  settings: Partial<CommerceSettings> = {},
  session = startingSession(),
) {
  const { fetch, requests } = fakeFetch(responder);
  const report = vi.fn();
  const core = createTransport(
    { baseUrl: BASE_URL, tenant: TENANT, fetch, report, retryDelayMs: () => 0, ...settings },
    session,
  );
  return { core, session, report, requests };
}

function startingSession() {
  return createMemorySession({ token: 'token-abc', cartId: 'cart-1' });
}

describe('transport: request shape', () => {
  it('sends tenant, JSON content type and the raw customer token, and joins path and query to baseUrl', async () => {
    const { core, requests } = setup(() => jsonReply(200, sampleProduct()), {
      baseUrl: `${BASE_URL}/`,
    });
    await core.send({
      method: 'GET',
      path: 'product/slug/estate-cabernet/for-web',
      query: { customerId: 'cust-1', unused: undefined },
      schema: ProductSchema,
    });
    const [request] = requests;
    expect(request?.path).toBe('product/slug/estate-cabernet/for-web');
    expect(request?.query.toString()).toBe('customerId=cust-1');
    expect(request?.headers.get('tenant')).toBe(TENANT);
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Authorization')).toBe('token-abc');
    expect(request?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('sends no Authorization header without a token', async () => {
    const { core, requests } = setup(() => jsonReply(200, {}), {}, createMemorySession());
    await core.send({ method: 'GET', path: 'club', schema: v.unknown() });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it.each<HttpMethod>(['POST', 'PUT', 'DELETE'])(
    'sends a fresh Idempotency-Key and the JSON body on %s',
    async (method) => {
      const { core, requests } = setup(() => jsonReply(200, sampleCart()));
      const call = {
        method,
        path: 'cart/cart-1',
        body: { giftMessage: 'Cheers' },
        schema: CartSchema,
      };
      await core.send(call);
      await core.send(call);
      const [first, second] = requests.map((request) => request.headers.get('Idempotency-Key'));
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      expect(second).toMatch(/^[0-9a-f-]{36}$/);
      expect(first).not.toBe(second);
      expect(requests[0]?.body).toEqual({ giftMessage: 'Cheers' });
    },
  );
});

describe('transport: error catalogue', () => {
  type Expected =
    | { resolves: 'body' | 'nothing' | 'cart-validation-error'; message?: string }
    | { rejects: { statusCode: number; message: string | RegExp } };
  interface Row {
    row: string;
    method: HttpMethod;
    path: string;
    schema: v.GenericSchema;
    reply: () => Response;
    expected: Expected;
    // What the call leaves of the session, and whether it is reported: by default both are kept
    // and nothing is reported, so a row names only what differs.
    token?: 'cleared';
    cartId?: 'cleared';
    reported?: true;
  }
  const unknownSchema = v.unknown();
  const rows: Row[] = [
    {
      row: '200 returns the parsed body',
      method: 'GET',
      path: 'product/slug/estate-cabernet/for-web',
      schema: ProductSchema,
      reply: () => jsonReply(200, sampleProduct()),
      expected: { resolves: 'body' },
    },
    {
      row: '201 returns the parsed body',
      method: 'POST',
      path: 'cart',
      schema: CartSchema,
      reply: () => jsonReply(201, sampleCart()),
      expected: { resolves: 'body' },
    },
    {
      row: '204 returns nothing',
      method: 'POST',
      path: 'customer/logout',
      schema: unknownSchema,
      reply: () => new Response(null, { status: 204 }),
      expected: { resolves: 'nothing' },
    },
    {
      row: '200 with an empty body returns nothing',
      method: 'POST',
      path: 'customer/generate-magic-link',
      schema: unknownSchema,
      reply: () => new Response('', { status: 200 }),
      expected: { resolves: 'nothing' },
    },
    {
      row: '401 on a normal path clears the token and rejects',
      method: 'GET',
      path: 'customer/cust-1/club-membership',
      schema: unknownSchema,
      reply: () => errorReply(401, 'Token expired'),
      expected: { rejects: { statusCode: 401, message: 'Token expired' } },
      token: 'cleared',
    },
    {
      row: '401 on customer/login is passed on, token kept',
      method: 'POST',
      path: 'customer/login',
      schema: unknownSchema,
      reply: () => errorReply(401, 'Invalid email or password'),
      expected: { rejects: { statusCode: 401, message: 'Invalid email or password' } },
    },
    {
      row: '401 on customer/self is passed on, token kept',
      method: 'GET',
      path: 'customer/self',
      schema: unknownSchema,
      reply: () => errorReply(401, 'Unauthorized'),
      expected: { rejects: { statusCode: 401, message: 'Unauthorized' } },
    },
    {
      row: '404 on a product slug returns nothing',
      method: 'GET',
      path: 'product/slug/no-such-wine/for-web',
      schema: ProductSchema,
      reply: () => errorReply(404, 'Product not found'),
      expected: { resolves: 'nothing' },
    },
    {
      row: '404 on the reset-password link rejects with the server message',
      method: 'POST',
      path: 'customer/generate-reset-password-link',
      schema: unknownSchema,
      reply: () => errorReply(404, 'No customer with that email'),
      expected: { rejects: { statusCode: 404, message: 'No customer with that email' } },
    },
    {
      row: '404 on the magic link rejects with the server message',
      method: 'POST',
      path: 'customer/generate-magic-link',
      schema: unknownSchema,
      reply: () => errorReply(404, 'No customer with that email'),
      expected: { rejects: { statusCode: 404, message: 'No customer with that email' } },
    },
    {
      row: '404 on a cart path clears the cartId and returns nothing',
      method: 'GET',
      path: 'cart/cart-1',
      schema: CartSchema,
      reply: () => errorReply(404, 'Cart not found'),
      expected: { resolves: 'nothing' },
      cartId: 'cleared',
    },
    {
      row: '404 elsewhere rejects with 404 and the message',
      method: 'GET',
      path: 'order/o-9/limited',
      schema: unknownSchema,
      reply: () => errorReply(404, 'Order not found'),
      expected: { rejects: { statusCode: 404, message: 'Order not found' } },
    },
    {
      row: '422 on a cart path returns the error body as a value',
      method: 'POST',
      path: 'cart/cart-1/item',
      schema: CartSchema,
      reply: () => errorReply(422, 'Quantity exceeds the limit of 12'),
      expected: { resolves: 'cart-validation-error', message: 'Quantity exceeds the limit of 12' },
    },
    {
      row: '422 elsewhere rejects',
      method: 'POST',
      path: 'club-membership',
      schema: unknownSchema,
      reply: () => errorReply(422, 'Unknown club'),
      expected: { rejects: { statusCode: 422, message: 'Unknown club' } },
    },
    {
      row: '500 rejects and is reported',
      method: 'POST',
      path: 'cart/cart-1/item',
      schema: CartSchema,
      reply: () => errorReply(500, 'Internal error'),
      expected: { rejects: { statusCode: 500, message: 'Internal error' } },
      reported: true,
    },
    {
      row: 'a non-JSON error body rejects with its text',
      method: 'POST',
      path: 'customer/login',
      schema: unknownSchema,
      reply: () => new Response('Bad Gateway', { status: 502 }),
      expected: { rejects: { statusCode: 502, message: 'Bad Gateway' } },
      reported: true,
    },
    {
      row: 'unreadable JSON on a 2xx rejects and is reported',
      method: 'GET',
      path: 'cart/cart-1',
      schema: CartSchema,
      reply: () => new Response('{"id": "cart-1", ', { status: 200 }),
      expected: { rejects: { statusCode: 502, message: 'Unreadable JSON from GET cart/cart-1' } },
      reported: true,
    },
    {
      row: 'a schema mismatch rejects naming the call, and is reported',
      method: 'GET',
      path: 'product/slug/estate-cabernet/for-web',
      schema: ProductSchema,
      reply: () => jsonReply(200, { id: 7, title: 'No slug' }),
      expected: {
        rejects: {
          statusCode: 502,
          message: /^Unexpected reply from GET product\/slug\/estate-cabernet\/for-web: /,
        },
      },
      reported: true,
    },
  ];

  it.each(rows)(
    '$row',
    async ({ method, path, schema, reply, expected, token, cartId, reported }) => {
      const { core, session, report, requests } = setup(reply, { retries: 0 });
      const sent = core.send({ method, path, schema, body: method === 'GET' ? undefined : {} });

      if ('resolves' in expected) {
        const result = await sent;
        expect(result.kind).toBe(expected.resolves);
        if (result.kind === 'cart-validation-error') {
          expect(result.error).toEqual({
            kind: 'cart-validation-error',
            statusCode: 422,
            type: 'error',
            message: expected.message,
          });
        }
      } else {
        const error = await sent.then(
          () => undefined,
          (rejection: unknown) => rejection,
        );
        expect(error).toBeInstanceOf(CommerceError);
        expect(error).toMatchObject({
          statusCode: expected.rejects.statusCode,
          call: `${method} ${path}`,
        });
        expect((error as CommerceError).message).toMatch(expected.rejects.message);
      }

      expect(requests).toHaveLength(1);
      expect(await session.getToken()).toBe(token === 'cleared' ? undefined : 'token-abc');
      expect(await session.getCartId()).toBe(cartId === 'cleared' ? undefined : 'cart-1');
      expect(report).toHaveBeenCalledTimes(reported ? 1 : 0);
    },
  );

  it('parses the body with the schema: defaults filled, unknown keys dropped', async () => {
    const { core } = setup(() =>
      jsonReply(200, { id: 'cart-1', items: [], total: 0, extra: 'ignored' }),
    );
    const reply = await core.send({ method: 'GET', path: 'cart/cart-1', schema: CartSchema });
    expect(reply).toEqual({
      call: 'GET cart/cart-1',
      kind: 'body',
      body: { id: 'cart-1', items: [], subTotal: 0, total: 0 },
    });
  });
});

describe('transport: whose credentials a call carries, and a refused one never signs a shopper out', () => {
  const APP = { id: 'app-1', secret: 's3cret' };
  const refused = () => errorReply(401, 'Unauthorized');
  const row = (
    name: string,
    call: { path: string; auth?: 'visitor' | 'app' },
    options: { appCredentials?: typeof APP; token?: string },
    expected: { authorization: string | null; requests: number; tokenAfter: string | undefined },
  ) => ({ name, call, options, expected });

  it.each([
    row(
      'a visitor call carrying the customer token: its 401 clears the token',
      { path: 'customer/cust-1/club-membership' },
      { token: 'token-abc' },
      { authorization: 'token-abc', requests: 1, tokenAfter: undefined },
    ),
    row(
      'a public catalogue call carrying the token: its 401 clears it too (the token was refused)',
      { path: 'product/for-web' },
      { token: 'token-abc' },
      { authorization: 'token-abc', requests: 1, tokenAfter: undefined },
    ),
    row(
      'an app-credential call sends Basic auth, never the token, and its 401 keeps the token',
      { path: 'collection', auth: 'app' },
      { token: 'token-abc', appCredentials: APP },
      {
        authorization: `Basic ${Buffer.from('app-1:s3cret').toString('base64')}`,
        requests: 1,
        tokenAfter: 'token-abc',
      },
    ),
    row(
      'an app-credential call without app credentials is refused without a request, token kept',
      { path: 'collection', auth: 'app' },
      { token: 'token-abc' },
      { authorization: null, requests: 0, tokenAfter: 'token-abc' },
    ),
    row(
      'an anonymous call (no token in the session) is refused and clears nothing',
      { path: 'product/for-web' },
      {},
      { authorization: null, requests: 1, tokenAfter: undefined },
    ),
  ])('$name', async ({ call, options, expected }) => {
    const session = createMemorySession({ token: options.token, cartId: 'cart-1' });
    const clearToken = vi.spyOn(session, 'clearToken');
    const { core, requests } = setup(
      refused,
      { retries: 0, appCredentials: options.appCredentials },
      session,
    );
    await expect(
      core.send({ method: 'GET', path: call.path, auth: call.auth, schema: v.unknown() }),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect(requests).toHaveLength(expected.requests);
    expect(requests[0]?.headers.get('Authorization') ?? null).toBe(expected.authorization);
    expect(await session.getToken()).toBe(expected.tokenAfter);
    expect(clearToken).toHaveBeenCalledTimes(
      options.token !== undefined && expected.tokenAfter === undefined ? 1 : 0,
    );
    expect(await session.getCartId()).toBe('cart-1');
  });

  it('tells the call groups whether app credentials are configured', () => {
    expect(setup(refused).core.hasAppCredentials).toBe(false);
    expect(setup(refused, { appCredentials: APP }).core.hasAppCredentials).toBe(true);
  });
});

describe('transport: timeout', () => {
  it("rejects with 408 'Request timed out' when fetch never answers", async () => {
    const { core, report } = setup(() => 'hang', { timeoutMs: 20, retries: 0 });
    await expect(
      core.send({ method: 'GET', path: 'cart/cart-1', schema: CartSchema }),
    ).rejects.toMatchObject({
      statusCode: 408,
      message: 'Request timed out',
    });
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('aborts the fetch through its signal', async () => {
    let signal: AbortSignal | undefined;
    const fetchImpl: typeof fetch = (_input, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    };
    const core = createTransport(
      {
        baseUrl: BASE_URL,
        tenant: TENANT,
        fetch: fetchImpl,
        timeoutMs: 10,
        retries: 0,
        report: () => {},
      },
      createMemorySession(),
    );
    await expect(core.send({ method: 'GET', path: 'club', schema: v.unknown() })).rejects.toThrow(
      'Request timed out',
    );
    expect(signal?.aborted).toBe(true);
  });

  it('defaults to a 10,000 ms request timeout', async () => {
    vi.useFakeTimers();
    try {
      const { core } = setup(() => 'hang', { retries: 0, timeoutMs: undefined });
      const sent = core.send({ method: 'GET', path: 'club', schema: v.unknown() });
      const settled = vi.fn();
      sent.catch(settled);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 408 }));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('transport: retries', () => {
  /** Answers each request with the next item; the last one repeats. */
  function sequence(...answers: Array<() => Response | 'hang'>): Responder {
    let index = 0;
    return () => {
      const answer = answers[Math.min(index++, answers.length - 1)];
      if (!answer) throw new Error('no answer');
      return answer();
    };
  }
  const refused = () => {
    throw connectionRefused();
  };

  it('retries a GET after a 503 and resolves with the later answer', async () => {
    const { core, requests, report } = setup(
      sequence(
        () => errorReply(503, 'Busy'),
        () => jsonReply(200, sampleCart()),
      ),
    );
    const reply = await core.send({ method: 'GET', path: 'cart/cart-1', schema: CartSchema });
    expect(reply.kind).toBe('body');
    expect(requests).toHaveLength(2);
    expect(report).not.toHaveBeenCalled();
  });

  it('gives up after 3 retries (4 attempts) and reports the last failure once', async () => {
    const { core, requests, report } = setup(() => errorReply(500, 'Down'));
    await expect(
      core.send({ method: 'GET', path: 'club', schema: v.unknown() }),
    ).rejects.toMatchObject({ statusCode: 500 });
    expect(requests).toHaveLength(4);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.any(CommerceError), {
      call: 'GET club',
      statusCode: 500,
      attempts: 4,
    });
  });

  it('retries a GET after a timeout', async () => {
    const { core, requests } = setup(
      sequence(
        () => 'hang',
        () => jsonReply(200, sampleCart()),
      ),
      { timeoutMs: 10 },
    );
    expect((await core.send({ method: 'GET', path: 'cart/cart-1', schema: CartSchema })).kind).toBe(
      'body',
    );
    expect(requests).toHaveLength(2);
  });

  it.each<HttpMethod>(['PUT', 'DELETE'])(
    'retries an idempotent %s after a 5xx, with the same Idempotency-Key',
    async (method) => {
      const { core, requests } = setup(
        sequence(
          () => errorReply(502, 'Bad gateway'),
          () => jsonReply(200, sampleCart()),
        ),
      );
      await core.send({
        method,
        path: 'cart/cart-1/item/CAB-750',
        body: { sku: 'CAB-750', quantity: 2 },
        schema: CartSchema,
      });
      expect(requests).toHaveLength(2);
      expect(requests[1]?.headers.get('Idempotency-Key')).toBe(
        requests[0]?.headers.get('Idempotency-Key'),
      );
    },
  );

  it('never retries a 4xx', async () => {
    const { core, requests } = setup(() => errorReply(400, 'Bad request'));
    await expect(
      core.send({ method: 'GET', path: 'club', schema: v.unknown() }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(requests).toHaveLength(1);
  });

  describe('POST add-item against a fake server that counts adds', () => {
    function cartServer(failure: 'timeout' | '5xx' | 'reset') {
      let adds = 0;
      const responder: Responder = () => {
        adds += 1; // the server carried the add out; then the reply is lost or fails
        if (failure === 'timeout') return 'hang';
        if (failure === 'reset') throw connectionReset();
        return errorReply(503, 'Unavailable');
      };
      return { responder, adds: () => adds };
    }

    it.each(['timeout', '5xx', 'reset'] as const)(
      'is not retried after a %s: the server saw one add',
      async (failure) => {
        const server = cartServer(failure);
        const { core, requests } = setup(server.responder, { timeoutMs: 20 });
        await expect(
          core.send({
            method: 'POST',
            path: 'cart/cart-1/item',
            body: { sku: 'CAB-750', quantity: 1 },
            schema: CartSchema,
          }),
        ).rejects.toBeInstanceOf(CommerceError);
        expect(requests).toHaveLength(1);
        expect(server.adds()).toBe(1);
      },
    );
  });

  it('retries a POST whose connection was refused, with the same Idempotency-Key on each attempt', async () => {
    const { core, requests } = setup(
      sequence(refused, refused, () => jsonReply(200, sampleCart())),
    );
    const reply = await core.send({
      method: 'POST',
      path: 'cart/cart-1/item',
      body: { sku: 'CAB-750', quantity: 1 },
      schema: CartSchema,
    });
    expect(reply.kind).toBe('body');
    expect(requests).toHaveLength(3);
    const keys = new Set(requests.map((request) => request.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(1);
  });

  it('stops after 3 retries of a refused connection and rejects as unreachable', async () => {
    const { core, requests, report } = setup(refused);
    await expect(
      core.send({ method: 'POST', path: 'customer/login', body: {}, schema: v.unknown() }),
    ).rejects.toMatchObject({ statusCode: 502, message: 'Commerce service unreachable' });
    expect(requests).toHaveLength(4);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('honours a smaller retry count and waits between attempts', async () => {
    const delays: number[] = [];
    const { core, requests } = setup(() => errorReply(503, 'Busy'), {
      retries: 2,
      retryDelayMs: (retry) => {
        delays.push(retry);
        return 0;
      },
    });
    await expect(
      core.send({ method: 'GET', path: 'club', schema: v.unknown() }),
    ).rejects.toMatchObject({ statusCode: 503 });
    expect(requests).toHaveLength(3);
    expect(delays).toEqual([1, 2]);
  });
});

describe('transport: overall deadline (rendering)', () => {
  it('ends the call at the deadline, retries included, and reports a timeout once', async () => {
    const startedAt = Date.now();
    const { core, report, requests } = setup(() => 'hang', {
      timeoutMs: 10_000,
      retries: 3,
      deadlineAt: () => startedAt + 60,
    });
    const error = await core
      .send({ method: 'GET', path: 'customer/self', schema: v.unknown() })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommerceError);
    expect((error as CommerceError).statusCode).toBe(408);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(requests).toHaveLength(1);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('still retries quick failures while the deadline leaves room', async () => {
    let calls = 0;
    const { core, requests } = setup(
      () => (++calls < 3 ? errorReply(503, 'busy') : jsonReply(200, sampleCart())),
      { deadlineAt: () => Date.now() + 5_000 },
    );
    const reply = await core.send({ method: 'GET', path: 'cart/cart-1', schema: CartSchema });
    expect(reply.kind).toBe('body');
    expect(requests).toHaveLength(3);
  });

  it('makes no request once the deadline has passed', async () => {
    const { core, requests } = setup(() => jsonReply(200, {}), {
      deadlineAt: () => Date.now() - 1,
    });
    await expect(
      core.send({ method: 'GET', path: 'club', schema: v.unknown() }),
    ).rejects.toMatchObject({ statusCode: 408 });
    expect(requests).toHaveLength(0);
  });
});

describe('transport: circuit breaker', () => {
  it('pauses calls after failures in a row without a request or a report, and reports the outage once', async () => {
    const onOpen = vi.fn();
    const breaker = createCircuitBreaker({ threshold: 2, cooldownMs: 60_000, onOpen });
    const { core, requests, report } = setup(() => 'hang', {
      timeoutMs: 10,
      retries: 0,
      breaker,
    });
    const call = { method: 'GET', path: 'customer/self', schema: v.unknown() } as const;
    await expect(core.send(call)).rejects.toMatchObject({ statusCode: 408 });
    await expect(core.send(call)).rejects.toMatchObject({ statusCode: 408 });
    expect(requests).toHaveLength(2);
    expect(onOpen).toHaveBeenCalledTimes(1);
    report.mockClear();

    await expect(core.send(call)).rejects.toMatchObject({ statusCode: 503 });
    expect(requests).toHaveLength(2);
    expect(report).not.toHaveBeenCalled();
  });

  it('counts a quick 5xx reply as an answer, never as an outage', async () => {
    const breaker = createCircuitBreaker({ threshold: 1, cooldownMs: 60_000 });
    const { core } = setup(() => errorReply(500, 'boom'), { retries: 0, breaker });
    await expect(
      core.send({ method: 'GET', path: 'club', schema: v.unknown() }),
    ).rejects.toMatchObject({ statusCode: 500 });
    expect(breaker.state).toBe('closed');
  });
});

describe('shouldRetry', () => {
  const rows: Array<[HttpMethod, AttemptOutcome, boolean]> = [
    ['GET', { kind: 'reply', status: 503 }, true],
    ['GET', { kind: 'reply', status: 500 }, true],
    ['GET', { kind: 'reply', status: 404 }, false],
    ['GET', { kind: 'reply', status: 429 }, false],
    ['GET', { kind: 'timeout' }, true],
    ['GET', { kind: 'network-error', error: connectionReset() }, true],
    ['PUT', { kind: 'reply', status: 502 }, true],
    ['PUT', { kind: 'timeout' }, true],
    ['DELETE', { kind: 'reply', status: 500 }, true],
    ['DELETE', { kind: 'reply', status: 422 }, false],
    ['POST', { kind: 'reply', status: 503 }, false],
    ['POST', { kind: 'timeout' }, false],
    ['POST', { kind: 'network-error', error: connectionReset() }, false],
    ['POST', { kind: 'network-error', error: connectionRefused() }, true],
    ['POST', { kind: 'network-error', error: new Error('aborted') }, false],
  ];
  it.each(rows)('%s after %o -> %s', (method, outcome, expected) => {
    expect(shouldRetry(method, outcome)).toBe(expected);
  });
});

describe('neverReachedServer', () => {
  const withCause = (cause: unknown) => new TypeError('fetch failed', { cause });
  const coded = (code: string) => Object.assign(new Error(code), { code });
  const rows: Array<[string, unknown, boolean]> = [
    ['connection refused', connectionRefused(), true],
    ['DNS failure', withCause(coded('ENOTFOUND')), true],
    ['DNS try again', withCause(coded('EAI_AGAIN')), true],
    [
      'every address refused',
      withCause(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')])),
      true,
    ],
    [
      'one address reset',
      withCause(new AggregateError([coded('ECONNREFUSED'), coded('ECONNRESET')])),
      false,
    ],
    ['connection reset', connectionReset(), false],
    ['no cause', new TypeError('fetch failed'), false],
    ['not an error', 'boom', false],
  ];
  it.each(rows)('%s -> %s', (_name, error, expected) => {
    expect(neverReachedServer(error)).toBe(expected);
  });
});

/** The span of each commerce call: one per logical call, retries included. */
const tracing = recordSpans();
beforeEach(() => tracing.reset());

function sendTraced(responder: Responder, settings: Partial<CommerceSettings> = {}) {
  const { fetch } = fakeFetch(responder);
  const core = createTransport(
    {
      baseUrl: BASE_URL,
      tenant: TENANT,
      fetch,
      report: vi.fn(),
      retryDelayMs: () => 0,
      ...settings,
    },
    createMemorySession({ token: 'secret-token', cartId: 'cart-1' }),
  );
  return core.send({ method: 'GET', path: 'cart/cart-1', schema: v.unknown() });
}

const onlySpan = (): ReadableSpan => {
  const spans = tracing.spans();
  expect(spans).toHaveLength(1);
  return spans[0] as ReadableSpan;
};

describe('commerce call spans', () => {
  it('names the call by method and path template, never by its ids or token', async () => {
    await sendTraced(() => jsonReply(200, {}));
    const span = onlySpan();
    expect(span.name).toBe('GET cart/{cartId}');
    expect(span.kind).toBe(2); // SpanKind.CLIENT
    expect(span.attributes).toEqual({
      'http.request.method': 'GET',
      'url.template': 'cart/{cartId}',
      'http.response.status_code': 200,
      'commerce.attempts': 1,
      'commerce.deadline_hit': false,
      'commerce.breaker.state': 'none',
    });
    expect(JSON.stringify(span.attributes)).not.toMatch(/cart-1|secret-token/);
  });

  it('counts the retries of a call that could not connect and marks it failed', async () => {
    await expect(
      sendTraced(() => {
        throw connectionRefused();
      }),
    ).rejects.toMatchObject({ statusCode: 502 });
    const span = onlySpan();
    expect(span.attributes).toMatchObject({
      'commerce.attempts': 4,
      'http.request.resend_count': 3,
      'commerce.deadline_hit': false,
      'error.type': '502',
    });
    expect(span.attributes['http.response.status_code']).toBeUndefined();
    expect(span.status.code).toBe(2); // SpanStatusCode.ERROR
  });

  it('says when the deadline cut the call short', async () => {
    await expect(
      sendTraced(() => 'hang', { deadlineAt: () => Date.now() + 50 }),
    ).rejects.toMatchObject({
      statusCode: 408,
    });
    expect(onlySpan().attributes).toMatchObject({
      'commerce.deadline_hit': true,
      'error.type': '408',
    });
  });

  it("records the breaker's state: a paused service is a call refused without a request", async () => {
    const breaker = createCircuitBreaker({ threshold: 1, cooldownMs: 60_000 });
    breaker.record(false);
    await expect(sendTraced(() => jsonReply(200, {}), { breaker })).rejects.toMatchObject({
      type: 'calls-paused',
    });
    expect(onlySpan().attributes).toMatchObject({
      'commerce.breaker.state': 'open',
      'commerce.attempts': 0,
      'error.type': '503',
    });
  });
});

// What a reply means: the error catalogue, the class of a failure, its effect on the session.

const reply = (status: number): CallEnding => ({ kind: 'reply', status });
const WITH_TOKEN = { customerToken: true };
const WITHOUT_TOKEN = { customerToken: false };

describe('classifyReply: the error catalogue as one table', () => {
  const row = (
    name: string,
    ending: CallEnding,
    path: string,
    sent: { customerToken: boolean },
    meaning: ReplyMeaning,
  ) => ({ name, ending, path, sent, meaning });
  const meaning = (
    replyClass: ReplyClass,
    resolves: ReplyMeaning['resolves'],
    report: boolean,
    session: ReplyMeaning['session'] = 'keep',
  ): ReplyMeaning => ({ class: replyClass, resolves, session, report });

  it.each([
    row('200', reply(200), 'cart/c1', WITH_TOKEN, meaning('success', 'body', false)),
    row('201', reply(201), 'cart', WITH_TOKEN, meaning('success', 'body', false)),
    row('204', reply(204), 'customer/logout', WITH_TOKEN, meaning('success', 'body', false)),
    row(
      '401 to the customer token clears it',
      reply(401),
      'customer/c1/club-membership',
      WITH_TOKEN,
      meaning('refused', 'reject', false, 'clear-token'),
    ),
    row(
      '401 to a catalogue call carrying the token clears it too',
      reply(401),
      'product/for-web',
      WITH_TOKEN,
      meaning('refused', 'reject', false, 'clear-token'),
    ),
    row(
      '401 to a call without the token clears nothing',
      reply(401),
      'collection',
      WITHOUT_TOKEN,
      meaning('refused', 'reject', false),
    ),
    row(
      '401 on customer/login is the answer itself',
      reply(401),
      'customer/login',
      WITH_TOKEN,
      meaning('refused', 'reject', false),
    ),
    row(
      '401 on customer/self is the answer itself (the customer load decides)',
      reply(401),
      'customer/self',
      WITH_TOKEN,
      meaning('refused', 'reject', false),
    ),
    row(
      '404 on a product slug is no product',
      reply(404),
      'product/slug/x/for-web',
      WITH_TOKEN,
      meaning('not-found', 'nothing', false),
    ),
    row(
      '404 on a cart path forgets the cart',
      reply(404),
      'cart/c1/item',
      WITH_TOKEN,
      meaning('not-found', 'nothing', false, 'clear-cart-id'),
    ),
    row(
      '404 elsewhere rejects, unreported',
      reply(404),
      'customer/generate-magic-link',
      WITHOUT_TOKEN,
      meaning('not-found', 'reject', false),
    ),
    row(
      '422 on a cart path is a value',
      reply(422),
      'cart/c1/checkout',
      WITH_TOKEN,
      meaning('invalid', 'cart-validation-error', false),
    ),
    row(
      '422 elsewhere rejects, unreported',
      reply(422),
      'club-membership',
      WITH_TOKEN,
      meaning('invalid', 'reject', false),
    ),
    row(
      '409 on order/cart is a checkout still running, unreported',
      reply(409),
      'order/cart/c1',
      WITH_TOKEN,
      meaning('invalid', 'reject', false),
    ),
    row(
      '409 elsewhere is reported',
      reply(409),
      'cart/c1',
      WITH_TOKEN,
      meaning('invalid', 'reject', true),
    ),
    row('400 is reported', reply(400), 'cart', WITH_TOKEN, meaning('invalid', 'reject', true)),
    row(
      '403 is reported and keeps the token',
      reply(403),
      'customer/self',
      WITH_TOKEN,
      meaning('invalid', 'reject', true),
    ),
    row('429', reply(429), 'product/for-web', WITHOUT_TOKEN, meaning('throttled', 'reject', true)),
    row('500', reply(500), 'cart/c1', WITH_TOKEN, meaning('down', 'reject', true)),
    row('503', reply(503), 'customer/self', WITH_TOKEN, meaning('down', 'reject', true)),
    row('a 408 reply', reply(408), 'cart/c1', WITH_TOKEN, meaning('down', 'reject', true)),
    row('a 3xx reply', reply(302), 'cart/c1', WITH_TOKEN, meaning('down', 'reject', true)),
    row('timeout', { kind: 'timeout' }, 'cart/c1', WITH_TOKEN, meaning('down', 'reject', true)),
    row(
      'no connection',
      { kind: 'network-error' },
      'customer/self',
      WITH_TOKEN,
      meaning('down', 'reject', true),
    ),
  ])('$name', ({ ending, path, sent, meaning: expected }) => {
    expect(classifyReply(ending, path, sent)).toEqual(expected);
  });
});

describe('replyClass: what a failed call meant, for code that tells failures apart', () => {
  const failure = (statusCode: number) => new CommerceError({ statusCode, message: 'x' });
  it.each<[string, unknown, ReplyClass]>([
    ['401', failure(401), 'refused'],
    ['404', failure(404), 'not-found'],
    ['409', failure(409), 'invalid'],
    ['422', failure(422), 'invalid'],
    ['429', failure(429), 'throttled'],
    ['408 (our timeout)', failure(408), 'down'],
    ['502 (unreachable or unreadable)', failure(502), 'down'],
    ['calls paused by the breaker', callsPausedError('GET cart/c1'), 'down'],
    ['an error that is no commerce reply', new Error('boom'), 'down'],
  ])('%s', (_name, error, expected) => {
    expect(replyClass(error)).toBe(expected);
  });
});

describe('applySessionEffect: the one place a reply changes the session', () => {
  it.each([
    ['keep', 'token-1', 'cart-1'],
    ['clear-token', undefined, 'cart-1'],
    ['clear-cart-id', 'token-1', undefined],
  ] as const)('%s', async (effect, token, cartId) => {
    const session = createMemorySession({ token: 'token-1', cartId: 'cart-1' });
    await applySessionEffect(session, effect);
    expect(await session.getToken()).toBe(token);
    expect(await session.getCartId()).toBe(cartId);
  });
});
