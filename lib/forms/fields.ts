/**
 * The generic form field library: fields and fieldsets with every
 * default filled in (the options as editors write them are lib/forms/field-schema.ts), the
 * predefined fields with their exact messages, conditional display and validation. Pure: the
 * browser validates with it while the visitor types, the server action validates the same
 * definitions again before anything is sent.
 */
import { US_STATES, isUsStateCode } from '../checkout/us-states';
import { MINIMUM_AGE } from '../constants';
import { isBirthDateInRange, isIsoDate, isStrictEmail, isUsPhone } from './rules';
import {
  DEFAULT_MAX_AGE,
  FIELD_MESSAGES,
  PRESETS,
  type FieldType,
  type PredefinedField,
} from './presets';
import type { Dependency, FieldOptions, FieldsetOptions, InfoModal } from './field-schema';

export { FIELD_TYPES, PREDEFINED_FIELDS } from './presets';

/** A field with every default filled in: what the renderer and the validator work with. */
export interface Field {
  type: FieldType;
  name: string;
  label: string;
  required: boolean;
  predefined?: PredefinedField;
  maxLength?: number;
  max?: string;
  min?: string;
  pattern?: string;
  patternMessage?: string;
  requiredMessage: string;
  defaultValue?: string;
  autocomplete?: string;
  placeholder?: string;
  title?: string;
  options: { label: string; value: string }[];
  optgroups: { label: string; options: { label: string; value: string }[] }[];
  accept?: string;
  labelSubtext?: string;
  size: { mobile: number; tablet: number; desktop: number };
  infoModal?: InfoModal;
  dependencies: Dependency[];
  minAge?: number;
  maxAge?: number;
}

export interface Fieldset {
  legend?: string;
  legendSubtext?: string;
  fields: Field[];
  dependencies: Dependency[];
}

const FULL_WIDTH = 12;
const asText = (value: number | string | undefined) =>
  value === undefined ? undefined : String(value);

/**
 * Fills in a field definition: predefined presets first, the editor's settings over them.
 * `formId` is the value of the hidden form_id field.
 */
export function resolveField(options: FieldOptions, formId: string): Field {
  const preset = options.predefined ? PRESETS[options.predefined] : undefined;
  const type = options.type ?? preset?.type ?? 'text';
  const name = options.name ?? options.predefined ?? 'field';
  const required =
    options.validationRules?.required ?? options.required ?? preset?.required ?? false;
  const field: Field = {
    type,
    name,
    label: options.label ?? preset?.label ?? name,
    required: type === 'hidden' ? false : required,
    requiredMessage:
      options.validationRules?.requiredMessage ??
      preset?.requiredMessage ??
      FIELD_MESSAGES.required,
    options: options.options ?? [],
    optgroups: options.optgroups ?? [],
    size: {
      mobile: options.size?.mobile ?? FULL_WIDTH,
      tablet: options.size?.tablet ?? options.size?.mobile ?? FULL_WIDTH,
      desktop: options.size?.desktop ?? options.size?.tablet ?? options.size?.mobile ?? FULL_WIDTH,
    },
    dependencies: options.visibleFieldDependencies ?? [],
  };
  if (options.predefined) field.predefined = options.predefined;
  const maxLength = options.maxLength ?? preset?.maxLength;
  if (maxLength !== undefined) field.maxLength = maxLength;
  const optional = {
    max: asText(options.max),
    min: asText(options.min),
    pattern: options.validationRules?.pattern,
    patternMessage: options.validationRules?.patternMessage,
    defaultValue: options.predefined === 'form_id' ? formId : options.defaultValue,
    autocomplete: options.autocomplete ?? preset?.autocomplete,
    placeholder: options.placeholder,
    title: options.title,
    accept: options.accept,
    labelSubtext: options.labelSubtext,
    infoModal: options.infoModal,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(field, { [key]: value });
  }
  if (options.predefined === 'state') field.options = [...US_STATES];
  if (options.predefined === 'date_of_birth') {
    field.minAge = options.minAge ?? MINIMUM_AGE;
    field.maxAge = options.maxAge ?? DEFAULT_MAX_AGE;
  }
  return field;
}

export function resolveFieldsets(
  fieldsets: readonly FieldsetOptions[],
  formId: string,
): Fieldset[] {
  return fieldsets.map((fieldset) => ({
    ...(fieldset.legend ? { legend: fieldset.legend } : {}),
    ...(fieldset.legendSubtext ? { legendSubtext: fieldset.legendSubtext } : {}),
    fields: fieldset.fields.map((field) => resolveField(field, formId)),
    dependencies: fieldset.visibleFieldsetDependencies ?? [],
  }));
}

type FormValues = Readonly<Record<string, string>>;

/**
 * Conditional display: visible when the list is empty, or when one
 * dependency's value is 'default' or equals the current value of its field.
 */
