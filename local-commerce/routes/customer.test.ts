import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CustomerSchema, type Cart, type Customer } from '../../lib/commerce/entities';
import {
  SEED_PASSWORD,
  serviceForThisFile,
  uniqueEmail,
} from '@/tests/support/local-commerce-service';

const service = serviceForThisFile();
const { api } = service;

const linkToken = (line: string | undefined, parameter: string) => {
  const url = line?.match(/https?:\/\/\S+/)?.[0];
  return url ? new URL(url).searchParams.get(parameter) : null;
};

describe('login, self and logout', () => {
  it('signs in a seeded member and describes them', async () => {
    const login = await api.post<Customer>('customer/login', {
      email: ' Member@Example.com ',
      password: SEED_PASSWORD,
    });
    expect(login.status).toBe(200);
    const customer = v.parse(CustomerSchema, login.body);
    expect(customer.token).toMatch(/^[0-9a-f]{64}$/);
    expect(customer).toMatchObject({
      firstName: 'Maya',
      emails: [{ email: 'member@example.com' }],
      clubs: [{ clubTitle: '6 Bottle Red Wines Club', cancelDate: null }],
      tags: [{ title: 'Allocation' }],
      orderInformation: { isActiveClubMember: true, orderCount: 1 },
    });

    // Both the raw token (Commerce7 style) and a Bearer token are accepted.
    for (const token of [customer.token ?? '', `Bearer ${customer.token}`]) {
      const self = await api.get<Customer>('customer/self', { token });
      expect(self.status).toBe(200);
      expect(self.body.id).toBe(customer.id);
      expect(self.body.token).toBeUndefined();
    }

    expect((await api.post('customer/logout', {}, { token: customer.token })).status).toBe(204);
    const after = await api.get('customer/self', { token: customer.token });
    expect(after.status).toBe(401);
  });

  it('describes the lapsed and trade customers', async () => {
    const lapsed = await api.post<Customer>('customer/login', {
      email: 'lapsed@example.com',
      password: SEED_PASSWORD,
    });
    expect(lapsed.body.orderInformation?.isActiveClubMember).toBe(false);
    expect(lapsed.body.clubs?.[0]?.cancelDate).toBe('2025-06-30T17:00:00.000Z');
    const trade = await api.post<Customer>('customer/login', {
      email: 'trade@example.com',
      password: SEED_PASSWORD,
    });
    expect(trade.body.tags).toEqual([{ id: 'tag-trade', title: 'Trade' }]);
  });

  it.each([
    ['wrong password', { email: 'guest@example.com', password: 'nope-nope' }],
    ['unknown e-mail', { email: 'nobody@example.com', password: SEED_PASSWORD }],
  ])('refuses %s with 401', async (_name, body) => {
    const reply = await api.post('customer/login', body);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({
      statusCode: 401,
      type: 'unauthorized',
      message: 'Invalid email or password',
      errors: [],
    });
  });

  it('answers 401 to self and logout without a valid token', async () => {
    expect((await api.get('customer/self')).status).toBe(401);
    expect((await api.get('customer/self', { token: 'f'.repeat(64) })).status).toBe(401);
    expect((await api.post('customer/logout', {})).status).toBe(401);
  });

  it('attaches the anonymous cart on login and merges the previous customer cart into it', async () => {
    const email = uniqueEmail('merge');
    const registered = await api.post<Customer>('customer', {
      email,
      password: 'long-enough',
      firstName: 'Mia',
      lastName: 'Berg',
    });
    const owner = { token: registered.body.token ?? '' };
    const older = await api.newCart({ customerId: registered.body.id }, owner);
    await api.post(`cart/${older}/item`, { sku: 'ISO-2021-750', quantity: 2 }, owner);

    const anonymous = await api.newCart();
    await api.post(`cart/${anonymous}/item`, { sku: 'ISO-2021-750', quantity: 1 });
    await api.post(`cart/${anonymous}/item`, { sku: 'BSB-2023-750', quantity: 1 });

    const login = await api.post<Customer>('customer/login', {
      email,
      password: 'long-enough',
      cartId: anonymous,
    });
    expect(login.body.orderInformation?.currentWebCartId).toBe(anonymous);
    const cart = (await api.get<Cart>(`cart/${anonymous}`, { token: login.body.token ?? '' })).body;
    expect(cart.customerId).toBe(registered.body.id);
    expect(cart.items.map(({ sku, quantity }) => ({ sku, quantity }))).toEqual([
      { sku: 'ISO-2021-750', quantity: 3 },
      { sku: 'BSB-2023-750', quantity: 1 },
    ]);
    expect((await api.get(`cart/${older}`, owner)).status).toBe(404);
  });

  it('ignores an unknown cartId on login', async () => {
    const reply = await api.post('customer/login', {
      email: 'guest@example.com',
      password: SEED_PASSWORD,
      cartId: 'gone',
    });
    expect(reply.status).toBe(200);
  });
});

