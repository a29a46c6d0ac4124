import { CLUB_ROUTES, type ClubRoute } from '@/lib/club/clubs';
import type { AddressFormInput, ClubJoinFormInput } from '@/lib/club/club-join-form';
import type { Address } from '@/lib/commerce/entities';
import type { JoinDetails } from '@/server/actions/clubs';
import { addressFormValues, EMPTY_ADDRESS } from '@/lib/checkout/address';

/**
 * What the club wizard remembers between its steps, and every change it allows: a pure reducer,
 * so the order of moves is the hook's (use-club-wizard.ts) and the rules are tested here.
 */

export type Step = 1 | 2 | 3 | 4;
export const STEP_NAMES = ['Your club', 'Your account', 'Shipping and billing', 'Review and join'];

/** The club the visitor is putting together: bottles, wine type, and (subscriptions) months. */
export interface Choice {
  bottles: number;
  type: string;
  months: number;
}

export interface WizardState {
  step: Step;
  choice: Choice;
  shipTo: AddressFormInput;
  billTo: AddressFormInput;
  sameBilling: boolean;
  /** YYYY-MM-DD, as the date field gives it. */
  birthDate: string;
  card: CardForm;
  termsAccepted: boolean;
  /** The signed-in customer's saved address and cards, once asked for (null before). */
  saved: JoinDetails | null;
  /** The account's name was offered for the address and the card (once: never refilled). */
  named: boolean;
  /** Field errors keyed 'shipTo.city': from the address check or the join's refusal. */
  errors: Record<string, string>;
  /** The wizard's alert; any move to another step clears it. */
  message: string | null;
}

/** A saved card by id, or a new one as typed (which one is sent follows `kind`). */
export interface CardForm {
  kind: 'saved' | 'new';
  creditCardId: string;
  cardHolderName: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
}

const NEW_CARD: CardForm = {
  kind: 'new',
  creditCardId: '',
  cardHolderName: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
};

export type WizardAction =
  | { type: 'pick'; choice: Partial<Choice> }
  | { type: 'move'; to: Step }
  | { type: 'address'; which: 'shipTo' | 'billTo'; address: AddressFormInput }
  | { type: 'sameBilling'; same: boolean }
  | { type: 'birthDate'; birthDate: string }
  | { type: 'card'; card: Partial<CardForm> }
  | { type: 'terms'; accepted: boolean }
  | { type: 'saved'; details: JoinDetails }
  | { type: 'accountName'; firstName: string; lastName: string }
  | { type: 'checked'; errors: Record<string, string> }
  | { type: 'joining' }
  | { type: 'refused'; message: string; errors?: Record<string, string> | undefined };

export const FIX_FIELDS_MESSAGE = 'Please correct the fields in red';

export function startState(initial: ClubRoute): WizardState {
  return {
    step: 1,
    choice: {
      bottles: initial.bottles,
      type: initial.type,
      months: initial.kind === 'subscription' ? initial.months : 1,
    },
    shipTo: EMPTY_ADDRESS,
    billTo: EMPTY_ADDRESS,
    sameBilling: true,
    birthDate: '',
    card: NEW_CARD,
    termsAccepted: false,
    saved: null,
    named: false,
    errors: {},
    message: null,
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'pick':
      return { ...state, choice: { ...state.choice, ...action.choice } };
    case 'move':
      return { ...state, step: action.to, message: null };
    case 'address':
      return { ...state, [action.which]: action.address };
    case 'sameBilling':
      return { ...state, sameBilling: action.same };
    case 'birthDate':
      return { ...state, birthDate: action.birthDate };
    case 'card':
      return { ...state, card: { ...state.card, ...action.card } };
    case 'terms':
      return { ...state, termsAccepted: action.accepted };
    case 'saved':
      return withSavedDetails(state, action.details);
    case 'accountName':
      return withAccountName(state, action.firstName, action.lastName);
    case 'checked': {
      const invalid = Object.keys(action.errors).length > 0;
      return {
        ...state,
        errors: action.errors,
        message: invalid ? FIX_FIELDS_MESSAGE : state.message,
      };
    }
    case 'joining':
      return { ...state, message: null };
    case 'refused':
      return { ...state, message: action.message, errors: action.errors ?? state.errors };
  }
}

/** A saved address as the form's fields (no country or phone: the form does not ask them). */
const formAddress = (address: Address): AddressFormInput => addressFormValues(address);

/** Nothing typed yet: every field empty, but for the account's name the wizard put there. */
const isUntouched = (address: AddressFormInput, named: boolean) =>
  Object.entries(address).every(
    ([key, value]) => !value || (named && (key === 'firstName' || key === 'lastName')),
  );

/**
 * A signed-in customer's saved details fill in what is still empty (never what they typed):
 * the address, the date of birth, and their default current card chosen over a new one.
 */
function withSavedDetails(state: WizardState, details: JoinDetails): WizardState {
  const usable = details.cards.filter((card) => !card.expired);
  const untouched = state.card.kind === 'new' && !state.card.cardNumber;
  const firstCard = usable[0];
  const { address } = details;
  return {
    ...state,
    saved: details,
    shipTo: address && isUntouched(state.shipTo, state.named) ? formAddress(address) : state.shipTo,
    birthDate: state.birthDate || details.birthDate || '',
    card:
      firstCard && untouched
        ? { ...state.card, kind: 'saved', creditCardId: firstCard.id }
        : state.card,
  };
}

/**
 * The name the account was made with, offered once for the shipping address and the name on a
 * new card (the wizard does not ask for it three times); only empty fields are filled,
 * and every one stays editable.
 */
function withAccountName(state: WizardState, firstName: string, lastName: string): WizardState {
  if (state.named || !firstName.trim()) return state;
  const fullName = `${firstName} ${lastName}`.trim();
  return {
    ...state,
    named: true,
    shipTo: {
      ...state.shipTo,
      firstName: state.shipTo.firstName || firstName,
      lastName: state.shipTo.lastName || lastName,
    },
    card: { ...state.card, cardHolderName: state.card.cardHolderName || fullName },
  };
}

/** The form as the join action takes it: billing only when it differs, the chosen card. */
export function joinForm(state: WizardState): ClubJoinFormInput {
  const { kind, creditCardId, ...typed } = state.card;
  const common = {
    birthDate: state.birthDate,
    shipTo: state.shipTo,
    card: kind === 'saved' ? { kind, creditCardId } : { kind, ...typed },
    termsAccepted: state.termsAccepted as true,
  };
  return state.sameBilling
    ? { ...common, billingSameAsShipping: true }
    : { ...common, billingSameAsShipping: false, billTo: state.billTo };
}

/** The club or subscription the choice names, in the wizard's flow. */
export function routeOf(flow: ClubRoute['kind'], choice: Choice): ClubRoute | undefined {
  return CLUB_ROUTES.find(
    (route) =>
      route.kind === flow &&
      route.bottles === choice.bottles &&
      route.type === choice.type &&
      (route.kind === 'club' || route.months === choice.months),
  );
}
