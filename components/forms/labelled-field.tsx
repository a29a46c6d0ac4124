'use client';

import { useBrowserSnapshot } from '@/components/ui/use-browser-snapshot';
import { Field, type ControlAria } from '@/components/ui/field';
import type { Field as LibraryField } from '@/lib/forms/fields';
import { birthDateRange } from '@/lib/forms/rules';
import { LIGHT_CONTROL } from './field-look';
import { libraryFieldFrame, type FormFieldProps } from './field-parts';

/** What every control gets: its aria wiring, name, required flag and blur handler. */
type ControlAttributes = ControlAria & {
  name: string;
  'aria-required': true | undefined;
  onBlur: () => void;
};

interface ControlProps {
  field: LibraryField;
  value: string;
  onChange: (value: string) => void;
  attributes: ControlAttributes;
}

/** The kinds whose label stands above the control: text-like inputs, textarea, select and file. */
export function LabelledField(props: FormFieldProps) {
  const { field, value, onChange, onBlur } = props;
  return (
    <Field {...libraryFieldFrame(props)}>
      {(aria) => {
        const attributes = {
          ...aria,
          name: field.name,
          'aria-required': field.required || undefined,
          onBlur,
        } as const;
        const control = { field, value, onChange, attributes };
        if (field.type === 'textarea') return <TextareaControl {...control} />;
        if (field.type === 'select') return <SelectControl {...control} />;
        if (field.type === 'file') return <FileControl {...control} />;
        return <InputControl {...control} />;
      }}
    </Field>
  );
}

function TextareaControl({ field, value, onChange, attributes }: ControlProps) {
  return (
    <textarea
      {...attributes}
      value={value}
      rows={5}
      maxLength={field.maxLength}
      placeholder={field.placeholder}
      title={field.title}
      onChange={(event) => onChange(event.target.value)}
      className={LIGHT_CONTROL}
    />
  );
}

function SelectControl({ field, value, onChange, attributes }: ControlProps) {
  const options = (list: LibraryField['options']) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  return (
    <select
      {...attributes}
      value={value}
      autoComplete={field.autocomplete}
      onChange={(event) => onChange(event.target.value)}
      className={LIGHT_CONTROL}
    >
      <option value="">{field.placeholder ?? 'Select…'}</option>
      {options(field.options)}
      {field.optgroups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {options(group.options)}
        </optgroup>
      ))}
    </select>
  );
}

/** A file travels as a data URL, read when it is chosen. */
function FileControl({ field, onChange, attributes }: ControlProps) {
  return (
    <input
      {...attributes}
      type="file"
      accept={field.accept}
      onChange={(event) => {
        const file = event.target.files?.[0];
        if (!file) return onChange('');
        const reader = new FileReader();
        reader.onload = () => onChange(typeof reader.result === 'string' ? reader.result : '');
        reader.readAsDataURL(file);
      }}
      className={LIGHT_CONTROL}
    />
  );
}

/** Text, e-mail, phone, number and date inputs. */
function InputControl({ field, value, onChange, attributes }: ControlProps) {
  const range = useInputRange(field);
  return (
    <input
      {...attributes}
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
      className={LIGHT_CONTROL}
    />
  );
}

const noSubscription = () => () => undefined;

/**
 * The input's min and max. A date of birth's come from its age range and today's date, which is
 * known in the browser only: prerendered HTML may not depend on the clock, so the picker's range
 * appears once the page is live (validation runs in the browser anyway).
 */
function useInputRange(field: LibraryField): { min?: string; max?: string } {
  const today = useBrowserSnapshot(
    noSubscription,
    () => new Date().toISOString().slice(0, 10),
    () => null,
  );
  if (field.type !== 'date' || field.minAge === undefined || field.maxAge === undefined)
    return { min: field.min, max: field.max };
  return today ? birthDateRange(new Date(`${today}T00:00:00Z`), field.minAge, field.maxAge) : {};
}
