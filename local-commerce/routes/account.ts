/**
 * The customer's own account, shaped like Commerce7's customer routes: details
 * (`PUT customer/{id}`), the address book (`customer/{id}/address`), and the local extras the
 * hosted account page does for itself (password change, the dated history of changes). Every
 * route needs that customer's token: 401 without one, 404 for another customer's id.
 */
import {
  AddressInput,
  DetailsInput,
  PasswordChangeInput,
  type AddressValues,
} from '../../lib/customer/self-service-input';
import type { Address } from '../../lib/commerce/entities';
import { toCommerceAddress } from '../../lib/checkout/address';
import { requireSameCustomer } from '../auth';
import { created, noContent, notFound, ok, unauthorized, unprocessable } from '../http';
import { hashPassword, verifyPassword } from '../passwords';
import type { RequestContext, Route } from '../router';
import {
  addressesOf,
  deleteAddress,
  findAddress,
  insertAddress,
  updateAddress,
} from '../store/addresses';
import {
  changePasswordKeepingSession,
  findCustomerById,
  toCustomer,
  updateCustomerDetails,
} from '../store/customers';
import { eventsOf } from '../store/events';
import { parseInput } from '../validation';

export const WRONG_PASSWORD = 'Current password is incorrect';

/** The signed-in customer named by the path, else 401/404. */
async function ownCustomerId(context: RequestContext, what = 'Customer'): Promise<string> {
  const customerId = context.params.id ?? '';
  await requireSameCustomer(context, customerId, what);
  return customerId;
}

/** PUT customer/{id}: first and last name, phone, birth date. */
async function updateDetails(context: RequestContext) {
  const customerId = await ownCustomerId(context);
  const body = parseInput(DetailsInput, context.body);
  await updateCustomerDetails(context.sql, customerId, body);
  const customer = await findCustomerById(context.sql, customerId);
  if (!customer) throw unauthorized('Invalid or missing customer token');
  return ok(await toCustomer(context.sql, customer));
}

/** PUT customer/{id}/password (local extra): the current password proves it is the customer. */
async function changePassword(context: RequestContext) {
  const customerId = await ownCustomerId(context);
  const body = parseInput(PasswordChangeInput, context.body);
  const customer = await findCustomerById(context.sql, customerId);
  if (!customer || !(await verifyPassword(body.currentPassword, customer.password_hash)))
    throw unprocessable(`currentPassword: ${WRONG_PASSWORD}`);
  await changePasswordKeepingSession(
    context.sql,
    customerId,
    await hashPassword(body.newPassword),
    context.token ?? '',
  );
  return noContent();
}

const toAddress = ({ isDefault: _ignored, ...address }: AddressValues): Address =>
  toCommerceAddress(address);

/** GET customer/{id}/address */
async function listAddresses(context: RequestContext) {
  const customerId = await ownCustomerId(context, 'Address');
  return ok({ addresses: await addressesOf(context.sql, customerId) });
}

/** POST customer/{id}/address: the first address, or one sent with isDefault, is the default. */
async function addAddress(context: RequestContext) {
  const customerId = await ownCustomerId(context, 'Address');
  const body = parseInput(AddressInput, context.body);
  return created(await insertAddress(context.sql, customerId, toAddress(body), body.isDefault));
}

/** PUT customer/{id}/address/{addressId}: the whole address; isDefault true makes it the default. */
async function editAddress(context: RequestContext) {
  const customerId = await ownCustomerId(context, 'Address');
  const body = parseInput(AddressInput, context.body);
  const id = context.params.addressId ?? '';
  const updated = await updateAddress(context.sql, customerId, id, toAddress(body), body.isDefault);
  if (!updated) throw notFound('Address not found');
  return ok(updated);
}

/** DELETE customer/{id}/address/{addressId} */
async function removeAddress(context: RequestContext) {
  const customerId = await ownCustomerId(context, 'Address');
  const id = context.params.addressId ?? '';
  if (!(await findAddress(context.sql, customerId, id))) throw notFound('Address not found');
  await deleteAddress(context.sql, customerId, id);
  return noContent();
}

/** GET customer/{id}/event (local extra): the dated history of membership changes, newest first. */
async function listEvents(context: RequestContext) {
  const customerId = await ownCustomerId(context);
  return ok({ events: await eventsOf(context.sql, customerId) });
}

export const accountRoutes: Route[] = [
  { method: 'PUT', pattern: 'customer/:id', handler: updateDetails },
  { method: 'PUT', pattern: 'customer/:id/password', handler: changePassword },
  { method: 'GET', pattern: 'customer/:id/address', handler: listAddresses },
  { method: 'POST', pattern: 'customer/:id/address', handler: addAddress },
  { method: 'PUT', pattern: 'customer/:id/address/:addressId', handler: editAddress },
  { method: 'DELETE', pattern: 'customer/:id/address/:addressId', handler: removeAddress },
  { method: 'GET', pattern: 'customer/:id/event', handler: listEvents },
];
