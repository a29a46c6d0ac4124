import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ClubMembershipSchema,
  CustomerAddressSchema,
  CustomerSchema,
  type ClubMembership,
} from '../../lib/commerce/entities';
import { addMonths, shipmentDateText } from '../../lib/club/membership-plan';
import {
  startTestService,
  TEST_ADDRESS,
  TEST_CARD,
  uniqueEmail,
  type Api,
  type TestService,
} from '@/tests/support/local-commerce-service';

let running: TestService;
let lastEmail = '';
const randomCardId = '00000000-0000-4000-8000-000000000000';

/** Subjects of the e-mails the outbox holds for an address, newest first. */
async function mailTo(email: string): Promise<string[]> {
  const reply = await api.get<{ emails: { to: string; subject: string }[] }>('outbox?limit=200');
  return reply.body.emails.filter((mail) => mail.to === email).map((mail) => mail.subject);
}
let api: Api;

beforeAll(async () => {
  running = await startTestService();
  api = running.api;
});
afterAll(() => running.service.close());

/** A fresh customer with one membership, so tests never share state with the seed. */
async function newMember(clubSlug = '6-bottle-red-wines') {
  const email = uniqueEmail('member');
  lastEmail = email;
  const joined = await api.post<ClubMembership>('club-membership', {
    birthDate: '1980-04-02',
    payment: { cardHolderName: 'Rosa Quintero', ...TEST_CARD },
    termsAccepted: true,
    clubSlug,
    email,
    password: 'Cellar-Door-21',
    shipTo: TEST_ADDRESS,
  });
  expect(joined.status).toBe(201);
  const { token, id } = await api.login(email, 'Cellar-Door-21');
  const base = `customer/${id}/club-membership/${joined.body.id}`;
  return { token, id, membership: joined.body, base };
}

describe('customer details and password', () => {
  it('updates names, phone and birth date; refuses bad input and changes nothing', async () => {
    const { token, id } = await newMember();
    const good = {
      firstName: 'Ana',
      lastName: 'Lind',
      phone: '(805) 555-0100',
      birthDate: '1980-05-04',
    };
    const reply = await api.put(`customer/${id}`, good, { token });
    expect(reply.status).toBe(200);
    expect(v.parse(CustomerSchema, reply.body)).toMatchObject({
      firstName: 'Ana',
      phones: [{ phone: '(805) 555-0100' }],
      birthDate: '1980-05-04',
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, firstName: ' ' }, 'firstName: First name is required'],
      [{ ...good, phone: '12' }, 'phone: Please enter a valid phone number'],
      [
        { ...good, birthDate: `${new Date().getUTCFullYear() - 5}-01-01` },
        'birthDate: You must be at least 21 years old',
      ],
      [{ ...good, birthDate: '1980-02-31' }, 'birthDate: Please enter a valid date'],
    ];
    for (const [body, message] of cases) {
      const refused = await api.put(`customer/${id}`, body, { token });
      expect([refused.status, refused.body.message]).toEqual([422, message]);
    }
    expect((await api.get<{ firstName: string }>('customer/self', { token })).body.firstName).toBe(
      'Ana',
    );
    expect((await api.put(`customer/${id}`, good)).status).toBe(401);
    const other = await api.login('guest@example.com');
    expect((await api.put(`customer/${id}`, good, { token: other.token })).status).toBe(404);
  });

  it('changes the password only with the current one, keeping this session', async () => {
    const { token, id } = await newMember();
    const wrong = await api.put(
      `customer/${id}/password`,
      { currentPassword: 'nope', newPassword: 'New-Cellar-22' },
      { token },
    );
    expect([wrong.status, wrong.body.message]).toEqual([
      422,
      'currentPassword: Current password is incorrect',
    ]);
    const weak = await api.put(
      `customer/${id}/password`,
      { currentPassword: 'Cellar-Door-21', newPassword: 'short' },
      { token },
    );
    expect(weak.status).toBe(422);
    const done = await api.put(
      `customer/${id}/password`,
      { currentPassword: 'Cellar-Door-21', newPassword: 'New-Cellar-22' },
      { token },
    );
    expect(done.status).toBe(204);
    expect((await api.get('customer/self', { token })).status).toBe(200);
  });
});

