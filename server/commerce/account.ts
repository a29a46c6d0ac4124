import 'server-only';

import * as v from 'valibot';

import {
  type Customer,
  type CustomerAddress,
  CustomerAddressSchema,
  type CustomerEvent,
  CustomerEventSchema,
  CustomerSchema,
} from '@/lib/commerce/entities';
import type { AddressValues, DetailsValues } from '@/lib/customer/self-service-input';

import type { Transport } from './session';
import { requireBody } from './transport';

const AddressListSchema = v.object({ addresses: v.array(CustomerAddressSchema) });
const EventListSchema = v.object({ events: v.array(CustomerEventSchema) });

// The signed-in customer's own account: details, password, the address book
// (Commerce7's `customer/{id}/address` routes) and the dated history of membership changes.

const customerPath = (customerId: string) => `customer/${encodeURIComponent(customerId)}`;
const addressPath = (customerId: string, addressId?: string) =>
  `${customerPath(customerId)}/address${addressId ? `/${encodeURIComponent(addressId)}` : ''}`;

/** PUT customer/{id}: names, phone, birth date. */
export async function updateCustomerDetails(
  commerce: Transport,
  customerId: string,
  details: DetailsValues,
): Promise<Customer> {
  const path = customerPath(customerId);
  return requireBody(
    await commerce.send({ method: 'PUT', path, body: details, schema: CustomerSchema }),
  );
}

/** PUT customer/{id}/password (local service): 422 when the current password is wrong. */
export async function changePassword(
  commerce: Transport,
  customerId: string,
  passwords: { currentPassword: string; newPassword: string },
): Promise<void> {
  const path = `${customerPath(customerId)}/password`;
  await commerce.send({ method: 'PUT', path, body: passwords, schema: v.unknown() });
}

/** GET customer/{id}/address: default first. */
export async function listAddresses(
  commerce: Transport,
  customerId: string,
): Promise<CustomerAddress[]> {
  const path = addressPath(customerId);
  return requireBody(await commerce.send({ method: 'GET', path, schema: AddressListSchema }))
    .addresses;
}

/** POST customer/{id}/address, or PUT .../{addressId} to replace one. */
export async function saveAddress(
  commerce: Transport,
  customerId: string,
  address: AddressValues,
  addressId?: string,
): Promise<CustomerAddress> {
  const reply = await commerce.send({
    method: addressId ? 'PUT' : 'POST',
    path: addressPath(customerId, addressId),
    body: address,
    schema: CustomerAddressSchema,
  });
  return requireBody(reply);
}

/** DELETE customer/{id}/address/{addressId} */
export async function removeAddress(
  commerce: Transport,
  customerId: string,
  addressId: string,
): Promise<void> {
  const path = addressPath(customerId, addressId);
  await commerce.send({ method: 'DELETE', path, schema: v.unknown() });
}

/** GET customer/{id}/event (local service): membership changes, newest first. */
export async function listCustomerEvents(
  commerce: Transport,
  customerId: string,
): Promise<CustomerEvent[]> {
  const path = `${customerPath(customerId)}/event`;
  return requireBody(await commerce.send({ method: 'GET', path, schema: EventListSchema })).events;
}
