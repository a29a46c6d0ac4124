/**
 * The test customer's address, card and club-join details: plain data, so a test of a component
 * can share them without loading the embedded service (tests/support/local-commerce-service.ts
 * passes them on to the service's tests).
 */
export const TEST_ADDRESS = {
  firstName: 'Rosa',
  lastName: 'Quintero',
  address: '1 Test Road',
  city: 'Paso Robles',
  stateCode: 'CA',
  zipCode: '93446',
};

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' };

/** What every club join carries besides the club and addresses: date of birth, a card, consent. */
export const TEST_JOIN_EXTRAS = {
  birthDate: '1980-04-02',
  payment: { cardHolderName: 'Rosa Quintero', ...TEST_CARD },
  termsAccepted: true,
};
