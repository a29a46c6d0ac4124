import { describe, expect, it } from 'vitest';
import { clubRouteOf, type ClubRoute } from '@/lib/club/clubs';
import { EMPTY_ADDRESS } from '../address-fields';
import {
  FIX_FIELDS_MESSAGE,
  joinForm,
  routeOf,
  startState,
  wizardReducer,
  type WizardState,
} from './wizard-state';

const club = clubRouteOf('6-bottle-red-wines') as ClubRoute;
const start = startState(club);
const address = { ...EMPTY_ADDRESS, firstName: 'June', city: 'Cambria' };

describe('club wizard state', () => {
  it('starts on step 1 with the route as the choice and billing the same as shipping', () => {
    expect(start).toMatchObject({ step: 1, sameBilling: true, errors: {}, message: null });
    expect(routeOf('club', start.choice)).toEqual(club);
  });

  it('keeps every pick, even two made before a render (choices read back after hydration)', () => {
    const picked = [{ bottles: 12 }, { type: start.choice.type }].reduce<WizardState>(
      (state, choice) => wizardReducer(state, { type: 'pick', choice }),
      start,
    );
    expect(picked.choice).toEqual({ ...start.choice, bottles: 12 });
  });

  it('a failed address check shows its errors and the message; a move clears only the message', () => {
    const errors = { 'shipTo.city': 'City is required' };
    const checked = wizardReducer(start, { type: 'checked', errors });
    expect(checked).toMatchObject({ errors, message: FIX_FIELDS_MESSAGE });
    const moved = wizardReducer(checked, { type: 'move', to: 2 });
    expect(moved).toMatchObject({ step: 2, errors, message: null });
    expect(wizardReducer(checked, { type: 'checked', errors: {} }).errors).toEqual({});
  });

  it("offers the account's name once for the address and the card, filling only empty fields", () => {
    const named = wizardReducer(start, { type: 'accountName', firstName: 'June', lastName: 'Ito' });
    expect(named.shipTo).toMatchObject({ firstName: 'June', lastName: 'Ito' });
    expect(named.card.cardHolderName).toBe('June Ito');
    // Edited afterwards (cleared, even): never filled again.
    const edited = wizardReducer(
      wizardReducer(named, { type: 'card', card: { cardHolderName: '' } }),
      { type: 'accountName', firstName: 'June', lastName: 'Ito' },
    );
    expect(edited.card.cardHolderName).toBe('');
    // What was typed before stays.
    const typed = wizardReducer(
      wizardReducer(start, { type: 'address', which: 'shipTo', address }),
      { type: 'accountName', firstName: 'Rosa', lastName: 'Quintero' },
    );
    expect(typed.shipTo).toMatchObject({ firstName: 'June', lastName: 'Quintero' });
  });

  it("a saved address still replaces the address that holds only the account's name", () => {
    const named = wizardReducer(start, { type: 'accountName', firstName: 'June', lastName: 'Ito' });
    const saved = wizardReducer(named, {
      type: 'saved',
      details: {
        address: {
          ...address,
          id: 'a1',
          firstName: 'June',
          lastName: 'Ito',
          address: '1 Vine St',
          address2: null,
          stateCode: 'CA',
          zipCode: '93428',
        },
        birthDate: null,
        cards: [],
      } as never,
    });
    expect(saved.shipTo).toMatchObject({ address: '1 Vine St', city: 'Cambria' });
  });

  it("a refused join shows the service's message and keeps errors unless it names some", () => {
    const refused = wizardReducer(start, { type: 'refused', message: 'Already a member.' });
    expect(refused).toMatchObject({ message: 'Already a member.', errors: {} });
    const fields = { 'shipTo.zipCode': 'Invalid ZIP' };
    expect(wizardReducer(start, { type: 'refused', message: 'No', errors: fields }).errors).toEqual(
      fields,
    );
    expect(wizardReducer(refused, { type: 'joining' }).message).toBeNull();
  });

  it('sends the billing address only when it differs from shipping, and the chosen card', () => {
    const shipped = wizardReducer(start, { type: 'address', which: 'shipTo', address });
    expect(joinForm(shipped)).toMatchObject({
      shipTo: address,
      billingSameAsShipping: true,
      birthDate: '',
      termsAccepted: false,
      card: { kind: 'new', cardNumber: '' },
    });
    expect(joinForm(shipped)).not.toHaveProperty('billTo');
    const apart = wizardReducer(shipped, { type: 'sameBilling', same: false });
    expect(joinForm(apart)).toMatchObject({ billingSameAsShipping: false, billTo: EMPTY_ADDRESS });
    const saved = wizardReducer(apart, {
      type: 'card',
      card: { kind: 'saved', creditCardId: 'card-1' },
    });
    expect(joinForm(saved).card).toEqual({ kind: 'saved', creditCardId: 'card-1' });
  });

  it("fills in a signed-in customer's saved address, birth date and current card, never over what was typed", () => {
    const saved = {
      address: {
        ...EMPTY_ADDRESS,
        firstName: 'Gabriel',
        city: 'Paso Robles',
        countryCode: 'US',
        phone: null,
        address2: null,
      },
      birthDate: '1980-04-02',
      cards: [
        { id: 'old', label: 'Visa ending in 1111', expiry: '01/20', expired: true },
        { id: 'mc', label: 'Mastercard ending in 4444', expiry: '08/31', expired: false },
      ],
    };
    const filled = wizardReducer(start, { type: 'saved', details: saved });
    expect(filled.shipTo).toEqual({ ...EMPTY_ADDRESS, firstName: 'Gabriel', city: 'Paso Robles' });
    expect(filled.birthDate).toBe('1980-04-02');
    expect(filled.card).toMatchObject({ kind: 'saved', creditCardId: 'mc' });

    const typed = wizardReducer(
      wizardReducer(start, { type: 'address', which: 'shipTo', address }),
      { type: 'card', card: { cardNumber: '4242' } },
    );
    const kept = wizardReducer(typed, { type: 'saved', details: saved });
    expect(kept.shipTo).toEqual(address);
    expect(kept.card).toMatchObject({ kind: 'new', cardNumber: '4242' });
  });
});
