import type { ReactNode } from 'react';

/** What a field's control needs to be announced with its label's hint and error. */
export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
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
  errorRole,
  children,
}: {
  id: string;
  label: ReactNode;
  /** Shown under the label before any error, e.g. the password rules. */
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  /** 'alert' where each error must be announced as it appears (the club wizard's addresses). */
  errorRole?: 'alert';
  children: (aria: ControlAria) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mb-1 text-xs text-ink/70">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {error ? (
        <p id={`${id}-error`} role={errorRole} className="mt-1 text-sm text-wine">
          {error}
        </p>
      ) : null}
    </div>
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
