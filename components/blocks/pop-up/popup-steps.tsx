'use client';

import { Button } from '@/components/ui/button';
import { POPUP_MESSAGES, type PopupStep } from '@/lib/forms/popup';
import type { PublicPopup } from './popup-data';
import { PopupForm } from './popup-form';

/**
 * The pop-up's current step: the form, the SMS step, or the success step
 * with its content and 'Start Shopping', which closes the pop-up.
 */
export function PopupStepContent({
  popup,
  step,
  onStep,
  onStartShopping,
}: {
  popup: PublicPopup;
  step: PopupStep;
  onStep: (step: PopupStep) => void;
  onStartShopping: () => void;
}) {
  if (step !== 'success') return <PopupForm popup={popup} step={step} onStep={onStep} />;
  const { options } = popup;
  return (
    <div className="mt-4 flex flex-1 flex-col items-center gap-4 text-center" role="status">
      {options.successStepContent ? (
        <Html html={options.successStepContent} />
      ) : options.formConfigs.showSuccessMessage ? (
        <p>{options.formConfigs.successMessage}</p>
      ) : null}
      <Button variant="primary" onClick={onStartShopping}>
        {POPUP_MESSAGES.startShopping}
      </Button>
    </div>
  );
}

/** An editor's rich text of the pop-up, sanitised on the server (popup-data.ts). */
export function Html({ html, className = '' }: { html: string | undefined; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={`space-y-2 [&_a]:text-wine [&_a]:underline ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
