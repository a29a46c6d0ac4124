/** The e-mails the routes write: in the outbox exactly when their change was committed. */
import { describe, expect, it } from 'vitest';
import type { ClubMembership } from '../../lib/commerce/entities';
import { openDatabase } from '../db';
import { migrate } from '../migrate';
import { seedDatabase } from '../seed';
import { membershipsOf } from '../store/clubs';
import { findCustomerByEmail } from '../store/customers';
import { listOutbox } from '../store/outbox';
import {
  serviceForThisFile,
  TEST_ADDRESS,
  TEST_CARD,
  TEST_JOIN_EXTRAS,
  uniqueEmail,
} from '@/tests/support/local-commerce-service';
import { bindMailContext, notifyMembershipChanged, notifyShipmentSkipped } from './notify';

interface OutboxReply {
  emails: { kind: string; to: string; subject: string; body: string; html: string | null }[];
}

const service = serviceForThisFile({ webUrl: 'https://shop.example.com' });
const { api } = service;

const mailTo = async (email: string) =>
  (await api.get<OutboxReply>('outbox?limit=100')).body.emails.filter((mail) => mail.to === email);

async function cartWithWineAndGiftCard(recipients: { email: string; giftMessage: string }[]) {
  const cartId = await api.newCart();
  await api.post(`cart/${cartId}/item`, { sku: 'BSB-2023-750', quantity: 2 });
  await api.post(`cart/${cartId}/item`, {
    sku: 'GC-050',
    quantity: recipients.length,
    itemData: { recipients },
  });
  return cartId;
}

describe('checkout e-mails', () => {
  it('puts the confirmation to the buyer and one gift card per recipient in the outbox', async () => {
    const buyer = uniqueEmail('buyer');
    const [first, second] = [uniqueEmail('friend'), uniqueEmail('friend')];
    const cartId = await cartWithWineAndGiftCard([
      { email: first, giftMessage: 'Happy birthday, <b>Ana</b>!' },
      { email: second, giftMessage: 'Cheers' },
    ]);
    const reply = await api.post<{ orderNumber: number; total: number }>(
      `cart/${cartId}/checkout`,
      {
        email: buyer,
        shipTo: TEST_ADDRESS,
        payment: TEST_CARD,
      },
    );
    expect(reply.status).toBe(201);

    const [confirmation, ...others] = await mailTo(buyer);
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({
      kind: 'order-confirmation',
      subject: `Order #${reply.body.orderNumber} confirmed`,
    });
    expect(confirmation?.body).toContain('2 x Baseline Sauvignon Blanc');
    expect(confirmation?.body).toContain(`$${(reply.body.total / 100).toFixed(2)}`);
    expect(confirmation?.body).toContain('1 Test Road');
    expect(confirmation?.html).toContain('<table');

    const [toFirst] = await mailTo(first);
    expect(toFirst).toMatchObject({ kind: 'gift-card' });
    expect(toFirst?.subject).toBe(
      'Rosa Quintero sent you a $50.00 Isosceles Ridge Winery gift card',
    );
    expect(toFirst?.body).toContain('Happy birthday, <b>Ana</b>!');
    expect(toFirst?.html).toContain('Happy birthday, &lt;b&gt;Ana&lt;/b&gt;!');
    expect(toFirst?.body).toMatch(/Gift card code: [A-Z2-9]{4}(-[A-Z2-9]{4}){3}/);
    expect(toFirst?.html).toContain('href="https://shop.example.com/"');
    expect((await mailTo(second))[0]?.body).toContain('Cheers');
  });

  it('greets a guest who buys only a ticket by the name given at checkout', async () => {
    const guest = uniqueEmail('ticket-guest');
    const friend = uniqueEmail('friend');
    const cartId = await api.newCart();
    await api.post(`cart/${cartId}/item`, { sku: 'EVT-BARREL-27', quantity: 2 });
    await api.post(`cart/${cartId}/item`, {
      sku: 'GC-050',
      quantity: 1,
      itemData: { recipients: [{ email: friend, giftMessage: 'See you there' }] },
    });
    const reply = await api.post(`cart/${cartId}/checkout`, {
      email: guest,
      buyerName: { firstName: ' June ', lastName: 'Okafor' },
      payment: TEST_CARD,
    });
    expect(reply.status).toBe(201);
    const [confirmation] = await mailTo(guest);
    expect(confirmation?.body).toContain('Hi June,');
    expect(confirmation?.body).not.toContain('Hi there,');
    // No address names the sender of the gift card either: the given name does.
    expect((await mailTo(friend))[0]?.subject).toBe(
      'June Okafor sent you a $50.00 Isosceles Ridge Winery gift card',
    );
  });

  it('puts nothing in the outbox for a refused checkout', async () => {
    const buyer = uniqueEmail('declined');
    const friend = uniqueEmail('friend');
    const cartId = await cartWithWineAndGiftCard([{ email: friend, giftMessage: 'Hi' }]);
    const declined = await api.post(`cart/${cartId}/checkout`, {
      email: buyer,
      shipTo: TEST_ADDRESS,
      payment: { ...TEST_CARD, cardNumber: '4000 0000 0000 0002' },
    });
    expect(declined.status).toBe(422);
    const refusedState = await api.post(`cart/${cartId}/checkout`, {
      email: buyer,
      shipTo: { ...TEST_ADDRESS, stateCode: 'UT' },
      payment: TEST_CARD,
    });
    expect(refusedState.status).toBe(422);
    expect(await mailTo(buyer)).toEqual([]);
    expect(await mailTo(friend)).toEqual([]);
  });
});

