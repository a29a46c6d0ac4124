'use client';

import { useEffect, useState } from 'react';
import {
  opensFromState,
  stepFromNumber,
  stepNumber,
  type PopupStep,
  type StoredPopupState,
} from '@/lib/forms/popup';
import type { PublicPopup } from './popup-data';
import { markSeen, readState, saveState, seenThisSession } from './popup-storage';
import { afterAgeGate, armLoadCondition, whenUndisturbed } from './popup-triggers';
import { hasSignedUp } from '@/components/forms/email-signup-form';
import { pushEvent } from '@/lib/tracking/data-layer';

type Phase = 'waiting' | 'open' | 'minimized' | 'done';

/**
 * The steps' code (fields, validation, the submit action) is not needed for the first paint, and
 * most visitors never open a pop-up: it loads once a pop-up is due (open or minimized), and the
 * dialog shows when it is there.
 */
type StepsModule = typeof import('./popup-steps');
const loadSteps = (): Promise<StepsModule> => import('./popup-steps');

/**
 * One pop-up's life: waiting for its load condition, open at its step,
 * minimized or done, with the state kept under `wwc-popup-*` so a closed or completed pop-up
 * stays so.
 */
export function usePopupState(popup: PublicPopup) {
  const { id, options } = popup;
  const [phase, setPhase] = useState<Phase>('waiting');
  const [step, setStep] = useState<PopupStep>('form');
  const steps = useStepsWhenDue(phase);
  const shown = phase === 'open' && steps !== null;

  useEffect(() => {
    const stored = readState(id);
    if (stored?.completed) return;
    if (stored?.hidePopup) {
      // A closed pop-up stays closed; its minimized button (if any) brings it back at its step.
      const timer = window.setTimeout(() => {
        setStep(stepFromNumber(options.formType, stored.step));
        setPhase(options.minimizedText ? 'minimized' : 'done');
      });
      return () => window.clearTimeout(timer);
    }
    if (!opensFromState(stored)) return;
    // Signed up already (the footer, a newsletter block, another pop-up): not asked again.
    if (hasSignedUp() && (stored?.step ?? 1) === 1) return;
    const seen = seenThisSession();
    if (options.enforceOnePopupPerSession && seen !== null && seen !== id) return;
    let stopWaiting: () => void = () => undefined;
    const disarm = afterAgeGate(() =>
      armLoadCondition(options.loadConditions, options, () => {
        stopWaiting = whenUndisturbed(() => {
          // A sign-up made while the pop-up waited counts too.
          if (hasSignedUp() && (stored?.step ?? 1) === 1) return;
          setStep(stepFromNumber(options.formType, stored?.step ?? 1));
          setPhase('open');
        });
      }),
    );
    return () => {
      disarm();
      stopWaiting();
    };
  }, [id, options]);

  useEffect(() => {
    if (!shown) return;
    markSeen(id);
    reportPopupViewed(popup);
    // Once per showing: a refreshed page hands a new copy of the same pop-up, not a new showing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, id, options.formConfigs.abTestingVariantName]);

  const store = (state: Partial<StoredPopupState>, at: PopupStep = step) =>
    saveState(id, {
      hidePopup: false,
      completed: false,
      step: stepNumber(options.formType, at),
      ...state,
    });
  const complete = () => {
    store({ completed: true });
    setPhase('done');
  };
  return {
    phase,
    step,
    steps: shown ? steps : null,
    /** X, Escape or a press outside: hidden, state saved; the minimized button may reopen it. */
    close: () => {
      if (step === 'success') return complete();
      store({ hidePopup: true });
      setPhase(options.minimizedText ? 'minimized' : 'done');
    },
    complete,
    reopen: () => {
      store({ hidePopup: false });
      setPhase('open');
    },
    advance: (next: PopupStep) => {
      setStep(next);
      store(next === 'success' ? { completed: true } : {}, next);
    },
  };
}

/** The steps' module, loaded the first time the pop-up is open or minimized. */
function useStepsWhenDue(phase: Phase): StepsModule | null {
  const [steps, setSteps] = useState<StepsModule | null>(null);
  useEffect(() => {
    if (steps || (phase !== 'open' && phase !== 'minimized')) return;
    let current = true;
    void loadSteps().then((loaded) => {
      if (current) setSteps(loaded);
    });
    return () => {
      current = false;
    };
  }, [phase, steps]);
  return steps;
}

/** The A/B variant the editor named, when there is one. */
function variantOf(popup: PublicPopup): { variant?: string } {
  const variant = popup.options.formConfigs.abTestingVariantName;
  return variant ? { variant } : {};
}

/** The pop-up was shown: its data-layer event. */
function reportPopupViewed(popup: PublicPopup): void {
  pushEvent('popup_form_viewed', { form_id: popup.id, ...variantOf(popup) });
}

/** A step was sent, accepted or not. */
export function reportPopupSubmission(popup: PublicPopup, success: boolean): void {
  pushEvent('popup_form_submission', { form_id: popup.id, success, ...variantOf(popup) });
}
