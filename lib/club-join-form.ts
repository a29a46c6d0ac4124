/**
 * The club wizard's shipping and billing step (local mode: production hands off to the commerce
 * platform's club join). One valibot schema, so the server action checks what the form promises.
 * Field rules and messages are the embedded checkout's (lib/checkout-form.ts).
 */
import * as v from 'valibot';
import { CheckoutFormSchema } from './checkout-form';

const AddressFormSchema = v.pick(CheckoutFormSchema, [
  'firstName',
  'lastName',
  'address',
  'address2',
  'city',
  'stateCode',
  'zipCode',
]);
export type AddressFormInput = v.InferInput<typeof AddressFormSchema>;
export type AddressField = keyof AddressFormInput;

export const ClubJoinFormSchema = v.variant('billingSameAsShipping', [
  v.object({ shipTo: AddressFormSchema, billingSameAsShipping: v.literal(true) }),
  v.object({
    shipTo: AddressFormSchema,
    billingSameAsShipping: v.literal(false),
    billTo: AddressFormSchema,
  }),
]);
export type ClubJoinFormInput = v.InferInput<typeof ClubJoinFormSchema>;

/** Field errors keyed 'shipTo.city', 'billTo.zipCode' ...: one message per field, the first found. */
export function clubJoinFormErrors(input: unknown): Record<string, string> {
  const result = v.safeParse(ClubJoinFormSchema, input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