describe('club join e-mail', () => {
  it('welcomes the new member with the terms; a refused join sends nothing', async () => {
    const email = uniqueEmail('joiner');
    const join = {
      ...TEST_JOIN_EXTRAS,
      clubSlug: '6-bottle-red-wines',
      email,
      shipTo: TEST_ADDRESS,
    };
    expect((await api.post('club-membership', join)).status).toBe(201);
    const [welcome, ...others] = await mailTo(email);
    expect(others).toEqual([]);
    expect(welcome).toMatchObject({
      kind: 'club-welcome',
      subject: 'Welcome to the 6 Bottle Red Wines Club',
    });
    expect(welcome?.body).toContain('renews automatically');
    expect(welcome?.body).toContain('https://shop.example.com/profile');

    // One first-shipment date, the one the service (and /profile) holds.
    const secondEmail = uniqueEmail('joiner');
    const joined = await api.post<ClubMembership>('club-membership', {
      ...join,
      email: secondEmail,
    });
    const first = joined.body.nextShipmentDate;
    const [secondWelcome] = await mailTo(secondEmail);
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const said = new Date(`${first}T00:00:00Z`).toLocaleDateString('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    expect(secondWelcome?.body).toContain(`First shipment: ${said}`);

    const refused = await api.post('club-membership', {
      ...join,
      clubSlug: 'no-such-club',
      email: uniqueEmail('x'),
    });
    expect(refused.status).toBe(422);
    expect((await api.post('club-membership', join)).status).toBe(422);
    expect(await mailTo(email)).toHaveLength(1);
  });
});

describe('membership notices (for member self-service)', () => {
  it('writes the skipped-shipment and changed-membership e-mails to the member', async () => {
    const db = await openDatabase('memory://');
    try {
      await migrate(db);
      await seedDatabase(db);
      const emails = await db.transaction(async (sql) => {
        bindMailContext(sql, 'https://shop.example.com');
        const member = await findCustomerByEmail(sql, 'member@example.com');
        const [membership] = (await membershipsOf(sql, member?.id ?? '')) as ClubMembership[];
        const membershipId = membership?.id ?? '';
        await notifyShipmentSkipped(sql, {
          membershipId,
          skippedDate: '2027-02-15',
          nextShipmentDate: '2027-05-15',
        });
        await notifyMembershipChanged(sql, {
          membershipId,
          change: 'Your membership is on hold until March 1, 2027.',
        });
        await expect(
          notifyMembershipChanged(sql, { membershipId: 'nope', change: 'x' }),
        ).rejects.toThrow();
        return listOutbox(sql, 10);
      });
      expect(emails.map((email) => [email.kind, email.to])).toEqual([
        ['membership-changed', 'member@example.com'],
        ['shipment-skipped', 'member@example.com'],
      ]);
      expect(emails[0]?.body).toContain('Your membership is on hold until March 1, 2027.');
      expect(emails[1]?.body).toContain('February 15, 2027');
      expect(emails[1]?.html).toContain('https://shop.example.com/profile');
    } finally {
      await db.close();
    }
  }, 90_000);
});
