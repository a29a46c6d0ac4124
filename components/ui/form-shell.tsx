'use client';

import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { TextField, FormMessage } from './field';
import { useCorrectedErrors } from './use-corrected-errors';
import { useHydrated } from './use-browser-snapshot';
import { HOLD_ATTRIBUTE, readyForm } from './early-taps';
import { useFormPost } from './use-form-post';
import { usePathname } from 'next/navigation';
import {
  BACK_FIELD,
  FORM_FIELD,
  OPEN_PARAM,
  shownMessage,
  type FormPost,
  type PostedForm,
} from '@/lib/forms/posted-form';

/** One text field of a form shell: a `TextField` whose id and error the shell supplies. */
export type TextFieldSpec<Name extends string> = Omit<
  ComponentProps<typeof TextField>,
  'id' | 'name' | 'error'
> & { name: Name };

/** What a shell shows of its form's state: ids, the pending submit, the message, field errors. */
export interface FormShellState {
  /** The form's base id (from useId): fields are `${id}-${name}`, the message `${id}-message`. */
  id: string;
  pending: boolean;
  message: { ok: boolean; text: string } | null;
  fieldErrors: Partial<Record<string, string>>;
}

/** The named fields of a submitted form, as strings (a missing field reads as empty). */
function formText<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<
    Name,
    string
  >;
}

interface FormShellProps<Name extends string> {
  state: FormShellState;
  fields: readonly TextFieldSpec<Name>[];
  onSubmit: (values: Record<Name, string>) => void;
  submitLabel: string;
  pendingLabel: string;
  /** The form's accessible name, where the page holds more than one form. */
  label?: string;
  /** The message also describes the form itself (the login form, read again when it fails). */
  describedByMessage?: boolean;
  /** A reason besides a pending submit to keep the button off (a reset link without its token). */
  submitDisabled?: boolean;
  /** The form's own rule for a field beyond its control's constraints (clears a fixed error). */
  isFieldValid?: (name: string, value: string) => boolean;
  /** The server action the form posts to before scripts run and without them. */
  post?: FormPost;
  /** Values the native post carries besides the fields (where to go next). */
  hidden?: Readonly<Record<string, string | undefined>>;
  /** The answer the page was sent back with after a native post. */
  answered?: PostedForm;
}

/**
 * The one way the site writes a short form: a native form (the browser's own validation off: the
 * server action's field errors are shown instead), its message (a status or an alert), its text
 * fields and one submit button that names what is happening while the action runs. `onSubmit`
 * gets the fields' values; the page never reloads.
 */
export function FormShell<Name extends string>({
  state,
  fields,
  onSubmit,
  submitLabel,
  pendingLabel,
  label,
  describedByMessage = false,
  submitDisabled = false,
  isFieldValid,
  post,
  hidden = {},
  answered = null,
}: FormShellProps<Name>) {
  const { id, pending } = state;
  // On a page of several forms, an answer sent back is this form's when it names it.
  const own = answered && (answered.form ?? '') === (label ?? '') ? answered : null;
  const { posted, action, ref } = useFormPost(post, own);
  const message = shownMessage(state.message, posted);
  const ownErrors = Object.keys(state.fieldErrors).length > 0;
  const corrected = useCorrectedErrors(
    ownErrors || state.message ? state.fieldErrors : (posted?.fieldErrors ?? {}),
    isFieldValid,
  );
  return (
    <form
      ref={ref}
      action={action}
      noValidate
      aria-label={label}
      aria-describedby={describedByMessage && message ? `${id}-message` : undefined}
      className="space-y-4"
      onChange={corrected.onChange}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(
          formText(
            event.currentTarget,
            fields.map((field) => field.name),
          ),
        );
      }}
    >
      {action ? <BackField /> : null}
      {action && label ? <input type="hidden" name={FORM_FIELD} value={label} /> : null}
      <HiddenFields values={hidden} />
      <FormMessage id={`${id}-message`} message={message} />
      {fields.map((field) => (
        <TextField
          key={field.name}
          {...field}
          id={`${id}-${field.name}`}
          defaultValue={posted?.values?.[field.name] ?? field.defaultValue}
          error={corrected.errors[field.name]}
        />
      ))}
      <SubmitButton
        pending={pending}
        disabled={submitDisabled}
        label={submitLabel}
        pendingLabel={pendingLabel}
        waitsForScripts={!action}
      />
    </form>
  );
}

/** What a form's native post carries besides its controls (an undefined value is left out). */
export function HiddenFields({ values }: { values: Readonly<Record<string, string | undefined>> }) {
  return Object.entries(values).map(([name, value]) =>
    value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
  );
}

/**
 * One button that acts on one thing (remove a card, make an address the default): its own form,
 * posting `post` with `values` natively, and running `onPress` instead once scripts run.
 */
export function PostButton({
  post,
  values,
  onPress,
  disabled,
  children,
}: {
  post: (form: FormData) => Promise<void>;
  values: Readonly<Record<string, string>>;
  onPress: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <form
      action={post}
      onSubmit={(event) => {
        event.preventDefault();
        onPress();
      }}
    >
      <BackField />
      <HiddenFields values={values} />
      <Button type="submit" variant="outline" disabled={disabled}>
        {children}
      </Button>
    </form>
  );
}

/**
 * A button that opens a form on the page: a GET form first (the page comes back with
 * `?open=<value>` and the form open), `onOpen` once scripts run.
 */
export function OpenButton({
  value,
  onOpen,
  children,
}: {
  value: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={readyForm}
      {...{ [HOLD_ATTRIBUTE]: '' }}
      method="get"
      action={usePathname()}
      onSubmit={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      <input type="hidden" name={OPEN_PARAM} value={value} />
      <Button type="submit" variant="outline">
        {children}
      </Button>
    </form>
  );
}

/** Names the page a native post goes back to with its answer (`answerBack`). */
export function BackField() {
  return <input type="hidden" name={BACK_FIELD} value={usePathname()} />;
}

/**
 * A form's full-width submit, off while its action runs, saying so. A form with no native post
 * `waitsForScripts`: pressed earlier, the browser would send it itself as a GET, its fields (a
 * password too) in the address.
 */
export function SubmitButton({
  pending,
  disabled = false,
  label,
  pendingLabel,
  waitsForScripts = true,
}: {
  pending: boolean;
  disabled?: boolean;
  label: ReactNode;
  pendingLabel: ReactNode;
  waitsForScripts?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      variant="submit"
      disabled={pending || disabled || (waitsForScripts && !hydrated)}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
