/**
 * The seeded customers (README lists them): a club member with an allocation tag and one past
 * order, a guest, a lapsed member and a trade buyer. All share one password.
 */
import { type Address } from '../../lib/commerce/entities';
import type { Sql } from '../db';
import { hashPassword } from '../passwords';
import { unitPrice } from '../cart-rules';
import { chargeKind, orderTotals } from '../shipping';
import { createMembership, cancelMembership } from '../store/clubs';
import { createCustomer, findCustomerById } from '../store/customers';
import { createCard } from '../store/credit-cards';
import { createOrder, findOrder } from '../store/orders';
import { findVariantsBySku } from '../store/products';
import { seedId } from './ids';

export const SEED_PASSWORD = 'Cellar-Door-21';

interface SeedCustomer {
  email: string;
  firstName: string;
  lastName: string;
  tags: string[];
  address: Address;
  /** A card on file (as the gateway keeps it) and the address saved on the account. */
  card?: { cardBrand: string; last4: string; expiryMo: number; expiryYr: number };
  membership?: {
    clubSlug: string;
    signupDate: string;
    cancelDate?: string;
    cancellationReason?: string;
  };
}

const address = (
  firstName: string,
  lastName: string,
  street: string,
  city: string,
  zipCode: string,
): Address => ({
  firstName,
  lastName,
  address: street,
  address2: null,
  city,
  stateCode: 'CA',
  zipCode,
  countryCode: 'US',
  phone: null,
});

const SEED_CUSTOMERS: readonly SeedCustomer[] = [
  {
    email: 'member@example.com',
    firstName: 'Maya',
    lastName: 'Lindqvist',
    tags: ['Allocation'],
    address: address('Maya', 'Lindqvist', '18 Vineyard Lane', 'Templeton', '93465'),
    card: { cardBrand: 'Visa', last4: '4242', expiryMo: 12, expiryYr: 2030 },
    membership: { clubSlug: '6-bottle-red-wines', signupDate: '2024-03-02T17:00:00.000Z' },
  },
  {
    email: 'guest@example.com',
    firstName: 'Gabriel',
    lastName: 'Reyes',
    tags: [],
    address: address('Gabriel', 'Reyes', '402 Spring Street', 'Paso Robles', '93446'),
    card: { cardBrand: 'Mastercard', last4: '4444', expiryMo: 8, expiryYr: 2031 },
  },
  {
    email: 'lapsed@example.com',
    firstName: 'Lena',
    lastName: 'Hart',
    tags: [],
    address: address('Lena', 'Hart', '77 Harbor View Road', 'Morro Bay', '93442'),
    membership: {
      clubSlug: '4-bottle-red-and-white-wines',
      signupDate: '2023-05-01T17:00:00.000Z',
      cancelDate: '2025-06-30T17:00:00.000Z',
      cancellationReason: 'Moving abroad',
    },
  },
  {
    email: 'trade@example.com',
    firstName: 'Theo',
    lastName: 'Marchetti',
    tags: ['Trade'],
    address: address('Theo', 'Marchetti', '9 Market Street', 'San Luis Obispo', '93401'),
  },
];

/** The member's past order: number 1000, the first from the sequence. */
export const SEED_ORDER = {
  id: seedId('order', 'member-first-order'),
  email: 'member@example.com',
  submittedAt: '2025-10-14T18:30:00.000Z',
  lines: [
    { sku: 'ISO-2021-750', quantity: 2 },
    { sku: 'BSB-2023-750', quantity: 3 },
  ],
} as const;

export async function seedCustomers(sql: Sql) {
  // scrypt runs on the thread pool, so hashing all at once keeps the first start quick.
  const hashes = await Promise.all(SEED_CUSTOMERS.map(() => hashPassword(SEED_PASSWORD)));
  for (const [index, seed] of SEED_CUSTOMERS.entries()) {
    const id = seedId('customer', seed.email);
    if (await findCustomerById(sql, id)) continue;
    const customer = await createCustomer(sql, {
      id,
      email: seed.email,
      firstName: seed.firstName,
      lastName: seed.lastName,
      passwordHash: hashes[index] ?? null,
      tags: seed.tags,
    });
    const card = await seedCard(sql, customer.id, seed);
    if (seed.membership) {
      const membership = await createMembership(sql, {
        customerId: customer.id,
        clubId: seedId('club', seed.membership.clubSlug),
        shipTo: seed.address,
        signupDate: new Date(seed.membership.signupDate),
        creditCardId: card?.id ?? null,
        termsAcceptedAt: new Date(seed.membership.signupDate),
      });
      if (seed.membership.cancelDate) {
        await cancelMembership(sql, membership.id, seed.membership.cancellationReason ?? null);
        await sql.query('UPDATE club_memberships SET cancel_date = $2 WHERE id = $1', [
          membership.id,
          seed.membership.cancelDate,
        ]);
      }
    }
  }
  await seedMemberOrder(sql);
}

/** The saved address, and the card on file its memberships are charged to. */
async function seedCard(sql: Sql, customerId: string, seed: SeedCustomer) {
  await sql.query('UPDATE customers SET saved_address = $2::jsonb WHERE id = $1', [
    customerId,
    JSON.stringify(seed.address),
  ]);
  if (!seed.card) return null;
  return createCard(sql, {
    customerId,
    cardHolderName: `${seed.firstName} ${seed.lastName}`,
    ...seed.card,
  });
}

/** Priced with the same rules as checkout (member price, free shipping for members). */
async function seedMemberOrder(sql: Sql) {
  const member = SEED_CUSTOMERS[0];
  if (!member || (await findOrder(sql, SEED_ORDER.id))) return;
  const variants = await findVariantsBySku(
    sql,
    SEED_ORDER.lines.map((line) => line.sku),
  );
  const lines = SEED_ORDER.lines.flatMap((line) => {
    const found = variants.get(line.sku);
    if (!found) return [];
    const { price, comparePrice } = unitPrice(found.product, found.variant, true);
    return [
      {
        charge: { price, quantity: line.quantity, ...chargeKind(found.product) },
        item: {
          sku: line.sku,
          productTitle: found.product.title,
          variantTitle: found.variant.title,
          productSlug: found.product.slug,
          image: found.product.image ?? null,
          quantity: line.quantity,
          price,
          comparePrice,
          itemData: null,
        },
      },
    ];
  });
  const customerId = seedId('customer', member.email);
  await createOrder(sql, {
    id: SEED_ORDER.id,
    cartId: null,
    customerId,
    email: member.email,
    submittedAt: new Date(SEED_ORDER.submittedAt),
    items: lines.map((line) => line.item),
    totals: orderTotals(
      lines.map((line) => line.charge),
      true,
      member.address.stateCode,
    ),
    shipTo: member.address,
    billTo: null,
    giftMessage: null,
    paymentLast4: '4242',
  });
  await sql.query('UPDATE customers SET order_count = order_count + 1 WHERE id = $1', [customerId]);
}
