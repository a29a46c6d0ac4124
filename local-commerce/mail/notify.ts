/**
 * What happened, as e-mails in the outbox: each function reads what its e-mail needs and writes
 * it in the caller's transaction, so an e-mail exists exactly when its change was committed.
 * Links in them lead to the storefront the request's service was started for (`bindMailContext`).
 */
import { randomBytes } from 'node:crypto';
import type { Address, ClubMembership, Order } from '../../lib/commerce/entities';
import { defaultWebUrl } from '../../lib/settings/defaults';
import type { Sql } from '../db';
import { findMembership } from '../store/clubs';
import { findCustomerByEmail, findCustomerById } from '../store/customers';
import { sendEmail } from '../store/outbox';
import {
  clubWelcome,
  giftCard,
  membershipChanged,
  orderConfirmation,
  shipmentSkipped,
} from './templates';

/** The storefront base of the transaction's service, bound when the request's transaction opens. */
const webUrls = new WeakMap<Sql, string>();

export function bindMailContext(sql: Sql, webUrl: string) {
  webUrls.set(sql, webUrl);
}

const webUrlOf = (sql: Sql) => webUrls.get(sql) ?? defaultWebUrl();

/** 16 characters from an alphabet without look-alikes (no 0/O, 1/I/L), in groups of four. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newGiftCardCode(): string {
  const characters = [...randomBytes(16)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]);
  return characters.join('').replace(/(.{4})(?=.)/g, '$1-');
}

type PersonName = Pick<Address, 'firstName' | 'lastName'>;

const nameOf = (person: PersonName | null | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : '';

/**
 * At checkout: the receipt to the buyer, and to every gift-card recipient their card (a code
 * kept with its amount and balance) with the buyer's message. `buyerName` is the name given at
 * checkout when nothing ships (tickets, gift cards): no address carries it.
 */
export async function sendOrderEmails(
  sql: Sql,
  order: Order,
  buyerName?: PersonName | null,
): Promise<void> {
  const webUrl = webUrlOf(sql);
  // An order that ships nothing (tickets) has no address to name the buyer: the name they gave
  // at checkout does, else their account's.
  const customer = order.customerId
    ? await findCustomerById(sql, order.customerId)
    : await findCustomerByEmail(sql, order.email);
  const firstName = buyerName?.firstName || customer?.first_name;
  await sendEmail(sql, orderConfirmation(order, webUrl, firstName));
  const from = nameOf(order.billTo) || nameOf(order.shipTo) || nameOf(buyerName) || order.email;
  for (const item of order.items) {
    for (const recipient of item.itemData?.recipients ?? []) {
      const code = newGiftCardCode();
      await sql.query(
        `INSERT INTO gift_cards (code, order_id, recipient_email, amount, balance)
         VALUES ($1, $2, $3, $4, $4)`,
        [code, order.id, recipient.email, item.price],
      );
      const message = recipient.giftMessage ?? '';
      await sendEmail(
        sql,
        giftCard({ to: recipient.email, from, message, amount: item.price, code }, webUrl),
      );
    }
  }
}

async function memberOf(sql: Sql, membership: ClubMembership) {
  const customer = await findCustomerById(sql, membership.customerId);
  if (!customer) throw new Error('membership without its customer');
  return { to: customer.email, firstName: customer.first_name, clubTitle: membership.clubTitle };
}

/** On joining a club or a subscription: the welcome with the membership's terms. */
export async function sendClubWelcome(
  sql: Sql,
  membership: ClubMembership,
  cardLast4?: string | null,
): Promise<void> {
  const member = await memberOf(sql, membership);
  await sendEmail(
    sql,
    clubWelcome(
      {
        ...member,
        clubSlug: membership.clubSlug,
        signupDate: membership.signupDate,
        nextShipmentDate: membership.nextShipmentDate ?? null,
        shipTo: membership.shipTo ?? null,
        cardLast4,
      },
      webUrlOf(sql),
    ),
  );
}

async function requireMembership(sql: Sql, membershipId: string): Promise<ClubMembership> {
  const membership = await findMembership(sql, membershipId);
  if (!membership) throw new Error('no such membership to notify about');
  return membership;
}

/** A shipment was skipped: which one and when the next one comes. Dates as 'YYYY-MM-DD' or Date. */
export async function notifyShipmentSkipped(
  sql: Sql,
  notice: { membershipId: string; skippedDate: string | Date; nextShipmentDate: string | Date },
): Promise<void> {
  const member = await memberOf(sql, await requireMembership(sql, notice.membershipId));
  const { skippedDate, nextShipmentDate } = notice;
  await sendEmail(
    sql,
    shipmentSkipped({ ...member, skippedDate, nextShipmentDate }, webUrlOf(sql)),
  );
}

/**
 * The membership changed (hold, resume, size or frequency, address); `change` is one sentence
 * for the member, e.g. "Your membership is on hold until 1 March 2027.".
 */
export async function notifyMembershipChanged(
  sql: Sql,
  notice: { membershipId: string; change: string },
): Promise<void> {
  const member = await memberOf(sql, await requireMembership(sql, notice.membershipId));
  await sendEmail(sql, membershipChanged({ ...member, change: notice.change }, webUrlOf(sql)));
}
