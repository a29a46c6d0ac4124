import type { CheckoutField, CheckoutFormErrors } from '@/lib/checkout-form';
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

export interface FieldSpec {
  name: CheckoutField;
  label: string;
  autoComplete: string;
  type?: 'email' | 'text';
  inputMode?: 'numeric' | 'email';
  wide?: boolean;
  placeholder?: string;
  maxLength?: number;
}

export const CONTACT: FieldSpec[] = [
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', wide: true },
];
export const NAME: FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'shipping given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'shipping family-name' },
];
export const STREET: FieldSpec[] = [
  { name: 'address', label: 'Address', autoComplete: 'shipping address-line1', wide: true },
  {
    name: 'address2',
    label: 'Apartment, suite (optional)',
    autoComplete: 'shipping address-line2',
    wide: true,
  },
  { name: 'city', label: 'City', autoComplete: 'shipping address-level2' },
];
export const ZIP: FieldSpec = {
  name: 'zipCode',
  label: 'ZIP code',
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
    inputMode: 'numeric',
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

const INPUT_CLASS = 'mt-1 w-full rounded border border-neutral-300 bg-white px-3 py-2';

/** The form's ids (from useId) and current errors, which every field needs to label itself. */
export interface FieldContext {
  id: string;
  errors: CheckoutFormErrors;
}

const describedBy = ({ id, errors }: FieldContext, name: CheckoutField) =>
  errors[name] ? `${id}-${name}-error` : undefined;

function ErrorText({ context, name }: { context: FieldContext; name: CheckoutField }) {
  const { id, errors } = context;
  return errors[name] ? (
    <p id={`${id}-${name}-error`} className="mt-1 text-sm text-wine">
      {errors[name]}
    </p>
  ) : null;
}

export function CheckoutInput({
  spec,
  context,
  prefill,
}: {
  spec: FieldSpec;
  context: FieldContext;
  prefill: CheckoutPrefill | null;
}) {
  const { id, errors } = context;
  return (
    <div className={spec.wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={`${id}-${spec.name}`} className="text-sm font-semibold">
        {spec.label}
      </label>
      <input
        id={`${id}-${spec.name}`}
        name={spec.name}
        type={spec.type ?? 'text'}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete}
        placeholder={spec.placeholder}
        maxLength={spec.maxLength}
        defaultValue={prefill?.[spec.name as keyof CheckoutPrefill] ?? undefined}
        className={INPUT_CLASS}
        aria-invalid={errors[spec.name] ? true : undefined}
        aria-describedby={describedBy(context, spec.name)}
      />
      <ErrorText context={context} name={spec.name} />
    </div>
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
  const { id, errors } = context;
  return (
    <div>
      <label htmlFor={`${id}-stateCode`} className="text-sm font-semibold">
        State
      </label>
      <select
        id={`${id}-stateCode`}
        name="stateCode"
        autoComplete="shipping address-level1"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={INPUT_CLASS}
        aria-invalid={errors.stateCode ? true : undefined}
        aria-describedby={describedBy(context, 'stateCode')}
      >
        <option value="">Select a state</option>
        {US_STATES.map((state) => (
          <option key={state.value} value={state.value}>
            {state.label}
          </option>
        ))}
      </select>
      <ErrorText context={context} name="stateCode" />
    </div>
  );
}
