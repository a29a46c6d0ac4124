'use client';

import { useEffect, useReducer, useRef, useTransition, type RefObject } from 'react';
import { frequencyLabel, type ClubRoute } from '@/lib/club/clubs';
import { clubJoinFormErrors, clubReceiptPath, detailsStepErrors } from '@/lib/club/club-join-form';
import { useShellStore } from '@/components/session/shell-store';
import { pushEvent } from '@/lib/tracking/data-layer';
import { joinClub, loadJoinDetails } from '@/server/actions/clubs';
import {
  joinForm,
  routeOf,
  startState,
  STEP_NAMES,
  wizardReducer,
  type Step,
  type WizardAction,
  type WizardState,
} from './wizard-state';

const STEP_EVENTS = [
  'wizardStepOne',
  'wizardStepTwo',
  'wizardStepThree',
  'wizardStepFour',
] as const;

/** What every wizard event says of the club being joined. */
function clubData(route: ClubRoute) {
  return {
    club: route.slug,
    bottles: route.bottles,
    ...(route.kind === 'subscription' ? { frequency: frequencyLabel(route.months) } : {}),
  };
}

/**
 * A signed-in customer's saved address and cards, asked once they reach the details step; the
 * account's name fills the address's and the card's name fields still empty.
 */
function useSavedJoinDetails(state: WizardState, dispatch: (action: WizardAction) => void) {
  const account = useShellStore((shell) => shell.account);
  const signedIn = Boolean(account);
  const { step, saved } = state;
  useEffect(() => {
    if (step === 3 && account?.firstName)
      dispatch({
        type: 'accountName',
        firstName: account.firstName,
        lastName: account.lastName,
      });
  }, [step, account, dispatch]);
  useEffect(() => {
    if (step !== 3 || !signedIn || saved) return;
    let current = true;
    void loadJoinDetails().then((details) => {
      if (current) dispatch({ type: 'saved', details });
    });
    return () => {
      current = false;
    };
  }, [step, signedIn, saved, dispatch]);
}

/**
 * The club wizard's state and moves. Each step is tracked when shown (wizardStepOne..Four) and
 * every move fires wizardNavigation; focus follows the visitor's move to the new step's heading.
 * Joining ends with a full page load to the receipt. `headingRef` is the step's heading.
 */
export function useClubWizard(
  initial: ClubRoute,
  headingRef: RefObject<HTMLHeadingElement | null>,
) {
  const [state, dispatch] = useReducer(wizardReducer, initial, startState);
  const [pending, startTransition] = useTransition();
  const moved = useRef(false);
  const isSubscriptionFlow = initial.kind === 'subscription';
  const route = routeOf(initial.kind, state.choice) ?? initial;
  const { step } = state;
  useSavedJoinDetails(state, dispatch);

  useEffect(() => {
    const event = STEP_EVENTS[step - 1];
    if (event)
      pushEvent(event, {
        isSubscriptionFlow,
        type: route.category,
        step,
        stepName: STEP_NAMES[step - 1],
        ...clubData(route),
      });
    if (moved.current) headingRef.current?.focus();
    // Tracked once per step shown, with the data of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  function go(to: Step) {
    const move = { isSubscriptionFlow, type: route.category, step: to, from: step, to };
    pushEvent('wizardNavigation', { ...move, ...clubData(route) });
    moved.current = true;
    dispatch({ type: 'move', to });
  }

  function continueFromAddresses() {
    const errors = detailsStepErrors(joinForm(state));
    dispatch({ type: 'checked', errors });
    if (Object.keys(errors).length === 0) go(4);
  }

  function join() {
    // Only the consent is left to check here; the rest was checked on the way.
    const errors = clubJoinFormErrors(joinForm(state));
    dispatch({ type: 'checked', errors });
    if (Object.keys(errors).length > 0) return;
    dispatch({ type: 'joining' });
    startTransition(async () => {
      const result = await joinClub({ clubSlug: route.slug, form: joinForm(state) });
      if (!result.ok) {
        dispatch({ type: 'refused', message: result.message, errors: result.fieldErrors });
        return;
      }
      pushEvent('clubJoin', { club: result.clubTitle, clubSlug: route.slug, isSubscriptionFlow });
      // A full page load: nothing the router kept from before joining (anonymous or non-member
      // prices, allocation panels) can show once the visitor is a member.
      const receipt = clubReceiptPath(result.membershipId);
      window.location.assign(new URL(receipt, window.location.origin).href);
    });
  }

  return {
    state,
    dispatch,
    route,
    isSubscriptionFlow,
    pending,
    go,
    continueFromAddresses,
    join,
  };
}

export type ClubWizardModel = ReturnType<typeof useClubWizard>;
