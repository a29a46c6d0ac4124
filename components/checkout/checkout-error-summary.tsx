import { CHECKOUT_FIELD_ORDER, type CheckoutFormErrors } from '@/lib/checkout/checkout';

/** The fields a submit found invalid, in reading order (the form's summary lists them). */
export const invalidFields = (errors: CheckoutFormErrors) =>
  CHECKOUT_FIELD_ORDER.filter((name) => errors[name]);

/** The error summary above the form: one link per invalid field, announced as an alert. */
export function CheckoutErrorSummary({ id, errors }: { id: string; errors: CheckoutFormErrors }) {
  const errorList = invalidFields(errors);
  if (errorList.length === 0) return null;
  return (
    <div
      id={`${id}-summary`}
      role="alert"
      className="rounded border-2 border-wine p-4 md:col-start-1"
      data-testid="checkout-error-summary"
    >
      <h2 className="font-semibold text-wine">
        Please correct {errorList.length === 1 ? 'this field' : `these ${errorList.length} fields`}:
      </h2>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {errorList.map((name) => (
          <li key={name}>
            <a href={`#${id}-${name}`} className="underline">
              {errors[name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
