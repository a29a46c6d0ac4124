'use client';

import { useSyncExternalStore } from 'react';
import type { Field } from '@/lib/forms/fields';
import { CHECKED } from '@/lib/forms/fields';
import { birthDateRange } from '@/lib/forms/rules';
import { columnClasses } from './columns';
import { FieldError } from './field-error';
import { InfoModal } from './info-modal';

const noSubscription = () => () => undefined;
/**
 * Today's date in the browser only: prerendered HTML may not depend on the clock, so the date
 * picker's age range appears once the page is live (validation runs in the browser anyway).
 */
function useToday(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().toISOString().slice(0, 10),
    () => null,
  );
}

const CONTROL =
  'mt-1 w-full rounded border border-ink/40 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-[#b00020]';

/** One field of a generic form: its label, control, extras and its message under it. */
export function FormField({
  field,
  formId,
  value,
  error,
  onChange,
  onBlur,
}: {
  field: Field;
  formId: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const today = useToday();
  const id = `${formId}-${field.name}`;
  const errorId = `${id}-error`;
  const subtextId = `${id}-subtext`;
  const describedBy =
    [field.labelSubtext ? subtextId : '', error ? errorId : ''].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    onBlur,
  } as const;

  if (field.type === 'hidden') {
    return <input type="hidden" name={field.name} value={field.defaultValue ?? ''} />;
  }

  // The asterisk is part of the label ('* indicates required fields'); aria-required says it too.
  const requiredMark = field.required ? '*' : null;
  const extras = (
    <>
      {field.labelSubtext ? (
        <p id={subtextId} className="text-sm text-ink/70">
          {field.labelSubtext}
        </p>
      ) : null}
    </>
  );
  const info = field.infoModal ? (
    <InfoModal
      label={field.infoModal.label}
      bodyHtml={field.infoModal.modalBody}
      closeLabel={field.infoModal.closeIcon ? undefined : 'Close'}
    />
  ) : null;

  let control;
  if (field.type === 'checkbox') {
    return (
      <div className={columnClasses(field.size)}>
        <div className="flex items-start gap-2">
          <input
            {...common}
            type="checkbox"
            checked={value === CHECKED}
            onChange={(event) => onChange(event.target.checked ? CHECKED : '')}
            className="mt-1 h-4 w-4 shrink-0 accent-wine"
          />
          <label htmlFor={id}>
            {field.label}
            {requiredMark}
          </label>
          {info}
        </div>
        {extras}
        <FieldError id={errorId} message={error} tone="light" />
      </div>
    );
  }
  if (field.type === 'radio') {
    return (
      <fieldset
        className={columnClasses(field.size)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        <legend className="font-semibold">
          {field.label}
          {requiredMark}
          {info}
        </legend>
        {extras}
        <div className="mt-1 flex flex-wrap gap-4">
          {field.options.map((option) => (
            <label key={option.value} className="flex items-center gap-2">
              <input
                type="radio"
                name={field.name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                className="accent-wine"
              />
              {option.label}
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} tone="light" />
      </fieldset>
    );
  }
  if (field.type === 'textarea') {
    control = (
      <textarea
        {...common}
        value={value}
        rows={5}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        title={field.title}
        onChange={(event) => onChange(event.target.value)}
        className={CONTROL}
      />
    );
  } else if (field.type === 'select') {
    control = (
      <select
        {...common}
        value={value}
        autoComplete={field.autocomplete}
        onChange={(event) => onChange(event.target.value)}
        className={CONTROL}
      >
        <option value="">{field.placeholder ?? 'Select…'}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {field.optgroups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    );
  } else if (field.type === 'file') {
    control = (
      <input
        {...common}
        type="file"
        accept={field.accept}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return onChange('');
          const reader = new FileReader();
          reader.onload = () => onChange(typeof reader.result === 'string' ? reader.result : '');
          reader.readAsDataURL(file);
        }}
        className={CONTROL}
      />
    );
  } else {
    const range =
      field.type === 'date' && field.minAge !== undefined && field.maxAge !== undefined
        ? today
          ? birthDateRange(new Date(`${today}T00:00:00Z`), field.minAge, field.maxAge)
          : { min: undefined, max: undefined }
        : { min: field.min, max: field.max };
    control = (
      <input
        {...common}
        type={field.type}
        value={value}
        autoComplete={field.autocomplete}
        placeholder={field.placeholder}
        title={field.title}
        maxLength={field.maxLength}
        min={range.min}
        max={range.max}
        inputMode={field.type === 'tel' ? 'tel' : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={CONTROL}
      />
    );
  }

  return (
    <div className={columnClasses(field.size)}>
      <label htmlFor={id} className="font-semibold">
        {field.label}
        {requiredMark}
      </label>
      {info}
      {extras}
      {control}
      <FieldError id={errorId} message={error} tone="light" />
    </div>
  );
}
