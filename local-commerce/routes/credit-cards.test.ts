import { describe, expect, it } from 'vitest';
import type { ClubMembership, CreditCard } from '../../lib/commerce/entities';
import {
  serviceForThisFile,
  TEST_ADDRESS,
  TEST_JOIN_EXTRAS,
} from '@/tests/support/local-commerce-service';

const service = serviceForThisFile();
const { api } = service;

const NEW_CARD = TEST_JOIN_EXTRAS.payment;
const JOIN = { ...TEST_JOIN_EXTRAS, payment: undefined, shipTo: TEST_ADDRESS };

type CardList = { creditCards: CreditCard[] };

describe('customer credit cards', () => {
  it("seeds the member's Visa 4242 and saved address, and charges the membership to it", async () => {
    const member = await api.login('member@example.com');
    const cards = await api.get<CardList>(`customer/${member.id}/credit-card`, {
      token: member.token,
    });
    expect(cards.body.creditCards).toEqual([
      expect.objectContaining({ cardBrand: 'Visa', last4: '4242', isDefault: true }),
    ]);
    const memberships = await api.get<{ clubMemberships: ClubMembership[] }>(
      `customer/${member.id}/club-membership`,
      { token: member.token },
    );
    expect(memberships.body.clubMemberships[0]?.creditCard).toMatchObject({ last4: '4242' });
    const self = await api.get<{ addresses: unknown[] }>('customer/self', { token: member.token });
    expect(self.body.addresses[0]).toMatchObject({ address: '18 Vineyard Lane' });
  });

  it('adds a card as brand, last four and expiry only; updates it; removes it', async () => {
    const guest = await api.login('guest@example.com');
    const path = `customer/${guest.id}/credit-card`;
    const added = await api.post<CreditCard & Record<string, unknown>>(
      path,
      { ...NEW_CARD, cardNumber: '4111-1111-1111-1111', expiry: '12 39' },
      { token: guest.token },
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      cardBrand: 'Visa',
      last4: '1111',
      expiryMo: 12,
      expiryYr: 2039,
    });
    const stored = JSON.stringify(added.body);
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('"cvv"');
    expect(stored).not.toContain('tok_');

    const changed = await api.put<CreditCard>(
      `${path}/${added.body.id}`,
      { expiry: '0141', isDefault: true },
      { token: guest.token },
    );
    expect(changed.body).toMatchObject({ expiryMo: 1, expiryYr: 2041, isDefault: true });
    const list = await api.get<CardList>(path, { token: guest.token });
    expect(list.body.creditCards.filter((card) => card.isDefault)).toHaveLength(1);

    expect((await api.del(`${path}/${added.body.id}`, { token: guest.token })).status).toBe(204);
    const after = await api.get<CardList>(path, { token: guest.token });
    expect(after.body.creditCards.map((card) => card.id)).not.toContain(added.body.id);
  });

  it.each([
    ['a failed checksum', { cardNumber: '4242 4242 4242 4241' }, /not a valid card number/],
    ['an expired card', { expiry: '01/20' }, /has expired/],
    ['a bad security code', { cvv: '12' }, /Invalid security code/],
    ['no name', { cardHolderName: ' ' }, /Name on card is required/],
  ])('refuses %s with 422 and stores nothing', async (_case, change, message) => {
    const guest = await api.login('guest@example.com');
    const path = `customer/${guest.id}/credit-card`;
    const before = await api.get<CardList>(path, { token: guest.token });
    const reply = await api.post(path, { ...NEW_CARD, ...change }, { token: guest.token });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(message);
    expect((await api.get<CardList>(path, { token: guest.token })).body).toEqual(before.body);
  });

  it("needs the customer's own token: 401 without, 404 for another's card", async () => {
    const member = await api.login('member@example.com');
    const guest = await api.login('guest@example.com');
    const memberCards = await api.get<CardList>(`customer/${member.id}/credit-card`, {
      token: member.token,
    });
    const cardId = memberCards.body.creditCards[0]?.id ?? '';
    expect((await api.get(`customer/${member.id}/credit-card`)).status).toBe(401);
    expect((await api.post(`customer/${member.id}/credit-card`, NEW_CARD)).status).toBe(401);
    expect(
      (await api.get(`customer/${member.id}/credit-card`, { token: guest.token })).status,
    ).toBe(404);
    // The guest naming their own id but the member's card.
    const foreign = `customer/${guest.id}/credit-card/${cardId}`;
    expect((await api.put(foreign, { isDefault: true }, { token: guest.token })).status).toBe(404);
    expect((await api.del(foreign, { token: guest.token })).status).toBe(404);
    expect(
      (await api.del(`customer/${guest.id}/credit-card/not-a-uuid`, { token: guest.token })).status,
    ).toBe(404);
  });

  it('refuses to remove a card an active membership is charged to', async () => {
    const member = await api.login('member@example.com');
    const path = `customer/${member.id}/credit-card`;
    const [card] = (await api.get<CardList>(path, { token: member.token })).body.creditCards;
    const reply = await api.del(`${path}/${card?.id}`, { token: member.token });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(/active membership/);
    expect((await api.get<CardList>(path, { token: member.token })).body.creditCards).toHaveLength(
      1,
    );
  });
});