describe('address book', () => {
  it('adds, edits, chooses the default and removes; refuses a state wine cannot ship to', async () => {
    const { token, id } = await newMember();
    const path = `customer/${id}/address`;
    const first = await api.post(path, TEST_ADDRESS, { token });
    expect(first.status).toBe(201);
    expect(v.parse(CustomerAddressSchema, first.body).isDefault).toBe(true);
    const second = await api.post(
      path,
      { ...TEST_ADDRESS, address: '2 Vine Lane', stateCode: 'OR', zipCode: '97201' },
      { token },
    );
    expect(second.body.isDefault).toBe(false);
    const utah = await api.post(path, { ...TEST_ADDRESS, stateCode: 'UT' }, { token });
    expect([utah.status, utah.body.message]).toEqual([
      422,
      'stateCode: Sorry, we cannot ship wine to Utah. Please choose a shipping address in another state.',
    ]);
    const made = await api.put(
      `${path}/${String(second.body.id)}`,
      { ...TEST_ADDRESS, address: '3 Vine Lane', isDefault: true },
      { token },
    );
    expect(made.body).toMatchObject({ address: '3 Vine Lane', isDefault: true });
    const list = await api.get<{ addresses: { id: string; isDefault: boolean }[] }>(path, {
      token,
    });
    expect(list.body.addresses.map((address) => address.isDefault)).toEqual([true, false]);
    expect(
      (await api.get<{ addresses: unknown[] }>('customer/self', { token })).body.addresses,
    ).toMatchObject([{ address: '3 Vine Lane' }]);
    expect((await api.del(`${path}/${String(second.body.id)}`, { token })).status).toBe(204);
    const after = await api.get<{ addresses: { isDefault: boolean }[] }>(path, { token });
    expect(after.body.addresses).toMatchObject([{ isDefault: true }]);
    expect((await api.del(`${path}/${String(second.body.id)}`, { token })).status).toBe(404);
    expect((await api.get(path)).status).toBe(401);
  });
});

