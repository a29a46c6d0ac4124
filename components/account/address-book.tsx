'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { CustomerAddress } from '@/lib/commerce/entities';
import { usStateName } from '@/lib/checkout/us-states';
import { makeDefaultAddress, removeAddress } from '@/server/actions/account/details';
import { OpenButton, PostButton } from '@/components/ui/form-shell';
import { FORM_FIELD, shownMessage, type PostedForm } from '@/lib/forms/posted-form';
import { changeAddressFromForm } from '@/server/actions/account/account-posts';
import { FormMessage } from '@/components/ui/field';
import { AddressForm, addressFormName, type OwnName } from './address-form';
import { useAccountForm } from './use-account-form';

/** One address as a member reads it on a label. */
export function AddressLines({ address }: { address: Omit<CustomerAddress, 'id' | 'isDefault'> }) {
  return (
    <>
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      {address.address2 ? `, ${address.address2}` : ''}
      <br />
      {address.city}, {usStateName(address.stateCode)} {address.zipCode}
    </>
  );
}

const ADDRESS_LIST = 'Saved addresses';
const NEW = 'new';
const NEW_ADDRESS_OPEN = 'new-address';

/** What a saved address's "Make default" or "Remove" posts natively. */
const listChange = (change: 'default' | 'remove', address: CustomerAddress) => ({
  change,
  addressId: address.id,
  [FORM_FIELD]: ADDRESS_LIST,
});

interface AddressBookProps {
  addresses: CustomerAddress[];
  /** The member's own name, which a new address offers. */
  ownName: OwnName;
  answered: PostedForm;
  /** The form the page was asked to show open (`OpenButton`): an address id or 'new-address'. */
  open: string | undefined;
}

/**
 * Where a native post's answer goes: a form's own answer to that form (a refusal opens it
 * again), a saved form's confirmation and the list's own answers above the list.
 */
function answersOf(addresses: CustomerAddress[], answered: PostedForm) {
  const of = (address?: CustomerAddress) =>
    answered?.form === addressFormName(address) ? answered : null;
  const forms = [undefined, ...addresses];
  const refused = forms.find((address) => of(address)?.ok === false);
  const refusedForm = of(refused)?.ok === false ? (refused?.id ?? NEW) : undefined;
  const saved = forms.map(of).find((answer) => answer?.ok);
  return {
    of,
    refusedForm,
    listMessage: saved ?? (answered?.form === ADDRESS_LIST ? answered : null),
  };
}

/** The form `?open=` asks for: a new address, or one of the book's to edit. */
const openForm = (addresses: CustomerAddress[], open: string | undefined) =>
  open === NEW_ADDRESS_OPEN ? NEW : (addresses.find((address) => address.id === open)?.id ?? null);

/** The address book: list, add, edit, remove, choose the default. */
export function AddressBook({ addresses, ownName, answered, open }: AddressBookProps) {
  const router = useRouter();
  const list = useAccountForm();
  const answers = answersOf(addresses, answered);
  // Which form is open: an address id, 'new', or none.
  const [editing, setEditing] = useState<string | null>(
    answers.refusedForm ?? openForm(addresses, open),
  );
  // A saved form closes; its confirmation stays here, where the list is.
  const [saved, setSaved] = useState<string | null>(null);
  const done = (message: string) => {
    setEditing(null);
    setSaved(message);
  };
  const act = (action: typeof removeAddress, addressId: string) => {
    setSaved(null);
    list.handler(action, () => router.refresh())(addressId);
  };
  return (
    <div className="space-y-4">
      <FormMessage
        id={`${list.id}-message`}
        message={
          saved ? { ok: true, text: saved } : shownMessage(list.message, answers.listMessage)
        }
      />
      {addresses.length === 0 ? <p>You have no saved addresses yet.</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={ADDRESS_LIST}>
        {addresses.map((address) => (
          <li key={address.id} className="space-y-2 rounded border border-ink/20 p-4">
            <p>
              <AddressLines address={address} />
            </p>
            {address.isDefault ? <p className="text-sm font-semibold">Default address</p> : null}
            <div className="flex flex-wrap gap-2">
              <OpenButton value={address.id} onOpen={() => setEditing(address.id)}>
                Edit<span className="sr-only"> {address.address}</span>
              </OpenButton>
              {address.isDefault ? null : (
                <PostButton
                  post={changeAddressFromForm}
                  values={listChange('default', address)}
                  disabled={list.pending}
                  onPress={() => act(makeDefaultAddress, address.id)}
                >
                  Make default<span className="sr-only"> {address.address}</span>
                </PostButton>
              )}
              <PostButton
                post={changeAddressFromForm}
                values={listChange('remove', address)}
                disabled={list.pending}
                onPress={() => act(removeAddress, address.id)}
              >
                Remove<span className="sr-only"> {address.address}</span>
              </PostButton>
            </div>
            {editing === address.id ? (
              <AddressForm address={address} onDone={done} answered={answers.of(address)} />
            ) : null}
          </li>
        ))}
      </ul>
      {editing === NEW ? (
        <AddressForm ownName={ownName} onDone={done} answered={answers.of()} />
      ) : (
        <OpenButton value={NEW_ADDRESS_OPEN} onOpen={() => setEditing(NEW)}>
          Add an address
        </OpenButton>
      )}
    </div>
  );
}