export function dependenciesMatch(
  dependencies: readonly Dependency[],
  values: FormValues,
): boolean {
  if (dependencies.length === 0) return true;
  return dependencies.some(
    (dependency) => dependency.value === 'default' || values[dependency.field] === dependency.value,
  );
}

/** The fields a visitor can see right now; hidden-by-dependency fields are neither checked nor sent. */
export function visibleFields(fieldsets: readonly Fieldset[], values: FormValues): Field[] {
  return fieldsets
    .filter((fieldset) => dependenciesMatch(fieldset.dependencies, values))
    .flatMap((fieldset) => fieldset.fields)
    .filter((field) => dependenciesMatch(field.dependencies, values));
}

/** Checkbox values as the form sends them: 'true' when ticked, absent otherwise. */
export const CHECKED = 'true';

/** The message of one field's value, or undefined when it is fine. */
export function validateField(
  field: Field,
  raw: string | undefined,
  today: Date,
): string | undefined {
  const value = (raw ?? '').trim();
  if (field.type === 'hidden') return undefined;
  if (field.type === 'checkbox') {
    return field.required && raw !== CHECKED ? field.requiredMessage : undefined;
  }
  if (value === '') return field.required ? field.requiredMessage : undefined;
  if (field.type === 'file') return validateFile(field, value);
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return `Please enter no more than ${field.maxLength} characters`;
  }
  if (field.type === 'email' && !isStrictEmail(value)) return FIELD_MESSAGES.emailInvalid;
  if (field.type === 'tel' && !isUsPhone(value)) return FIELD_MESSAGES.phoneInvalid;
  if (field.type === 'date') {
    if (!isIsoDate(value)) return FIELD_MESSAGES.dateFormat;
    if (field.minAge !== undefined && field.maxAge !== undefined) {
      if (!isBirthDateInRange(value, today, field.minAge, field.maxAge))
        return FIELD_MESSAGES.dateRange;
    } else if ((field.min && value < field.min) || (field.max && value > field.max)) {
      return FIELD_MESSAGES.dateRange;
    }
  }
  if (field.type === 'select' && field.predefined === 'state' && !isUsStateCode(value)) {
    return FIELD_MESSAGES.state;
  }
  if ((field.type === 'select' || field.type === 'radio') && field.predefined !== 'state') {
    const allowed = [...field.options, ...field.optgroups.flatMap((group) => group.options)];
    if (allowed.length > 0 && !allowed.some((option) => option.value === value)) {
      return field.requiredMessage;
    }
  }
  if (field.type === 'number') {
    const number = Number(value);
    if (!Number.isFinite(number)) return 'Please enter a number';
    if (field.min !== undefined && number < Number(field.min))
      return `Please enter a number of at least ${field.min}`;
    if (field.max !== undefined && number > Number(field.max))
      return `Please enter a number of at most ${field.max}`;
  }
  if (field.pattern && !new RegExp(`^(?:${field.pattern})$`).test(value)) {
    return field.patternMessage ?? field.requiredMessage;
  }
  return undefined;
}

/** Files travel inside the submission as data URLs, so they are kept small. */
const MAX_FILE_BYTES = 512 * 1024;
const FILE_MESSAGES = {
  tooLarge: 'Please choose a file of at most 512 KB',
  wrongType: 'Please choose a file of an accepted type',
} as const;

function acceptsType(accept: string, mimeType: string): boolean {
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .some((part) =>
      part.endsWith('/*') ? mimeType.startsWith(part.slice(0, -1)) : part === mimeType,
    );
}

function validateFile(field: Field, value: string): string | undefined {
  const header = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w=.-]+)*;base64,/.exec(value);
  if (!header) return field.requiredMessage;
  const bytes = Math.floor(((value.length - header[0].length) * 3) / 4);
  if (bytes > MAX_FILE_BYTES) return FILE_MESSAGES.tooLarge;
  // Extensions in `accept` (".pdf") cannot be checked against a MIME type; only types are.
  const types = field.accept
    ?.split(',')
    .filter((part) => part.includes('/'))
    .join(',');
  if (types && !acceptsType(types, (header[1] ?? '').toLowerCase())) return FILE_MESSAGES.wrongType;
  return undefined;
}

export type FieldErrors = Record<string, string>;

/** Every visible field's problem, by field name. */
export function validateForm(
  fieldsets: readonly Fieldset[],
  values: FormValues,
  today: Date,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of visibleFields(fieldsets, values)) {
    const message = validateField(field, values[field.name], today);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** The values a submission sends: visible fields only, trimmed, hidden fields included. */
export function submittedValues(fieldsets: readonly Fieldset[], values: FormValues): FormValues {
  const sent: Record<string, string> = {};
  for (const field of visibleFields(fieldsets, values)) {
    const value = field.type === 'hidden' ? field.defaultValue : values[field.name];
    if (value !== undefined && value.trim() !== '') sent[field.name] = value.trim();
  }
  return sent;
}