describe('membership changes', () => {
  it('skips the next shipment: the date moves one interval and the history says so', async () => {
    const { token, id, membership, base } = await newMember();
    const next = membership.nextShipmentDate ?? '';
    expect(next).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const skipped = await api.post<ClubMembership>(`${base}/skip`, {}, { token });
    expect(skipped.status).toBe(200);
    const parsed = v.parse(ClubMembershipSchema, skipped.body);
    expect(parsed.nextShipmentDate).toBe(addMonths(next, 3));
    expect(parsed.skippedShipmentDates).toEqual([next]);
    const events = await api.get<{ events: { message: string }[] }>(`customer/${id}/event`, {
      token,
    });
    expect(await mailTo(lastEmail)).toContain('Your 6 Bottle Red Wines Club shipment is skipped');
    expect(events.body.events[0]?.message).toBe(
      `Shipment skipped: ${shipmentDateText(next)} — 6 Bottle Red Wines Club`,
    );
  });

  it('skips a confirmed date once: the same request again changes nothing', async () => {
    const { token, id, membership, base } = await newMember();
    const next = membership.nextShipmentDate ?? '';
    const first = await api.post<ClubMembership>(`${base}/skip`, { shipmentDate: next }, { token });
    expect(first.status).toBe(200);
    const again = await api.post<ClubMembership>(`${base}/skip`, { shipmentDate: next }, { token });
    expect(again.status).toBe(200);
    expect(again.body.skippedShipmentDates).toEqual([next]);
    expect(again.body.nextShipmentDate).toBe(addMonths(next, 3));
    // A date that is not the next shipment (a stale page) is refused and skips nothing.
    const stale = await api.post(`${base}/skip`, { shipmentDate: addMonths(next, 6) }, { token });
    expect(stale.status).toBe(422);
    const after = await api.get<{ data: ClubMembership[] }>(`customer/${id}/club-membership`, {
      token,
    });
    expect(JSON.stringify(after.body)).toContain(`"skippedShipmentDates":["${next}"]`);
  });

  it('holds and resumes; a held membership has no next shipment and cannot skip', async () => {
    const { token, base } = await newMember();
    const held = await api.put<ClubMembership>(base, { status: 'On Hold' }, { token });
    expect(held.body).toMatchObject({ status: 'On Hold', nextShipmentDate: null });
    expect((await api.put(base, { status: 'On Hold' }, { token })).status).toBe(422);
    expect((await api.post(`${base}/skip`, {}, { token })).status).toBe(422);
    const resumed = await api.put<ClubMembership>(base, { status: 'Active' }, { token });
    expect(resumed.body.status).toBe('Active');
    expect(resumed.body.nextShipmentDate).toBeTruthy();
    expect(
      (await mailTo(lastEmail)).filter((subject) => subject.endsWith('membership has changed')),
    ).toHaveLength(2);
  });

  it.each([
    ['6-bottle-red-wines', { bottles: 12 }, 200, '12 Bottle Red Wines Club'],
    ['6-bottle-red-wines', { bottles: 24 }, 422, undefined],
    ['6-bottle-red-wines', { bottles: 6 }, 422, undefined],
    [
      '6-bottle-cabernet-sauvignon-subscription-1-month',
      { bottles: 24, frequencyMonths: 3 },
      200,
      '24 Bottle Cabernet Sauvignon Subscription, Every 3 Months',
    ],
    [
      '6-bottle-cabernet-sauvignon-subscription-1-month',
      { bottles: 6, frequencyMonths: 5 },
      422,
      undefined,
    ],
  ])('from %s, %j answers %d', async (slug, body, status, title) => {
    const { token, base } = await newMember(slug);
    const reply = await api.put<ClubMembership>(base, body, { token });
    expect(reply.status).toBe(status);
    if (title) expect(reply.body.clubTitle).toBe(title);
  });

  it('ships to a saved address; an unknown one or another body changes nothing', async () => {
    const { token, id, base } = await newMember();
    const saved = await api.post<{ id: string }>(
      `customer/${id}/address`,
      { ...TEST_ADDRESS, address: '9 Oak Row' },
      { token },
    );
    const moved = await api.put<ClubMembership>(
      base,
      { shippingAddressId: saved.body.id },
      { token },
    );
    expect(moved.body.shipTo).toMatchObject({ address: '9 Oak Row' });
    expect((await api.put(base, { shippingAddressId: 'missing' }, { token })).status).toBe(422);
    expect((await api.put(base, { status: 'Gone' }, { token })).status).toBe(422);
    expect((await api.put(base, { status: 'On Hold' })).status).toBe(401);
  });

  it('moves the charges to another card; then the old card may go, the used one may not', async () => {
    const { token, id, membership, base } = await newMember();
    const cards = `customer/${id}/credit-card`;
    const added = await api.post<{ id: string }>(
      cards,
      {
        cardHolderName: 'Rosa Quintero',
        cardNumber: '5555 5555 5555 4444',
        expiry: '11/38',
        cvv: '123',
      },
      { token },
    );
    expect(added.status).toBe(201);
    const moved = await api.put<ClubMembership>(base, { creditCardId: added.body.id }, { token });
    expect(moved.body.creditCard).toMatchObject({ last4: '4444' });
    expect((await api.put(base, { creditCardId: randomCardId }, { token })).status).toBe(422);
    expect((await api.del(`${cards}/${added.body.id}`, { token })).status).toBe(422);
    expect((await api.del(`${cards}/${String(membership.creditCardId)}`, { token })).status).toBe(
      204,
    );
  });

  it('refuses changes to a cancelled membership', async () => {
    const { token, id, membership, base } = await newMember();
    await api.put(`customer/${id}/club-membership/${membership.id}/cancel`, {}, { token });
    expect((await api.post(`${base}/skip`, {}, { token })).status).toBe(422);
  });
});
