import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ZIP_CODE_MESSAGE } from '../../lib/checkout/field-rules';
import {
  ClubMembershipSchema,
  ClubSchema,
  type Club,
  type ClubMembership,
  type Customer,
} from '../../lib/commerce/entities';
import {
  serviceForThisFile,
  TEST_ADDRESS,
  TEST_JOIN_EXTRAS as JOIN_EXTRAS,
  uniqueEmail,
} from '@/tests/support/local-commerce-service';

const { api } = serviceForThisFile();

describe('GET club', () => {
  it('lists the 9 clubs and 27 subscriptions', async () => {
    const reply = await api.get<{ clubs: Club[] }>('club');
    const clubs = reply.body.clubs.map((club) => v.parse(ClubSchema, club));
    // Three sizes, each of red wines, red and white wines, and Isosceles only.
    const clubSlugs = [4, 6, 12].flatMap((bottles) =>
      ['red-wines', 'red-and-white-wines', 'isosceles-only'].map(
        (type) => `${bottles}-bottle-${type}`,
      ),
    );
    expect(clubs.filter((club) => club.kind === 'club').map((club) => club.slug)).toEqual(
      clubSlugs,
    );
    const subscriptions = clubs.filter((club) => club.kind === 'subscription');
    expect(subscriptions).toHaveLength(27);
    expect(subscriptions[0]).toMatchObject({
      slug: '6-bottle-isosceles-only-subscription-1-month',
      bottles: 6,
      frequencyMonths: 1,
    });
    expect((await api.get('club/slug/24-bottle-sauvignon-blanc-subscription-3-month')).status).toBe(
      200,
    );
    expect((await api.get('club/slug/7-bottle-anything')).status).toBe(404);
  });
});

