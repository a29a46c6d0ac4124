'use client';

import { useId } from 'react';
import type { ClubRoute } from '@/lib/club/clubs';
import { TERMS_CONSENT_LABEL, TERMS_HEADING } from '@/lib/club/membership-plan';
import { TermsList } from '../terms-list';

/**
 * The membership terms, shown before joining, and the explicit consent to them: a required
 * checkbox whose error is announced and tied to it.
 */
export function TermsConsent({
  route,
  accepted,
  error,
  onChange,
}: {
  route: ClubRoute;
  accepted: boolean;
  error: string | undefined;
  onChange: (accepted: boolean) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-terms`} className="mt-6 rounded border border-ink/20 p-4">
      <h4 id={`${id}-terms`} className="text-lg font-semibold">
        {TERMS_HEADING}
      </h4>
      <TermsList route={route} id={`${id}-list`} />
      <label className="mt-4 flex min-h-11 items-center gap-3 py-1">
        <input
          type="checkbox"
          name="termsAccepted"
          required
          checked={accepted}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-list`}
          onChange={(event) => onChange(event.target.checked)}
          className="size-6 shrink-0 accent-wine"
        />
        <span>{TERMS_CONSENT_LABEL}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-wine">
          {error}
        </p>
      ) : null}
    </section>
  );
}
