import { CLUB_ROUTES, type ClubRoute } from '@/lib/clubs';
import type { AddressFormInput, ClubJoinFormInput } from '@/lib/club-join-form';
import { EMPTY_ADDRESS } from '../address-fields';

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
  /** Field errors keyed 'shipTo.city': from the address check or the join's refusal. */
  errors: Record<string, string>;
  /** The wizard's alert; any move to another step clears it. */
  message: string | null;
}

export type WizardAction =
  | { type: 'pick'; choice: Partial<Choice> }
  | { type: 'move'; to: Step }
  | { type: 'address'; which: 'shipTo' | 'billTo'; address: AddressFormInput }
  | { type: 'sameBilling'; same: boolean }
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

/** The addresses as the join action takes them: billing only when it differs. */
export function joinForm(state: WizardState): ClubJoinFormInput {
  return state.sameBilling
    ? { shipTo: state.shipTo, billingSameAsShipping: true }
    : { shipTo: state.shipTo, billingSameAsShipping: false, billTo: state.billTo };
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
