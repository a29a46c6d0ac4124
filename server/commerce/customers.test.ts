import { describe, expect, it } from 'vitest';

import { createCommerceClient } from './index';
import { createMemorySession } from './session';
import {
  BASE_URL,
  errorReply,
  fakeFetch,
  jsonReply,
  type Responder,
  sampleCustomer,
  TENANT,
} from '@/tests/support/commerce-fakes';

function setup(responder: Responder, session = createMemorySession()) {
  const { fetch, requests } = fakeFetch(responder);
  const client = createCommerceClient(
    { baseUrl: BASE_URL, tenant: TENANT, fetch, retryDelayMs: () => 0, report: () => {} },
    session,
  );
  return { client, session, requests };
}

describe('customer calls', () => {
  it('login keeps the returned token in the session', async () => {
    const { client, session } = setup(() =>
      jsonReply(200, sampleCustomer({ token: 'fresh-token' })),
    );
    const customer = await client.login({ email: 'ada@example.com', password: 'secret' });
    expect(customer.id).toBe('cust-1');
    expect(await session.getToken()).toBe('fresh-token');
  });

  it('registerCustomer signs the new customer in', async () => {
    const { client, session } = setup(() => jsonReply(201, sampleCustomer({ token: 'new-token' })));
    await client.registerCustomer({
      email: 'ada@example.com',
      password: 'secret',
      firstName: 'Ada',
      lastName: 'Vine',
    });
    expect(await session.getToken()).toBe('new-token');
  });

  it('login rejects a reply without a token', async () => {
    const { client, session } = setup(() => jsonReply(200, sampleCustomer()));
    await expect(
      client.login({ email: 'ada@example.com', password: 'secret' }),
    ).rejects.toMatchObject({ statusCode: 502 });
    expect(await session.getToken()).toBeUndefined();
  });

  it('a failed login leaves the current token alone', async () => {
    const { client, session } = setup(
      () => errorReply(401, 'Invalid credentials'),
      createMemorySession({ token: 'old' }),
    );
    await expect(
      client.login({ email: 'ada@example.com', password: 'wrong' }),
    ).rejects.toMatchObject({
      statusCode: 401,
      message: 'Invalid credentials',
    });
    expect(await session.getToken()).toBe('old');
  });

  it('logout clears the token', async () => {
    const { client, session } = setup(
      () => new Response(null, { status: 204 }),
      createMemorySession({ token: 'old' }),
    );
    await client.logout();
    expect(await session.getToken()).toBeUndefined();
  });

  it('logout clears the token even when the call fails', async () => {
    const { client, session } = setup(
      () => errorReply(500, 'Down'),
      createMemorySession({ token: 'old' }),
    );
    await expect(client.logout()).rejects.toMatchObject({ statusCode: 500 });
    expect(await session.getToken()).toBeUndefined();
  });

  it('getSelf resolves the customer with defaults filled', async () => {
    const { client } = setup(() =>
      jsonReply(200, { id: 'cust-1', emails: [{ id: 'e1', email: 'ada@example.com' }] }),
    );
    expect(await client.getSelf()).toMatchObject({
      id: 'cust-1',
      clubs: [],
      tags: [],
      orderInformation: { isActiveClubMember: false, orderCount: 0 },
    });
  });
});