describe('POST customer (registration)', () => {
  it('creates, signs in and refuses a duplicate', async () => {
    const email = uniqueEmail('new');
    const reply = await api.post<Customer>('customer', {
      email,
      password: 'sunny-slope',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(reply.status).toBe(201);
    expect(v.parse(CustomerSchema, reply.body)).toMatchObject({
      firstName: 'Ada',
      orderInformation: { isActiveClubMember: false, orderCount: 0 },
    });
    expect((await api.get('customer/self', { token: reply.body.token })).status).toBe(200);

    const duplicate = await api.post('customer', {
      email: email.toUpperCase(),
      password: 'sunny-slope',
      firstName: 'A',
      lastName: 'L',
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.message).toBe('Customer already exists');
  });

  it.each([
    [
      { email: 'x@example.com', password: 'short', firstName: 'A', lastName: 'B' },
      'password: Password must be at least 8 characters',
    ],
    [
      { email: 'nope', password: 'long-enough', firstName: 'A', lastName: 'B' },
      'email: Invalid email address',
    ],
    [{ email: 'y@example.com', password: 'long-enough', lastName: 'B' }, 'firstName is required'],
  ])('validates %j', async (body, message) => {
    const reply = await api.post('customer', body);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(message);
  });
});

describe('reset-password and magic links', () => {
  it('logs a reset link for a known e-mail, and the token sets a new password once', async () => {
    const email = uniqueEmail('reset');
    await api.post('customer', {
      email,
      password: 'first-password',
      firstName: 'R',
      lastName: 'S',
    });
    const reply = await api.post('customer/generate-reset-password-link', { email });
    expect(reply.status).toBe(204);
    const token = linkToken(
      service.running.mail.findLast((line) => line.includes(email)),
      'token',
    );
    expect(token).toBeTruthy();

    expect(
      (await api.post('customer/reset-password', { token, password: 'second-password' })).status,
    ).toBe(204);
    expect(
      (await api.post('customer/reset-password', { token, password: 'third-password' })).status,
    ).toBe(422);
    expect((await api.post('customer/login', { email, password: 'first-password' })).status).toBe(
      401,
    );
    expect((await api.post('customer/login', { email, password: 'second-password' })).status).toBe(
      200,
    );
  });

  it('logs a magic link that signs the customer in', async () => {
    const reply = await api.post('customer/generate-magic-link', {
      email: 'guest@example.com',
      redirectUrl: 'http://localhost:3000/profile',
    });
    expect(reply.status).toBe(204);
    const line = service.running.mail.findLast((entry) => entry.includes('magic'));
    expect(line).toContain('http://localhost:3000/profile?magicLinkToken=');
    const login = await api.post<Customer>('customer/magic-link-login', {
      token: linkToken(line, 'magicLinkToken'),
    });
    expect(login.status).toBe(200);
    expect(login.body.emails[0]?.email).toBe('guest@example.com');
    expect(login.body.token).toBeTruthy();
  });

  it.each([
    'https://evil.example/profile',
    'http://localhost:3001/profile',
    'javascript:alert(1)',
    '//evil.example/x',
  ])('refuses a magic link leading off the storefront: %s', async (redirectUrl) => {
    const before = service.running.mail.length;
    const reply = await api.post('customer/generate-magic-link', {
      email: 'guest@example.com',
      redirectUrl,
    });
    expect(reply.status).toBe(422);
    expect(service.running.mail.length).toBe(before);
  });

  it('refuses a foreign redirect the same way for known and unknown e-mails', async () => {
    const ask = (email: string) =>
      api.post('customer/generate-magic-link', {
        email,
        redirectUrl: 'http://localhost:3001/profile/login',
      });
    const known = await ask('guest@example.com');
    const unknown = await ask('stranger@example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  /** Asks for one link of each kind for `email`; their tokens. */
  async function pendingLinks(email: string) {
    await api.post('customer/generate-magic-link', {
      email,
      redirectUrl: 'http://localhost:3000/profile',
    });
    const magic = linkToken(
      service.running.mail.findLast((line) => line.includes(email) && line.includes('magic')),
      'magicLinkToken',
    );
    await api.post('customer/generate-reset-password-link', { email });
    const reset = linkToken(
      service.running.mail.findLast((line) => line.includes(email) && line.includes('reset')),
      'token',
    );
    expect(magic).toBeTruthy();
    expect(reset).toBeTruthy();
    return { magic, reset };
  }

  // Links sent before a password change once signed in and set a password after it.
  it.each([
    [
      'a change of password from the account',
      async (email: string, password: string) => {
        const { token, id } = await api.login(email, password);
        const changed = await api.put(
          `customer/${id}/password`,
          { currentPassword: password, newPassword: 'Changed-Password-9' },
          { token },
        );
        expect(changed.status).toBe(204);
      },
    ],
    [
      'a reset by another link',
      async (email: string) => {
        await api.post('customer/generate-reset-password-link', { email });
        const token = linkToken(
          service.running.mail.findLast((line) => line.includes(email) && line.includes('reset')),
          'token',
        );
        expect(
          (await api.post('customer/reset-password', { token, password: 'Changed-Password-9' }))
            .status,
        ).toBe(204);
      },
    ],
  ])('after %s every link sent before it is void', async (_, change) => {
    const email = uniqueEmail('void-links');
    await api.post('customer', {
      email,
      password: 'first-password',
      firstName: 'V',
      lastName: 'L',
    });
    const before = await pendingLinks(email);
    await change(email, 'first-password');
    const magic = await api.post('customer/magic-link-login', { token: before.magic });
    expect([magic.status, magic.body.message]).toEqual([
      401,
      'This link is invalid or has expired',
    ]);
    const reset = await api.post('customer/reset-password', {
      token: before.reset,
      password: 'attacker-password',
    });
    expect([reset.status, reset.body.message]).toEqual([
      422,
      'This link is invalid or has expired',
    ]);
    expect(
      (await api.post('customer/login', { email, password: 'attacker-password' })).status,
    ).toBe(401);
    expect(
      (await api.post('customer/login', { email, password: 'Changed-Password-9' })).status,
    ).toBe(200);
    // Links asked for after the change work.
    const after = await pendingLinks(email);
    expect((await api.post('customer/magic-link-login', { token: after.magic })).status).toBe(200);
  });

  it.each(['customer/generate-reset-password-link', 'customer/generate-magic-link'])(
    '%s answers 404 for an unknown e-mail',
    async (path) => {
      const reply = await api.post(path, { email: 'stranger@example.com' });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({
        statusCode: 404,
        type: 'notFound',
        message: 'Customer not found',
        errors: [],
      });
    },
  );
});
