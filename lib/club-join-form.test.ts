import { describe, expect, it } from 'vitest';
import { clubJoinFormErrors } from './club-join-form';

const address = {
  firstName: 'June',
  lastName: 'Ito',
  address: '12 Vine St',
  address2: '',
  city: 'Paso Robles',
  stateCode: 'ca',
  zipCode: '93446',
};

describe('club wizard shipping and billing', () => {
  it.each([
    [{ shipTo: address, billingSameAsShipping: true }, {}],
    [
      { shipTo: address, billingSameAsShipping: false, billTo: { ...address, city: 'Cambria' } },
      {},
    ],
    [
      { shipTo: { ...address, city: ' ', zipCode: '9344' }, billingSameAsShipping: true },
      { 'shipTo.city': 'City is required', 'shipTo.zipCode': 'Invalid ZIP code' },
    ],
    [
      { shipTo: { ...address, stateCode: 'California' }, billingSameAsShipping: true },
      { 'shipTo.stateCode': 'Please select a state' },
    ],
    [
      {
        shipTo: address,
        billingSameAsShipping: false,
        billTo: { ...address, firstName: '', address: '' },
      },
      { 'billTo.firstName': 'First name is required', 'billTo.address': 'Address is required' },
    ],
  ])('%#: %j', (input, errors) => {
    expect(clubJoinFormErrors(input)).toEqual(errors);
  });
});
