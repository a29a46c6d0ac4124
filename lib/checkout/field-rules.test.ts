import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  emailAddress,
  optionalNote,
  optionalText,
  requiredText,
  STATE_REQUIRED_MESSAGE,
  usState,
  wineShippingState,
  ZIP_CODE_MESSAGE,
  zipCode,
} from './field-rules';

/** The rule's answer: the value it keeps, or its first message. */
function answer(rule: v.GenericSchema, input: unknown): unknown {
  const result = v.safeParse(rule, input);
  return result.success ? { ok: result.output } : result.issues[0]?.message;
}

describe('the ZIP code rule (checkout, club join, address book, the embedded service)', () => {
  it.each([
    ['five digits', '93446', { ok: '93446' }],
    ['ZIP+4', '93446-1234', { ok: '93446-1234' }],
    ['spaces around it', ' 93446 ', { ok: '93446' }],
    ['empty', '', 'ZIP code is required'],
    ['missing', undefined, 'ZIP code is required'],
    ['four digits', '9344', ZIP_CODE_MESSAGE],
    ['six digits', '934461', ZIP_CODE_MESSAGE],
    ['letters', 'ABCDE', ZIP_CODE_MESSAGE],
    ['ZIP+4 without its dash', '934461234', ZIP_CODE_MESSAGE],
    ['a short +4', '93446-123', ZIP_CODE_MESSAGE],
  ])('%s', (_case, input, expected) => expect(answer(zipCode, input)).toEqual(expected));
});

describe('the state rule: one of the 50 states or DC', () => {
  it.each([
    ['a code', 'CA', { ok: 'CA' }],
    ['lower case', 'ny', { ok: 'NY' }],
    ['DC', 'DC', { ok: 'DC' }],
    ['a state wine cannot go to is still a state', 'UT', { ok: 'UT' }],
    ['empty', '', STATE_REQUIRED_MESSAGE],
    ['unknown', 'ZZ', STATE_REQUIRED_MESSAGE],
    ['a name, not a code', 'Cal', STATE_REQUIRED_MESSAGE],
    ['missing', undefined, STATE_REQUIRED_MESSAGE],
  ])('%s', (_case, input, expected) => expect(answer(usState, input)).toEqual(expected));
});

describe('the shippable state rule: where wine may go (lib/checkout/us-states.ts)', () => {
  const refusal = (state: string) =>
    `Sorry, we cannot ship wine to ${state}. Please choose a shipping address in another state.`;
  it.each([
    ['California', 'ca', { ok: 'CA' }],
    ['Oregon', 'OR', { ok: 'OR' }],
    ['Alabama', 'AL', refusal('Alabama')],
    ['Mississippi', 'ms', refusal('Mississippi')],
    ['Rhode Island', 'RI', refusal('Rhode Island')],
    ['Utah', 'UT', refusal('Utah')],
    ['not a state', 'ZZ', STATE_REQUIRED_MESSAGE],
    ['empty', '', STATE_REQUIRED_MESSAGE],
  ])('%s', (_case, input, expected) => expect(answer(wineShippingState, input)).toEqual(expected));
});

describe('the e-mail rule (required, a standard pattern)', () => {
  it.each([
    ['an address', 'buyer@example.com', { ok: 'buyer@example.com' }],
    ['kept in lower case', ' Buyer@Example.COM ', { ok: 'buyer@example.com' }],
    ['empty', '', 'Email address is required'],
    ['blank', '   ', 'Email address is required'],
    ['missing', undefined, 'Email address is required'],
    ['no at sign', 'buyer', 'Invalid email address'],
    ['no domain', 'buyer@', 'Invalid email address'],
    ['a one-letter top-level domain', 'buyer@example.c', 'Invalid email address'],
    ['a space inside', 'bu yer@example.com', 'Invalid email address'],
    ['too long', `${'a'.repeat(320)}@example.com`, 'Email address is too long'],
  ])('%s', (_case, input, expected) => expect(answer(emailAddress, input)).toEqual(expected));
});

describe('text rules', () => {
  it.each([
    ['required: trimmed', requiredText('City'), ' Cambria ', { ok: 'Cambria' }],
    ['required: blank', requiredText('City'), '  ', 'City is required'],
    ['required: too long', requiredText('City', 5), 'Cambria', 'City is too long'],
    ['optional: empty', optionalText('Address line 2'), '', { ok: '' }],
    ['optional: null', optionalText('Address line 2'), null, { ok: '' }],
    ['optional: missing', optionalText('Address line 2'), undefined, { ok: '' }],
    [
      'optional: too long',
      optionalText('Address line 2', 3),
      'Suite 4',
      'Address line 2 is too long',
    ],
    ['note: trimmed', optionalNote('Note', 10), ' Porch ', { ok: 'Porch' }],
    ['note: too long', optionalNote('Note', 3), 'Porch', 'Note can be at most 3 characters'],
  ])('%s', (_case, rule, input, expected) => expect(answer(rule, input)).toEqual(expected));
});
