/**
 * A form's parts as the site writes them: a labelled field with its hint and error (`Field`,
 * `FieldGroup`, `TextField`) and the form's own message under it (`FormMessage`).
 */
import type { ReactNode } from 'react';

/** What a field's control needs to be announced with its label's hint and error. */
export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The classes of a field's parts. The account forms use the default; a family of forms with a
 * look of its own (the marketing forms) passes its own.
 */
export interface FieldLook {
  label: string;
  hint: string;
  error: string;
  /**
   * The error is an alert, announced as it appears: for forms that check each field as it is left,
   * where no form-level message says what went wrong.
   */
  alertError?: boolean;
}

export const DEFAULT_FIELD_LOOK: FieldLook = {
  label: 'mb-1 block text-sm font-semibold',
  hint: 'mb-1 text-xs text-ink/70',
  error: 'mt-1 text-sm text-wine',
};

/** The default look with each error announced as it appears (the club wizard's addresses). */
export const ALERT_FIELD_LOOK: FieldLook = { ...DEFAULT_FIELD_LOOK, alertError: true };

/** The ids and aria attributes that tie a control (or a group) to its hint and error. */
function fieldAria(id: string, hint: ReactNode, error: string | undefined): ControlAria {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  };
}

function FieldHint({ id, hint, look }: { id: string; hint: ReactNode; look: FieldLook }) {
  return hint ? (
    <p id={`${id}-hint`} className={look.hint}>
      {hint}
    </p>
  ) : null;
}

function FieldError({ id, error, look }: { id: string; error?: string; look: FieldLook }) {
  return error ? (
    <p id={`${id}-error`} role={look.alertError ? 'alert' : undefined} className={look.error}>
      {error}
    </p>
  ) : null;
}

/**
 * A labelled control with its hint above and its error below, wired for screen readers: the one
 * way the site writes a form field. `children` renders the native control (input, select,
 * textarea) with the ids and aria attributes it is given.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  look = DEFAULT_FIELD_LOOK,
  aside,
  controlFirst = false,
  children,
}: {
  id: string;
  label: ReactNode;
  /** Shown under the label before any error, e.g. the password rules. */
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  look?: FieldLook;
  /** Beside the label but outside it, so not part of the control's name (an info button). */
  aside?: ReactNode;
  /** The control first, its label beside it on one line, the hint under them: a checkbox. */
  controlFirst?: boolean;
  children: (aria: ControlAria) => ReactNode;
}) {
  const control = children(fieldAria(id, hint, error));
  if (controlFirst) {
    return (
      <div className={className}>
        {/* The label is the checkbox's target too: 44 px tall on a touch screen. */}
        <div className="flex items-center gap-2 md:items-start">
          {control}
          <label htmlFor={id} className="py-3 md:py-0">
            {label}
          </label>
          {aside}
        </div>
        <FieldHint id={id} hint={hint} look={look} />
        <FieldError id={id} error={error} look={look} />
      </div>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      {aside}
      <FieldHint id={id} hint={hint} look={look} />
      {control}
      <FieldError id={id} error={error} look={look} />
    </div>
  );
}

/**
 * A group of controls named by a legend (radio buttons) with its hint and error: the group, not
 * each control, is described and marked invalid.
 */
export function FieldGroup({
  id,
  legend,
  hint,
  error,
  className,
  look = DEFAULT_FIELD_LOOK,
  children,
}: {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  look?: FieldLook;
  children: ReactNode;
}) {
  const aria = fieldAria(id, hint, error);
  return (
    <fieldset
      className={className}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid']}
    >
      <legend className={look.label}>{legend}</legend>
      <FieldHint id={id} hint={hint} look={look} />
      {children}
      <FieldError id={id} error={error} look={look} />
    </fieldset>
  );
}

/** The border of a control: the wine colour while it holds an error. */
export function controlClass(
  error: string | undefined,
  extra = 'w-full rounded border p-2',
): string {
  return `${extra} ${error ? 'border-wine' : 'border-ink/40'}`;
}

/** A labelled text input (text, e-mail, password, tel...) with its hint and error. */
export function TextField({
  id,
  label,
  name,
  type = 'text',
  autoComplete,
  error,
  hint,
  defaultValue,
  inputMode,
  required = true,
}: {
  id: string;
  label: string;
  name: string;
  type?: string;
  autoComplete: string;
  error?: string | undefined;
  hint?: string;
  defaultValue?: string;
  inputMode?: 'numeric' | 'email';
  /** False for a field that may be left empty (the order lookup's ZIP code). */
  required?: boolean;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          {...aria}
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          defaultValue={defaultValue}
          required={required}
          className={controlClass(error)}
        />
      )}
    </Field>
  );
}

/** A form's own message: an alert for a failure, a status for a success. */
export function FormMessage({
  id,
  message,
}: {
  id: string;
  message: { ok: boolean; text: string } | null;
}) {
  if (!message) return null;
  return message.ok ? (
    <p id={id} role="status" className="rounded bg-ash p-2 text-sm">
      {message.text}
    </p>
  ) : (
    <p id={id} role="alert" className="rounded bg-wine/10 p-2 text-sm text-wine">
      {message.text}
    </p>
  );
}