describe('joining with a card, a date of birth and consent', () => {
  it('joins with a saved card and shows it as brand and last four on the receipt', async () => {
    const guest = await api.login('guest@example.com');
    const cards = await api.get<CardList>(`customer/${guest.id}/credit-card`, {
      token: guest.token,
    });
    const saved = cards.body.creditCards.find((card) => card.last4 === '4444');
    expect(saved).toMatchObject({ cardBrand: 'Mastercard' });
    const joined = await api.post<ClubMembership>(
      'club-membership',
      { ...JOIN, clubSlug: '4-bottle-isosceles-only', creditCardId: saved?.id },
      { token: guest.token },
    );
    expect(joined.status).toBe(201);
    const receipt = await api.get<ClubMembership>(`club-membership/${joined.body.id}/limited`);
    expect(receipt.body.creditCard).toEqual({
      cardBrand: 'Mastercard',
      last4: '4444',
      expiryMo: 8,
      expiryYr: 2031,
    });
    expect(Date.parse(receipt.body.termsAcceptedAt ?? '')).not.toBeNaN();
    const self = await api.get<{ birthDate: string }>('customer/self', { token: guest.token });
    expect(self.body.birthDate).toBe('1980-04-02');
  });

  const underAge = new Date();
  underAge.setUTCFullYear(underAge.getUTCFullYear() - 20);
  it.each([
    ['under 21', { birthDate: underAge.toISOString().slice(0, 10) }, /at least 21 years old/],
    ['no date of birth', { birthDate: undefined }, /birthDate is required/],
    ['Utah', { shipTo: { ...TEST_ADDRESS, stateCode: 'UT' } }, /cannot ship wine to Utah/],
    ['an expired card', { payment: { ...NEW_CARD, expiry: '12/20' } }, /has expired/],
    [
      'a failed checksum',
      { payment: { ...NEW_CARD, cardNumber: '4242424242424241' } },
      /not a valid card number/,
    ],
    ['no consent', { termsAccepted: false }, /accept the membership terms/],
    ['consent left out', { termsAccepted: undefined }, /accept the membership terms/],
    ['no card', { payment: undefined }, /A card is required/],
    ["another customer's card", { payment: undefined, creditCardId: 'member' }, /Card not found/],
  ])('refuses %s with 422 and creates nothing', async (_case, change, message) => {
    const email = `refused-${Math.random().toString(36).slice(2)}@example.com`;
    const member = await api.login('member@example.com');
    const memberCard = (
      await api.get<CardList>(`customer/${member.id}/credit-card`, { token: member.token })
    ).body.creditCards[0]?.id;
    const body: Record<string, unknown> = {
      ...JOIN,
      clubSlug: '12-bottle-red-wines',
      email,
      password: 'long-enough',
      payment: NEW_CARD,
      ...change,
    };
    if (body.creditCardId === 'member') body.creditCardId = memberCard;
    const reply = await api.post('club-membership', body);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(message);
    // Nothing was created: no customer for that e-mail (signing in fails).
    const login = await api.post('customer/login', { email, password: 'long-enough' });
    expect(login.status).toBe(401);
  });
});
