import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { TEST_CARD_NUMBER } from '@/local-commerce/config';
import { type LocalCommerce, startLocalCommerce } from '@/local-commerce/server';

import { createCommerceClient } from './index';
import { createMemorySession } from './session';

/**
 * Contract tests of the account's self-service calls against the embedded
 * service: details, password, address book, membership changes and the dated history.
 */

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Vine',
  address: '1 Limestone Rd',
  address2: '',
  city: 'Paso Robles',
  stateCode: 'CA',
  zipCode: '93446',
  phone: '',
  isDefault: false,
};

let service: LocalCommerce;

beforeAll(async () => {
  service = await startLocalCommerce({
    port: 0,
    dataDir: 'memory://',
    tenant: 'contract-account',
    log: () => undefined,
  });
});
afterAll(async () => {
  await service?.close();
});

let counter = 0;
async function signedInMember() {
  const session = createMemorySession();
  const report = vi.fn();
  const client = createCommerceClient(
    { baseUrl: service.url, tenant: service.tenant, report, retryDelayMs: () => 0 },
    session,
  );
  const customer = await client.registerCustomer({
    email: `self.${Date.now()}.${(counter += 1)}@example.com`,
    password: 'Cellar-Door-21',
    firstName: 'Ada',
    lastName: 'Vine',
  });
  const membership = await client.joinClub({
    clubSlug: '6-bottle-red-wines',
    customerId: customer.id,
    shipTo: ADDRESS,
    birthDate: '1980-04-02',
    payment: {
      cardHolderName: 'Ada Vine',
      cardNumber: TEST_CARD_NUMBER,
      expiry: '12/39',
      cvv: '123',
    },
    termsAccepted: true,
  });
  return { client, customer, membership, report, session };
}

describe('contract: account self-service', () => {
  it('updates details and changes the password; a wrong current password rejects with 422', async () => {
    const { client, customer, session } = await signedInMember();
    const updated = await client.updateCustomerDetails(customer.id, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '805-555-0100',
      birthDate: '1980-01-02',
    });
    expect(updated).toMatchObject({ lastName: 'Lovelace', birthDate: '1980-01-02' });
    await expect(
      client.changePassword(customer.id, { currentPassword: 'wrong', newPassword: 'Cellar-22x' }),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'currentPassword: Current password is incorrect',
    });
    await client.changePassword(customer.id, {
      currentPassword: 'Cellar-Door-21',
      newPassword: 'Cellar-22x',
    });
    expect(await session.getToken()).toBeTruthy();
    expect((await client.getSelf())?.id).toBe(customer.id);
  });

  it('keeps an address book and refuses a state wine cannot ship to', async () => {
    const { client, customer } = await signedInMember();
    const saved = await client.saveAddress(customer.id, ADDRESS);
    expect(saved).toMatchObject({ isDefault: true, stateCode: 'CA' });
    const edited = await client.saveAddress(
      customer.id,
      { ...ADDRESS, city: 'Templeton' },
      saved.id,
    );
    expect(edited.city).toBe('Templeton');
    await expect(
      client.saveAddress(customer.id, { ...ADDRESS, stateCode: 'UT' }),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect(await client.listAddresses(customer.id)).toHaveLength(1);
    await client.removeAddress(customer.id, saved.id);
    expect(await client.listAddresses(customer.id)).toEqual([]);
  });

  it('skips, holds, resumes, changes the plan and the ship-to, and lists the history', async () => {
    const { client, customer, membership } = await signedInMember();
    const skipped = await client.skipNextShipment(customer.id, membership.id);
    expect(skipped.skippedShipmentDates).toEqual([membership.nextShipmentDate]);
    const held = await client.updateClubMembership(customer.id, membership.id, {
      status: 'On Hold',
    });
    expect(held).toMatchObject({ status: 'On Hold', nextShipmentDate: null });
    await client.updateClubMembership(customer.id, membership.id, { status: 'Active' });
    const bigger = await client.updateClubMembership(customer.id, membership.id, { bottles: 12 });
    expect(bigger.clubTitle).toBe('12 Bottle Red Wines Club');
    const address = await client.saveAddress(customer.id, { ...ADDRESS, address: '7 Oak Row' });
    const moved = await client.updateClubMembership(customer.id, membership.id, {
      shippingAddressId: address.id,
    });
    expect(moved.shipTo?.address).toBe('7 Oak Row');
    const events = await client.listCustomerEvents(customer.id);
    expect(events.map((event) => event.kind)).toEqual([
      'ship-to-changed',
      'membership-changed',
      'membership-resumed',
      'membership-held',
      'shipment-skipped',
    ]);
  });
});
