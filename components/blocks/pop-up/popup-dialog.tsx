'use client';

import { useEffect, useId, useState } from 'react';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { bannerTargetsPath } from '@/lib/pencil-banner';
import {
  POPUP_MESSAGES,
  isPopupAllowedOnPath,
  opensFromState,
  stepFromNumber,
  stepNumber,
  type PopupStep,
  type StoredPopupState,
} from '@/lib/forms/popup';
import { pushEvent } from '@/lib/tracking/data-layer';
import type { PublicPopup } from './popup-data';
import { afterAgeGate, armLoadCondition } from './popup-triggers';
import { markSeen, readState, saveState, seenThisSession } from './popup-storage';

/**
 * Picks the pop-up aimed at this page: targeted entries before untargeted ones; none on excluded
 * addresses or on /checkout.
 */
export function PopUpAtPath({ popups, pathname }: { popups: PublicPopup[]; pathname: string }) {
  const ordered = [...popups].sort(
    (a, b) => Number(b.targeting.length > 0) - Number(a.targeting.length > 0),
  );
  const popup = ordered.find((candidate) => bannerTargetsPath(candidate.targeting, pathname));
  if (!popup || !isPopupAllowedOnPath(pathname, popup.options.excludedUrls)) return null;
  return <PopUp key={popup.id} popup={popup} />;
}

type Phase = 'waiting' | 'open' | 'minimized' | 'done';

/**
 * The form's code (fields, validation, the submit action) is not needed for the first paint, and
 * most visitors never open a pop-up: it loads once a pop-up is due (open or minimized), and the
 * dialog shows when it is there.
 */
type FormModule = typeof import('./popup-form');
const loadForm = (): Promise<FormModule> => import('./popup-form');

/** One pop-up: load condition, stored state, steps, minimized button (blocks spec section 4). */
function PopUp({ popup }: { popup: PublicPopup }) {
  const { id, options } = popup;
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>('waiting');
  const [step, setStep] = useState<PopupStep>('form');
  const [form, setForm] = useState<FormModule | null>(null);
  const shown = phase === 'open' && form !== null;

  useEffect(() => {
    if (form || (phase !== 'open' && phase !== 'minimized')) return;
    let current = true;
    void loadForm().then((loaded) => {
      if (current) setForm(loaded);
    });
    return () => {
      current = false;
    };
  }, [phase, form]);

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
    const seen = seenThisSession();
    if (options.enforceOnePopupPerSession && seen !== null && seen !== id) return;
    return afterAgeGate(() =>
      armLoadCondition(options.loadConditions, options, () => {
        setStep(stepFromNumber(options.formType, stored?.step ?? 1));
        setPhase('open');
      }),
    );
  }, [id, options]);

  useEffect(() => {
    if (!shown) return;
    markSeen(id);
    pushEvent('popup_form_viewed', {
      form_id: id,
      ...(options.formConfigs.abTestingVariantName
        ? { variant: options.formConfigs.abTestingVariantName }
        : {}),
    });
  }, [shown, id, options.formConfigs.abTestingVariantName]);

  const store = (state: Partial<StoredPopupState>, at: PopupStep = step) =>
    saveState(id, {
      hidePopup: false,
      completed: false,
      step: stepNumber(options.formType, at),
      ...state,
    });

  /** X, Escape or a press outside: hidden, state saved; the minimized button may reopen it. */
  const close = () => {
    if (step === 'success') return complete();
    store({ hidePopup: true });
    setPhase(options.minimizedText ? 'minimized' : 'done');
  };
  const complete = () => {
    store({ completed: true });
    setPhase('done');
  };

  if (phase === 'minimized' && options.minimizedText) {
    // Bottom-left, lifted above the cookie banner while that shows (its published height).
    return (
      <div
        className="fixed bottom-[calc(var(--consent-banner-height,0px)+1rem)] left-4 z-40 flex items-center gap-1 rounded-full bg-wine text-white shadow-lg"
        data-testid="popup-minimized"
      >
        <button
          type="button"
          onClick={() => {
            store({ hidePopup: false });
            setPhase('open');
          }}
          className="rounded-full py-2 pl-4 text-sm font-semibold"
          aria-haspopup="dialog"
        >
          {options.minimizedText}
        </button>
        <button
          type="button"
          onClick={complete}
          aria-label={`Dismiss ${options.minimizedText}`}
          className="rounded-full px-3 py-2 text-lg leading-none"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    );
  }
  if (!shown) return null;

  return (
    <ModalDialog
      open
      onClose={close}
      labelledBy={titleId}
      testId="popup"
      className="fixed top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded"
      style={{ maxWidth: options.maxWidth, minHeight: Math.min(options.minHeight, 9999) }}
    >
      <div
        className="relative flex h-full flex-col bg-cover bg-center p-8 pt-12"
        style={
          options.backgroundImage
            ? { backgroundImage: `url(${JSON.stringify(options.backgroundImage.imageSrc)})` }
            : undefined
        }
      >
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="absolute top-2 right-2 rounded px-3 py-1 text-2xl leading-none"
        >
          <span aria-hidden="true">×</span>
        </button>
        {options.topImage ? <PopupImage image={options.topImage} /> : null}
        <h2 id={titleId} className="text-center font-serif text-3xl">
          {options.title}
        </h2>
        <PopupStepContent
          form={form}
          popup={popup}
          step={step}
          onStep={(next) => {
            setStep(next);
            store(next === 'success' ? { completed: true } : {}, next);
          }}
          onStartShopping={complete}
        />
        {options.bottomImage ? <PopupImage image={options.bottomImage} /> : null}
      </div>
    </ModalDialog>
  );
}

function PopupImage({ image }: { image: NonNullable<PublicPopup['options']['topImage']> }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- editor images at editor-set sizes
    <img
      src={image.imageSrc}
      alt={image.alt}
      width={image.desktopWidth ?? image.tabletWidth ?? image.mobileWidth}
      height={image.desktopHeight ?? image.tabletHeight ?? image.mobileHeight}
      className="mx-auto my-4 h-auto max-w-full"
    />
  );
}

function PopupStepContent({
  form: { Html, PopupForm },
  popup,
  step,
  onStep,
  onStartShopping,
}: {
  form: FormModule;
  popup: PublicPopup;
  step: PopupStep;
  onStep: (step: PopupStep) => void;
  onStartShopping: () => void;
}) {
  const { options } = popup;
  if (step === 'success') {
    return (
      <div className="mt-4 flex flex-1 flex-col items-center gap-4 text-center" role="status">
        {options.successStepContent ? (
          <Html html={options.successStepContent} />
        ) : options.formConfigs.showSuccessMessage ? (
          <p>{options.formConfigs.successMessage}</p>
        ) : null}
        <button
          type="button"
          onClick={onStartShopping}
          className="rounded bg-wine px-8 py-3 font-semibold tracking-wide text-white uppercase hover:bg-wine-dark"
        >
          {POPUP_MESSAGES.startShopping}
        </button>
      </div>
    );
  }
  return <PopupForm popup={popup} step={step} onStep={onStep} />;
}
