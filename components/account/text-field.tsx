/** A labelled input with its error below, wired for screen readers. Used by every account form. */
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
  /** Shown under the label before any error, e.g. the password rules. */
  hint?: string;
  defaultValue?: string;
  inputMode?: 'numeric' | 'email';
  /** False for a field that may be left empty (the order lookup's ZIP code). */
  required?: boolean;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mb-1 text-xs text-ink/70">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`w-full rounded border p-2 ${error ? 'border-wine' : 'border-ink/40'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-wine">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level message: an alert for a failure, a status for a success. */
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

export const SUBMIT_CLASS =
  'w-full rounded bg-wine px-4 py-2 font-semibold tracking-wide text-white uppercase disabled:opacity-60';
