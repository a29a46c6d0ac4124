import { SelectField } from '@/components/ui/select-field';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field, controlClass, type FieldLook } from '@/components/ui/field';
import { listOf, type NamedField } from '@/lib/checkout/declared-fields';
import type { CheckoutFormErrors, CheckoutPrefill } from '@/lib/checkout/checkout';
import { PAYMENT_FIELDS } from '@/lib/checkout/payment-fields';
import { US_STATES } from '@/lib/checkout/us-states';

/**
 * How one declared field renders (lib/checkout/declared-fields.ts): labelled, wired to its error,
 * as the control its declaration names. Checkout and the club wizard list their fields from
 * the declarations; nothing here names a field.
 */

/** One input of a form as it renders: a declaration without its rule (the form checks that). */
export type FieldSpec<Name extends string = string> = Omit<NamedField<Name>, 'rule'>;

/** Keeps the autofill of two addresses on one page apart ("shipping given-name"). */
export const inSection =
  (section: 'shipping' | 'billing') =>
  <Spec extends FieldSpec>(spec: Spec): Spec =>
    spec.autoComplete === 'off'
      ? spec
      : { ...spec, autoComplete: `${section} ${spec.autoComplete}` };

/** The card fields as checkout asks them (the club wizard's new card too). */
export const PAYMENT = listOf(PAYMENT_FIELDS);

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
  const className = controlClass(error, CONTROL_CLASS);
  return (
    <Field
      id={id}
      label={spec.label}
      hint={spec.hint}
      error={error}
      look={look}
      className={spec.wide ? 'sm:col-span-2' : undefined}
    >
      {(aria) =>
        spec.control === 'textarea' ? (
          <textarea
            {...aria}
            // The value's side (name, value or default, change) reads the same on a textarea.
            {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)}
            rows={3}
            autoComplete={spec.autoComplete}
            maxLength={spec.maxLength}
            className={className}
          />
        ) : (
          <input
            {...aria}
            {...control}
            type={spec.control === 'email' ? 'email' : 'text'}
            inputMode={spec.inputMode}
            autoComplete={spec.autoComplete}
            placeholder={spec.placeholder}
            maxLength={spec.maxLength}
            className={className}
          />
        )
      }
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
  const name = spec.name as keyof CheckoutPrefill;
  const defaultValue = prefill?.[name] ?? undefined;
  return (
    <SpecInput
      spec={spec}
      id={`${context.id}-${spec.name}`}
      error={context.errors[name]}
      control={{ name: spec.name, defaultValue }}
    />
  );
}

/** The shipping state: controlled, because the quote is asked again whenever it changes. */
export function StateSelect({
  spec,
  context,
  value,
  onChange,
}: {
  spec: FieldSpec;
  context: FieldContext;
  value: string;
  onChange: (stateCode: string) => void;
}) {
  return (
    <UsStateSelect
      id={`${context.id}-${spec.name}`}
      label={spec.label}
      name={spec.name}
      autoComplete={spec.autoComplete}
      error={context.errors[spec.name as keyof CheckoutFormErrors]}
      value={value}
      onChange={onChange}
    />
  );
}

/** The select of the 50 states and DC (checkout and the club wizard), labelled as declared. */
export function UsStateSelect({
  id,
  label,
  name,
  autoComplete,
  error,
  look,
  value,
  onChange,
}: {
  id: string;
  label: string;
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
      label={label}
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
