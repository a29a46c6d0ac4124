'use client';

import { useId, useRef } from 'react';
import { FormMessage } from '@/components/ui/field';
import type { ClubRoute } from '@/lib/club/clubs';
import { AccountStep } from './wizard/account-step';
import { AddressStep } from './wizard/address-step';
import { ChooseStep } from './wizard/choose-step';
import { ReviewStep } from './wizard/review-step';
import { useClubWizard } from './wizard/use-club-wizard';
import { STEP_NAMES, type Step } from './wizard/wizard-state';

const STEPS: Record<Step, typeof ChooseStep> = {
  1: ChooseStep,
  2: AccountStep,
  3: AddressStep,
  4: ReviewStep,
};

/**
 * The club wizard (club flow or subscription flow): 1 confirm the club, 2 log in or create an
 * account, 3 shipping and billing, 4 review and join (one component per step in ./wizard, the
 * state and moves in useClubWizard). Joining creates the membership and lands on the club
 * confirmation.
 */
export function ClubWizard({ initial }: { initial: ClubRoute }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wizard = useClubWizard(initial, headingRef);
  const { step, message } = wizard.state;
  const StepBody = STEPS[step];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded bg-off-white p-6 md:p-10"
      data-testid="club-wizard"
    >
      <h2 id={`${id}-title`} className="font-serif text-3xl">
        {wizard.isSubscriptionFlow ? 'Start your subscription' : 'Join the club'}
      </h2>
      <ol className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {STEP_NAMES.map((name, index) => (
          <li
            key={name}
            aria-current={index + 1 === step ? 'step' : undefined}
            className={index + 1 === step ? 'font-semibold text-wine' : 'text-neutral-600'}
          >
            {`Step ${index + 1}: ${name}`}
          </li>
        ))}
      </ol>
      <div className="mt-6">
        <h3 ref={headingRef} tabIndex={-1} className="font-serif text-2xl outline-none">
          {`Step ${step} of 4: ${STEP_NAMES[step - 1]}`}
        </h3>
        <div className="mt-4 empty:hidden">
          <FormMessage
            id={`${id}-message`}
            message={message ? { ok: false, text: message } : null}
          />
        </div>
        <StepBody wizard={wizard} />
      </div>
    </section>
  );
}
