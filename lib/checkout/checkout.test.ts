import { describe, expect, it } from 'vitest';
import { checkoutFormErrors, errorsAfterChange } from './checkout';
import { ZIP_CODE_MESSAGE } from './field-rules';
import { CARD_CHECKSUM_MESSAGE } from './payment-fields';

const good = {
  email: 'buyer@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Ridge Road',
  city: 'Paso Robles',
  stateCode: 'ca',
  zipCode: '93446',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvv: '123',
};

describe('checkoutFormErrors', () => {
  it.each([
    ['a complete form', good, {}],
    ['missing e-mail', { ...good, email: '' }, { email: 'Email address is required' }],
    ['bad e-mail', { ...good, email: 'nope' }, { email: 'Invalid email address' }],
    ['no state', { ...good, stateCode: '' }, { stateCode: 'Please select a state' }],
    ['unknown state', { ...good, stateCode: 'ZZ' }, { stateCode: 'Please select a state' }],
    [
      'a state outside the list',
      { ...good, stateCode: 'Cal' },
      { stateCode: 'Please select a state' },
    ],
    ['bad zip', { ...good, zipCode: '9344' }, { zipCode: ZIP_CODE_MESSAGE }],
    ['bad card', { ...good, cardNumber: '4242' }, { cardNumber: 'Invalid card number' }],
    // A failed checksum is a typing slip, said by the field, not a decline.
    [
      'mistyped card',
      { ...good, cardNumber: '4242 4242 4242 4241' },
      { cardNumber: CARD_CHECKSUM_MESSAGE },
    ],
    ['bad expiry', { ...good, expiry: '13/30' }, { expiry: 'Expiry must be MM/YY' }],
    [
      'expiry typed without its slash, bad month',
      { ...good, expiry: '1330' },
      { expiry: 'Expiry must be MM/YY' },
    ],
    ['expiry of three digits', { ...good, expiry: '123' }, { expiry: 'Expiry must be MM/YY' }],
    ['bad cvv', { ...good, cvv: '12' }, { cvv: 'Invalid security code' }],
    ['no first name', { ...good, firstName: '  ' }, { firstName: 'First name is required' }],
    ['a delivery note', { ...good, deliveryNote: 'By the side gate' }, {}],
    [
      'a delivery note over 500 characters',
      { ...good, deliveryNote: 'x'.repeat(501) },
      { deliveryNote: 'Delivery note can be at most 500 characters' },
    ],
  ])('%s', (_name, input, errors) => expect(checkoutFormErrors(input)).toEqual(errors));
});

describe('an order with nothing to ship', () => {
  const card = {
    email: 'buyer@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    cardNumber: '4242424242424242',
    expiry: '12/39',
    cvv: '123',
  };
  it.each([
    ['contact, name and card are enough', card, {}],
    ['the card is still checked', { ...card, cvv: '' }, { cvv: 'Security code is required' }],
    // The order e-mail greets the buyer by it (not "Hi there,").
    [
      'the name is asked',
      { ...card, firstName: '', lastName: ' ' },
      { firstName: 'First name is required', lastName: 'Last name is required' },
    ],
  ])('%s', (_name, input, errors) => expect(checkoutFormErrors(input, false)).toEqual(errors));

  it('lists errors in the order of the form', () => {
    expect(Object.keys(checkoutFormErrors({}))).toEqual([
      'email',
      'firstName',
      'lastName',
      'address',
      'city',
      'stateCode',
      'zipCode',
      'cardNumber',
      'expiry',
      'cvv',
    ]);
  });
});

describe('errorsAfterChange: a corrected field loses its error at once', () => {
  const shown = { email: 'Email address is required', cvv: 'Invalid security code' };
  it.each([
    ['the e-mail made valid', 'email', { ...good }, { cvv: 'Invalid security code' }],
    ['the e-mail still invalid', 'email', { ...good, email: 'buyer@' }, shown],
    ['a field that had no error', 'city', { ...good, city: '' }, shown],
    [
      'the security code made valid',
      'cvv',
      { ...good, email: '' },
      { email: 'Email address is required' },
    ],
    ['a field the form does not know', 'shownTotal', { ...good }, shown],
  ])('%s', (_case, changed, values, expected) => {
    expect(errorsAfterChange(shown, changed, values)).toEqual(expected);
  });

  it('keeps an error the service gave another field', () => {
    const fromService = { cardNumber: 'Your card was declined' };
    expect(errorsAfterChange(fromService, 'email', { ...good })).toBe(fromService);
  });
});

describe('expiry as a phone types it (no "/" on a numeric keypad)', () => {
  it.each(['12/39', '1239', '12 39', '12-39', '12/2039', '122039'])(
    '%s reads as valid',
    (expiry) => {
      expect(checkoutFormErrors({ ...good, expiry })).toEqual({});
    },
  );
});
