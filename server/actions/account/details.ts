'use server';

import * as v from 'valibot';
import {
  AddressInput,
  DetailsInput,
  PasswordChangeInput,
  RecordId,
} from '@/lib/customer/self-service-input';
import { CommerceError, getCommerce } from '@/server/commerce';
import { traceAction } from '@/server/actions/trace';
import { runAccountChange } from './account-change';

/** The account's details: names, phone, birth date. */
async function updateDetailsAction(input: unknown) {
  return runAccountChange({ schema: DetailsInput, input }, async (customer, details) => {
    await getCommerce().updateCustomerDetails(customer.id, details);
    return 'Your details are saved.';
  });
}

const PasswordFormInput = v.pipe(
  v.object({ ...PasswordChangeInput.entries, confirmPassword: v.string() }),
  v.forward(
    v.check((input) => input.newPassword === input.confirmPassword, 'Passwords do not match'),
    ['confirmPassword'],
  ),
);

/** A new password, proven by the current one; few tries per account (a stolen session). */
async function changePasswordAction(input: unknown) {
  return runAccountChange(
    { schema: PasswordFormInput, input, scope: 'password-change' },
    async (customer, { currentPassword, newPassword }) => {
      await getCommerce().changePassword(customer.id, { currentPassword, newPassword });
      return 'Your password is changed.';
    },
  );
}

const SaveAddressInput = v.object({
  ...AddressInput.entries,
  id: v.optional(v.union([v.literal(''), RecordId]), ''),
});

/** Adds an address to the book, or replaces one (`id`); `isDefault` makes it the default. */
async function saveAddressAction(input: unknown) {
  return runAccountChange({ schema: SaveAddressInput, input }, async (customer, values) => {
    const { id, ...address } = values;
    await getCommerce().saveAddress(customer.id, address, id || undefined);
    return id ? 'The address is saved.' : 'The address is added.';
  });
}

async function removeAddressAction(addressId: unknown) {
  return runAccountChange({ schema: RecordId, input: addressId }, async (customer, id) => {
    await getCommerce().removeAddress(customer.id, id);
    return 'The address is removed.';
  });
}

/** Makes one saved address the default (checkout fills it in). */
async function makeDefaultAddressAction(addressId: unknown) {
  return runAccountChange({ schema: RecordId, input: addressId }, async (customer, id) => {
    const commerce = getCommerce();
    const address = (await commerce.listAddresses(customer.id)).find((entry) => entry.id === id);
    if (!address)
      throw new CommerceError({ statusCode: 404, message: 'Address not found', call: 'address' });
    const { id: _id, isDefault: _default, ...fields } = address;
    await commerce.saveAddress(
      customer.id,
      { ...fields, address2: fields.address2 ?? '', phone: fields.phone ?? '', isDefault: true },
      id,
    );
    return `${address.address}, ${address.city} is now your default address.`;
  });
}

export const updateDetails = traceAction('updateDetails', updateDetailsAction);
export const changePassword = traceAction('changePassword', changePasswordAction);
export const saveAddress = traceAction('saveAddress', saveAddressAction);
export const removeAddress = traceAction('removeAddress', removeAddressAction);
export const makeDefaultAddress = traceAction('makeDefaultAddress', makeDefaultAddressAction);
