'use client';

/** A form's state in the browser: its field errors, its sending and its outcome. */
import { useState, useTransition } from 'react';
import { useHydrated } from '@/components/ui/use-browser-snapshot';
import type { PostedForm } from '@/lib/forms/posted-form';
import type { FormPreview } from './form-block';

/**
 * Sends a checked form through its server action. `pending` while it runs; a request that throws
 * (network, server) is logged and answers `fallback`. A form without a native post (`posts`
 * false) is also `disabled` until its code runs, so an early press never makes the browser send
 * the fields itself (in the address, to this page); a form that posts natively never waits.
 */
export function useFormAction({ posts = false }: { posts?: boolean } = {}) {
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();
  function send<Result>(
    request: () => Promise<Result>,
    fallback: Result,
    failureLog: string,
    settle: (result: Result) => void,
  ): void {
    startTransition(async () => {
      let result: Result;
      try {
        result = await request();
      } catch (error) {
        console.error(failureLog, error);
        result = fallback;
      }
      settle(result);
    });
  }
  return { pending, disabled: pending || (!posts && !hydrated), send };
}

/**
 * Where a sign-up or generic form stands: sent, or the failure shown below it (null: none). An
 * editor's preview starts in either state, and so does the page rendered again with a native
 * post's answer (`posted`; a failure without words of its own says `failureMessage`).
 */
export function useSubmitOutcome(
  preview: FormPreview | undefined,
  failureMessage: string,
  posted: PostedForm = null,
) {
  const [succeeded, setSucceeded] = useState(preview === 'success' || posted?.ok === true);
  const [failure, setFailure] = useState<string | null>(() => {
    if (preview === 'error') return failureMessage;
    if (posted?.ok !== false) return null;
    // Field errors speak for themselves, under their fields.
    return posted.message ?? (posted.fieldErrors ? null : failureMessage);
  });
  return { succeeded, succeed: () => setSucceeded(true), failure, setFailure };
}

/** What a form hands one of its fields: value, error, and the handlers that validate on touch. */
export interface FieldBinding {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A form's field errors: all at once (a submit, the server's answer), or one field's as the
 * visitor leaves or corrects it.
 */
export function useFieldErrors<Name extends string>(first: Partial<Record<Name, string>> = {}) {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>(first);
  const setFieldError = (name: Name, message: string | undefined) =>
    setErrors((current) => {
      const rest = { ...current };
      delete rest[name];
      return message ? { ...rest, [name]: message } : rest;
    });
  return { errors, setErrors, setFieldError };
}
