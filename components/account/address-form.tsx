'use client';

import { SelectField } from '@/components/ui/select-field';
import { useRouter } from 'next/navigation';
import type { CustomerAddress } from '@/lib/commerce/entities';
import { ADDRESS_FIELD_LIST, ADDRESS_FIELD_NAMES, type AddressField } from '@/lib/checkout/address';
import { isOptional } from '@/lib/checkout/declared-fields';
import { WINE_SHIPPING_STATES } from '@/lib/checkout/us-states';
import { saveAddress } from '@/server/actions/account/details';
import { saveAddressFromForm } from '@/server/actions/account/account-posts';
import { FORM_FIELD, shownMessage, type PostedForm } from '@/lib/forms/posted-form';
import { useFormPost } from '@/components/ui/use-form-post';
import { Field, TextField, controlClass, FormMessage } from '@/components/ui/field';
import { BackField, HiddenFields, SubmitButton } from '@/components/ui/form-shell';
import { useAccountForm } from './use-account-form';

/** The shop's one address (lib/checkout/address.ts), then the book's own phone. */
type AddressText = AddressField | 'phone';

const FORM_NAMES: AddressText[] = [...ADDRESS_FIELD_NAMES, 'phone'];

/** What the form sends: its text fields as strings, the default box as a boolean. */
function addressValues(form: HTMLFormElement, id: string) {
  const data = new FormData(form);
  return {
    id,
    ...Object.fromEntries(FORM_NAMES.map((name) => [name, String(data.get(name) ?? '')])),
    isDefault: data.get('isDefault') === 'on',
  };
}

const textOf = (address: CustomerAddress | undefined, name: AddressText): string =>
  String(address?.[name] ?? '');

/** The member's own name, which a new address offers; a member may change it. */
export interface OwnName {
  firstName: string;
  lastName: string;
}

/** What a field starts with: the address's own value, or for a new one the member's name. */
function startingText(
  address: CustomerAddress | undefined,
  ownName: OwnName | undefined,
  name: AddressText,
): string {
  if (address) return textOf(address, name);
  return name === 'firstName' || name === 'lastName' ? (ownName?.[name] ?? '') : '';
}

/** The states club wine may ship to, as checkout allows them (lib/checkout/us-states.ts). */
function WineStateSelect({
  id,
  error,
  defaultValue,
}: {
  id: string;
  error: string | undefined;
  defaultValue: string;
}) {
  return (
    <SelectField
      id={id}
      label="State"
      error={error}
      options={WINE_SHIPPING_STATES}
      emptyLabel="Select a state"
      name="stateCode"
      autoComplete="shipping address-level1"
      defaultValue={defaultValue}
      className={controlClass(error)}
    />
  );
}

/**
 * Adds an address to the book or edits one. The state is a select of the states club wine may
 * ship to (lib/us-states.ts, the rule checkout applies); the service checks it again.
 */
interface AddressFormProps {
  address?: CustomerAddress;
  /** For a new address: the member's own first and last name, offered in its name fields. */
  ownName?: OwnName;
  onDone: (message: string) => void;
  /** This form's refused native post, when the page came back with it. */
  answered: PostedForm;
}

/** The accessible name of an address form, which also routes its answer back to it. */
export const addressFormName = (address: CustomerAddress | undefined) =>
  address ? `Edit ${address.address}` : 'New address';

export function AddressForm({ address, ownName, onDone, answered }: AddressFormProps) {
  const router = useRouter();
  const form = useAccountForm();
  const { posted, action, ref } = useFormPost(saveAddressFromForm, answered);
  const { id } = form;
  const fieldErrors = form.message ? form.fieldErrors : (posted?.fieldErrors ?? {});
  const typed = posted?.values;
  const name = addressFormName(address);
  return (
    <form
      ref={ref}
      action={action}
      noValidate
      aria-label={name}
      className="space-y-3 rounded border border-ink/20 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        form.handler(saveAddress, (result) => {
          onDone(result.message);
          router.refresh();
        })(addressValues(event.currentTarget, address?.id ?? ''));
      }}
    >
      <BackField />
      <HiddenFields values={{ id: address?.id ?? '', [FORM_FIELD]: name }} />
      <FormMessage id={`${id}-message`} message={shownMessage(form.message, posted)} />
      <div className="grid gap-3 sm:grid-cols-2">
        {ADDRESS_FIELD_LIST.map((field) =>
          field.control === 'state' ? (
            <WineStateSelect
              key={field.name}
              id={`${id}-stateCode`}
              error={fieldErrors.stateCode}
              defaultValue={typed?.stateCode ?? textOf(address, 'stateCode')}
            />
          ) : (
            <TextField
              key={field.name}
              id={`${id}-${field.name}`}
              name={field.name}
              label={field.label}
              autoComplete={`shipping ${field.autoComplete}`}
              inputMode={field.inputMode === 'numeric' ? 'numeric' : undefined}
              required={!isOptional(field)}
              defaultValue={typed?.[field.name] ?? startingText(address, ownName, field.name)}
              error={fieldErrors[field.name]}
            />
          ),
        )}
        <TextField
          id={`${id}-phone`}
          name="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="shipping tel"
          required={false}
          defaultValue={typed?.phone ?? textOf(address, 'phone')}
          error={fieldErrors.phone}
        />
      </div>
      <Field id={`${id}-isDefault`} label="Use as my default address" controlFirst>
        {(aria) => (
          <input
            {...aria}
            type="checkbox"
            name="isDefault"
            defaultChecked={address?.isDefault ?? false}
            className="mt-1"
          />
        )}
      </Field>
      <SubmitButton
        pending={form.pending}
        label={address ? 'Save address' : 'Add address'}
        pendingLabel="Saving…"
        waitsForScripts={false}
      />
    </form>
  );
}