describe('club membership', () => {
  it('signs up a new customer by e-mail, then refuses a second sign-up to the same club', async () => {
    const email = uniqueEmail('joiner');
    const reply = await api.post<ClubMembership>('club-membership', {
      ...JOIN_EXTRAS,
      clubSlug: '12-bottle-isosceles-only',
      email,
      firstName: 'June',
      lastName: 'Ito',
      password: 'long-enough',
      shipTo: TEST_ADDRESS,
    });
    expect(reply.status).toBe(201);
    const membership = v.parse(ClubMembershipSchema, reply.body);
    expect(membership).toMatchObject({
      clubSlug: '12-bottle-isosceles-only',
      status: 'Active',
      cancelDate: null,
    });

    const { token } = await api.login(email, 'long-enough');
    const self = await api.get<Customer>('customer/self', { token });
    expect(self.body).toMatchObject({
      firstName: 'June',
      orderInformation: { isActiveClubMember: true },
      clubs: [{ clubTitle: '12 Bottle Isosceles Only Club' }],
    });

    // The e-mail alone does not enrol an existing account: it has to sign in.
    const byEmail = await api.post('club-membership', {
      ...JOIN_EXTRAS,
      clubSlug: '6-bottle-red-wines',
      email,
      shipTo: TEST_ADDRESS,
    });
    expect(byEmail.status).toBe(422);
    expect(byEmail.body.message).toBe(
      'An account with this email address already exists. Please log in to join.',
    );

    const again = await api.post(
      'club-membership',
      { ...JOIN_EXTRAS, clubSlug: '12-bottle-isosceles-only', shipTo: TEST_ADDRESS },
      { token },
    );
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(
      'You are already a member of the 12 Bottle Isosceles Only Club.',
    );
    // Two joins at once: one membership, the other refused with the same message.
    const racing = await Promise.all(
      [0, 1].map(() =>
        api.post(
          'club-membership',
          { ...JOIN_EXTRAS, clubSlug: '4-bottle-red-wines', shipTo: TEST_ADDRESS },
          { token },
        ),
      ),
    );
    expect(racing.map((reply) => reply.status).sort()).toEqual([201, 422]);

    const receipt = await api.get<ClubMembership>(`club-membership/${membership.id}/limited`);
    expect(receipt.body.shipTo).toMatchObject({ city: 'Paso Robles' });
    // Without a billing address, billing is the shipping address.
    expect(receipt.body.billTo).toMatchObject({ city: 'Paso Robles' });
  });

  it('signs up the signed-in customer and cancels, recomputing the member flag', async () => {
    const { token, id } = await api.login('guest@example.com');
    const joined = await api.post<ClubMembership>(
      'club-membership',
      {
        ...JOIN_EXTRAS,
        clubSlug: '6-bottle-cabernet-sauvignon-subscription-2-month',
        customerId: id,
        shipTo: TEST_ADDRESS,
        billTo: { ...TEST_ADDRESS, city: 'San Luis Obispo' },
      },
      { token },
    );
    expect(joined.status).toBe(201);
    expect(joined.body.customerId).toBe(id);
    expect(joined.body.billTo).toMatchObject({ city: 'San Luis Obispo' });

    const list = await api.get<{ clubMemberships: ClubMembership[] }>(
      `customer/${id}/club-membership`,
      { token },
    );
    expect(list.body.clubMemberships.map((membership) => membership.id)).toEqual([joined.body.id]);
    // Members get member prices on their carts straight away.
    const cartId = await api.newCart({ customerId: id }, { token });
    const cart = await api.post<{ items: { price: number }[] }>(
      `cart/${cartId}/item`,
      { sku: 'ISO-2021-750', quantity: 1 },
      { token },
    );
    expect(cart.body.items[0]?.price).toBe(7600);

    const cancelPath = `customer/${id}/club-membership/${joined.body.id}/cancel`;
    const cancelled = await api.put<ClubMembership>(
      cancelPath,
      { cancellationReason: 'Too much wine' },
      { token },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'Cancelled',
      cancellationReason: 'Too much wine',
    });
    expect(Date.parse(cancelled.body.cancelDate ?? '')).not.toBeNaN();

    const self = await api.get<Customer>('customer/self', { token });
    expect(self.body.orderInformation?.isActiveClubMember).toBe(false);
    expect(self.body.clubs?.[0]?.cancelDate).toBe(cancelled.body.cancelDate);
    expect((await api.put(cancelPath, {}, { token })).status).toBe(422);
  });

  it('guards the customer paths', async () => {
    const member = await api.login('member@example.com');
    const guest = await api.login('guest@example.com');
    const memberships = await api.get<{ clubMemberships: ClubMembership[] }>(
      `customer/${member.id}/club-membership`,
      {
        token: member.token,
      },
    );
    const membershipId = memberships.body.clubMemberships[0]?.id ?? '';
    expect((await api.get(`customer/${member.id}/club-membership`)).status).toBe(401);
    expect(
      (await api.get(`customer/${member.id}/club-membership`, { token: guest.token })).status,
    ).toBe(404);
    const cancelAsGuest = await api.put(
      `customer/${member.id}/club-membership/${membershipId}/cancel`,
      {},
      { token: guest.token },
    );
    expect(cancelAsGuest.status).toBe(404);
    const wrongOwner = await api.put(
      `customer/${guest.id}/club-membership/${membershipId}/cancel`,
      {},
      { token: guest.token },
    );
    expect(wrongOwner.status).toBe(404);
  });

  it.each([
    [
      { ...JOIN_EXTRAS, clubSlug: 'no-such-club', email: 'a@example.com', shipTo: TEST_ADDRESS },
      'Club not found',
    ],
    [
      { ...JOIN_EXTRAS, clubSlug: '4-bottle-red-wines', shipTo: TEST_ADDRESS },
      'email: Email address is required',
    ],
    [
      { ...JOIN_EXTRAS, clubSlug: '4-bottle-red-wines', email: 'b@example.com' },
      'shipTo is required',
    ],
    [
      {
        ...JOIN_EXTRAS,
        clubSlug: '4-bottle-red-wines',
        email: 'c@example.com',
        shipTo: { ...TEST_ADDRESS, zipCode: 'ABC' },
      },
      `shipTo.zipCode: ${ZIP_CODE_MESSAGE}`,
    ],
  ])('refuses %j', async (body, message) => {
    const reply = await api.post('club-membership', body);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(message);
  });

  it('never enrols a customer other than the signed-in one', async () => {
    const member = await api.login('member@example.com');
    const guest = await api.login('guest@example.com');
    const body = {
      ...JOIN_EXTRAS,
      clubSlug: '4-bottle-isosceles-only',
      customerId: member.id,
      shipTo: TEST_ADDRESS,
    };
    expect((await api.post('club-membership', body)).status).toBe(401);
    expect((await api.post('club-membership', body, { token: guest.token })).status).toBe(404);
  });

  it('answers 404 for an unknown membership receipt', async () => {
    expect((await api.get('club-membership/unknown/limited')).status).toBe(404);
  });
});
