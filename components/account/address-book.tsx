'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { CustomerAddress } from '@/lib/commerce/entities';
import { usStateName } from '@/lib/checkout/us-states';
import { makeDefaultAddress, removeAddress } from '@/server/actions/account/details';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { AddressForm, type OwnName } from './address-form';
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

/** The address book: list, add, edit, remove, choose the default. */
export function AddressBook({
  addresses,
  ownName,
}: {
  addresses: CustomerAddress[];
  /** The member's own name, which a new address offers. */
  ownName: OwnName;
}) {
  const router = useRouter();
  const list = useAccountForm();
  // Which form is open: an address id, 'new', or none.
  const [editing, setEditing] = useState<string | null>(null);
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
        message={saved ? { ok: true, text: saved } : list.message}
      />
      {addresses.length === 0 ? <p>You have no saved addresses yet.</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Saved addresses">
        {addresses.map((address) => (
          <li key={address.id} className="space-y-2 rounded border border-ink/20 p-4">
            <p>
              <AddressLines address={address} />
            </p>
            {address.isDefault ? <p className="text-sm font-semibold">Default address</p> : null}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setEditing(address.id)}>
                Edit<span className="sr-only"> {address.address}</span>
              </Button>
              {address.isDefault ? null : (
                <Button
                  variant="outline"
                  disabled={list.pending}
                  onClick={() => act(makeDefaultAddress, address.id)}
                >
                  Make default<span className="sr-only"> {address.address}</span>
                </Button>
              )}
              <Button
                variant="outline"
                disabled={list.pending}
                onClick={() => act(removeAddress, address.id)}
              >
                Remove<span className="sr-only"> {address.address}</span>
              </Button>
            </div>
            {editing === address.id ? <AddressForm address={address} onDone={done} /> : null}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <AddressForm ownName={ownName} onDone={done} />
      ) : (
        <Button variant="outline" onClick={() => setEditing('new')}>
          Add an address
        </Button>
      )}
    </div>
  );
}
