'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import type { SignupErrors } from '@/lib/forms/signup';
import { checkboxClass, marketingLook, type Tone } from './field-look';

const INPUT_TONES: Record<Tone, string> = {
  light: 'border-ink/40 bg-white text-ink',
  dark: 'border-white/60 bg-transparent text-white',
};

/**
 * The sign-up's fields: the e-mail, the marketing opt-in
 * (its label the editor's) and the legal consent. No native validation: the form checks them.
 */
export function SignupFields({
  id,
  errors,
  tone,
  optInLabel,
}: {
  id: string;
  errors: SignupErrors;
  tone: Tone;
  optInLabel: string;
}) {
  return (
    <>
      <Field
        id={`${id}-email`}
        label="Email Address*"
        error={errors.email}
        look={marketingLook(tone, 'block text-sm font-semibold')}
      >
        {(aria) => (
          <input
            {...aria}
            name="email"
            type="email"
            autoComplete="email"
            aria-required="true"
            className={`mt-1 w-full rounded border px-3 py-2 text-sm ${INPUT_TONES[tone]}`}
          />
        )}
      </Field>
      <ConsentBox id={`${id}-opt-in`} name="email-opt-in" error={errors.optIn} tone={tone}>
        {optInLabel}
      </ConsentBox>
      <ConsentBox id={`${id}-legal`} name="legal" error={errors.legal} tone={tone}>
        I agree to the{' '}
        <Link href="/privacy-policy" className="underline">
          Privacy Policy
        </Link>{' '}
        and{' '}
        <Link href="/terms-of-use" className="underline">
          Terms of Use
        </Link>
        .*
      </ConsentBox>
    </>
  );
}

function ConsentBox({
  id,
  name,
  error,
  tone,
  children,
}: {
  id: string;
  name: string;
  error: string | undefined;
  tone: Tone;
  children: ReactNode;
}) {
  return (
    <Field
      id={id}
      label={children}
      error={error}
      look={marketingLook(tone)}
      controlFirst
      className="text-sm"
    >
      {(aria) => <input {...aria} name={name} type="checkbox" className={checkboxClass(tone)} />}
    </Field>
  );
}
