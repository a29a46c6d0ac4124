import { describe, expect, it } from 'vitest';
import {
  clubJoinFormErrors,
  detailsStepErrors,
  joinFormOf,
  TERMS_CONSENT_MESSAGE,
} from './club-join-form';
import { ZIP_CODE_MESSAGE } from '../checkout/field-rules';

const address = {
  firstName: 'June',
  lastName: 'Ito',
  address: '12 Vine St',
  address2: '',
  city: 'Paso Robles',
  stateCode: 'ca',
  zipCode: '93446',
};
const newCard = {
  kind: 'new',
  cardHolderName: 'June Ito',
  cardNumber: '4242 4242 4242 4242',
  expiry: '1239',
  cvv: '123',
};
const good = {
  birthDate: '1980-04-02',
  shipTo: address,
  billingSameAsShipping: true,
  card: newCard,
  termsAccepted: true,
};

describe('club wizard form', () => {
  it.each([
    [good, {}],
    [{ ...good, card: { kind: 'saved', creditCardId: 'card-1' } }, {}],
    [{ ...good, billingSameAsShipping: false, billTo: { ...address, city: 'Cambria' } }, {}],
    [
      { ...good, shipTo: { ...address, city: ' ', zipCode: '9344' } },
      { 'shipTo.city': 'City is required', 'shipTo.zipCode': ZIP_CODE_MESSAGE },
    ],
    [
      { ...good, shipTo: { ...address, stateCode: 'California' } },
      { 'shipTo.stateCode': 'Please select a state' },
    ],
    [
      { ...good, shipTo: { ...address, stateCode: 'UT' } },
      {
        'shipTo.stateCode':
          'Sorry, we cannot ship wine to Utah. Please choose a shipping address in another state.',
      },
    ],
    // Billing may be anywhere: only shipments are wine.
    [{ ...good, billingSameAsShipping: false, billTo: { ...address, stateCode: 'UT' } }, {}],
    [
      { ...good, billingSameAsShipping: false, billTo: { ...address, firstName: '', address: '' } },
      { 'billTo.firstName': 'First name is required', 'billTo.address': 'Address is required' },
    ],
    [
      { ...good, birthDate: '2015-06-01' },
      { birthDate: 'You must be at least 21 years old to join.' },
    ],
    [{ ...good, birthDate: '' }, { birthDate: 'Date of birth is required' }],
    [
      { ...good, card: { ...newCard, cardNumber: '4242 4242 4242 4241' } },
      {
        'card.cardNumber':
          'This card number looks mistyped: please check the digits (it is not a valid card number)',
      },
    ],
    [
      { ...good, card: { ...newCard, expiry: '01/21' } },
      { 'card.expiry': 'This card has expired. Please use another card.' },
    ],
    [{ ...good, termsAccepted: false }, { termsAccepted: TERMS_CONSENT_MESSAGE }],
  ])('%#: %j', (input, errors) => {
    expect(clubJoinFormErrors(input)).toEqual(errors);
  });

  it('leaves the consent to the last step', () => {
    expect(detailsStepErrors({ ...good, termsAccepted: false })).toEqual({});
    expect(detailsStepErrors({ ...good, termsAccepted: false, birthDate: '' })).toEqual({
      birthDate: 'Date of birth is required',
    });
  });
});

/** The join page's native post read into the wizard's shape, and checked by the same schema. */
const SHIP = {
  'shipTo.firstName': 'Clara',
  'shipTo.lastName': 'Tester',
  'shipTo.address': '1 Ridge Road',
  'shipTo.address2': '',
  'shipTo.city': 'Paso Robles',
  'shipTo.stateCode': 'CA',
  'shipTo.zipCode': '93446',
};
const NEW_CARD = {
  'card.creditCardId': '',
  'card.cardHolderName': 'Clara Tester',
  'card.cardNumber': '4242 4242 4242 4242',
  'card.expiry': '12/39',
  'card.cvv': '123',
};
const posted = (fields: Record<string, string>) => (name: string) => fields[name] ?? '';

describe('joinFormOf', () => {
  it.each([
    [
      'a new card, billed to the shipping address, terms accepted',
      {
        ...SHIP,
        ...NEW_CARD,
        birthDate: '1980-04-02',
        billingSameAsShipping: 'on',
        termsAccepted: 'on',
      },
      {},
    ],
    [
      'a saved card by its id',
      {
        ...SHIP,
        'card.creditCardId': 'card-1',
        birthDate: '1980-04-02',
        billingSameAsShipping: 'on',
        termsAccepted: 'on',
      },
      {},
    ],
    [
      'the terms not accepted',
      { ...SHIP, ...NEW_CARD, birthDate: '1980-04-02', billingSameAsShipping: 'on' },
      { termsAccepted: 'Please accept the membership terms to join' },
    ],
    [
      'billing unticked asks for the billing address',
      { ...SHIP, ...NEW_CARD, birthDate: '1980-04-02', termsAccepted: 'on' },
      { 'billTo.firstName': expect.any(String), 'billTo.city': expect.any(String) },
    ],
  ])('%s', (_name, fields, errors) => {
    const form = joinFormOf(posted(fields));
    const found = clubJoinFormErrors(form);
    if (Object.keys(errors).length === 0) expect(found).toEqual({});
    else expect(found).toMatchObject(errors);
  });

  it('takes a saved card when one is chosen, the new card otherwise', () => {
    expect(joinFormOf(posted({ 'card.creditCardId': 'card-1' }))).toMatchObject({
      card: { kind: 'saved', creditCardId: 'card-1' },
    });
    expect(joinFormOf(posted(NEW_CARD))).toMatchObject({
      card: { kind: 'new', cardNumber: '4242 4242 4242 4242', cvv: '123' },
    });
  });
});
