import { SelectField } from '@/components/ui/select-field';
import type { InputHTMLAttributes } from 'react';
import { Field, controlClass, type FieldLook } from '@/components/ui/field';
import { ZIP_CODE_HINT, type CheckoutField, type CheckoutFormErrors } from '@/lib/checkout-form';
import { US_STATES } from '@/lib/us-states';

/**
 * The checkout's inputs: which fields each fieldset holds (labels, autofill tokens, keyboards)
 * and how one field renders with its label and error message.
 */

/** What a signed-in customer's checkout starts with (their e-mail, name and last address). */
export interface CheckoutPrefill {
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  address2: string;
  city: string;
  stateCode: string;
  zipCode: string;
}

/** One input of a form: the checkout's fields by default, the club wizard's names (`cardHolderName`) too. */
export interface FieldSpec<Name extends string = CheckoutField> {
  name: Name;
  label: string;
  autoComplete: string;
  type?: 'email' | 'text';
  inputMode?: 'numeric' | 'email' | 'text';
  wide?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** What the field expects, said above it (the ZIP code's form). */
  hint?: string;
}

export const CONTACT: FieldSpec[] = [
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', wide: true },
];
/** Name and street as the checkout and the club wizard ask them; `inSection` adds the autofill section. */
export const NAME_AND_STREET: FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'address', label: 'Address', autoComplete: 'address-line1', wide: true },
  {
    name: 'address2',
    label: 'Apartment, suite (optional)',
    autoComplete: 'address-line2',
    wide: true,
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
];

/** Keeps the autofill of two addresses on one page apart ("shipping given-name"). */
export const inSection =
  (section: 'shipping' | 'billing') =>
  (spec: FieldSpec): FieldSpec => ({ ...spec, autoComplete: `${section} ${spec.autoComplete}` });

export const SHIPPING_NAME_AND_STREET = NAME_AND_STREET.map(inSection('shipping'));
/** The buyer's name alone, asked with the contact when nothing ships (the card's holder). */
export const BUYER_NAME = NAME_AND_STREET.slice(0, 2).map(inSection('billing'));
export const ZIP: FieldSpec = {
  name: 'zipCode',
  label: 'ZIP code',
  hint: ZIP_CODE_HINT,
  autoComplete: 'shipping postal-code',
  inputMode: 'numeric',
  maxLength: 10,
};
export const PAYMENT: FieldSpec[] = [
  {
    name: 'cardNumber',
    label: 'Card number',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    wide: true,
    maxLength: 23,
  },
  {
    name: 'expiry',
    label: 'Expiry (MM/YY)',
    autoComplete: 'cc-exp',
    // Not 'numeric': a phone's numeric keypad has no "/" (the form still reads 1239 as 12/39).
    inputMode: 'text',
    placeholder: 'MM/YY',
    maxLength: 7,
  },
  {
    name: 'cvv',
    label: 'Security code',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    maxLength: 4,
  },
];

const CONTROL_CLASS = 'w-full rounded border bg-white px-3 py-2';

/** The form's ids (from useId) and current errors, which every field needs to label itself. */
export interface FieldContext {
  id: string;
  errors: CheckoutFormErrors;
}

/**
 * One input of a field list, labelled and wired to its error; `control` adds the value's side
 * (a default value, or a controlled value and its change).
 */
export function SpecInput({
  spec,
  id,
  error,
  look,
  control,
}: {
  spec: FieldSpec<string>;
  id: string;
  error: string | undefined;
  look?: FieldLook;
  control: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <Field
      id={id}
      label={spec.label}
      hint={spec.hint}
      error={error}
      look={look}
      className={spec.wide ? 'sm:col-span-2' : undefined}
    >
      {(aria) => (
        <input
          {...aria}
          {...control}
          type={spec.type ?? 'text'}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete}
          placeholder={spec.placeholder}
          maxLength={spec.maxLength}
          className={controlClass(error, CONTROL_CLASS)}
        />
      )}
    </Field>
  );
}

/** A checkout field: named as the schema names it, filled from the customer's prefill. */
export function CheckoutInput({
  spec,
  context,
  prefill,
}: {
  spec: FieldSpec;
  context: FieldContext;
  prefill: CheckoutPrefill | null;
}) {
  const defaultValue = prefill?.[spec.name as keyof CheckoutPrefill] ?? undefined;
  return (
    <SpecInput
      spec={spec}
      id={`${context.id}-${spec.name}`}
      error={context.errors[spec.name]}
      control={{ name: spec.name, defaultValue }}
    />
  );
}

/** The shipping state: controlled, because the quote is asked again whenever it changes. */
export function StateSelect({
  context,
  value,
  onChange,
}: {
  context: FieldContext;
  value: string;
  onChange: (stateCode: string) => void;
}) {
  return (
    <UsStateSelect
      id={`${context.id}-stateCode`}
      name="stateCode"
      autoComplete="shipping address-level1"
      error={context.errors.stateCode}
      value={value}
      onChange={onChange}
    />
  );
}

/** The select of the 50 states and DC (checkout and the club wizard), labelled "State". */
export function UsStateSelect({
  id,
  name,
  autoComplete,
  error,
  look,
  value,
  onChange,
}: {
  id: string;
  name: string;
  autoComplete: string;
  error: string | undefined;
  look?: FieldLook;
  value: string;
  onChange: (stateCode: string) => void;
}) {
  return (
    <SelectField
      id={id}
      label="State"
      error={error}
      look={look}
      options={US_STATES}
      emptyLabel="Select a state"
      name={name}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={controlClass(error, CONTROL_CLASS)}
    />
  );
}
