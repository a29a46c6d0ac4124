/**
 * The form field library as editors write it: field and fieldset
 * options, checked when a form's block options are parsed. What the options mean (defaults,
 * conditional display, validation) is lib/forms/fields.ts, which the browser loads without valibot.
 */
import * as v from 'valibot';
import { isRegExpSource } from '../settings/text-settings';
import { FIELD_TYPES, PREDEFINED_FIELDS } from './presets';

const text = v.optional(v.string());
const count = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)));

const OptionSchema = v.object({ label: v.string(), value: v.string() });
/** Column widths (of 12) per breakpoint. */
const ColumnSchema = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)));
const SizeSchema = v.object({ mobile: ColumnSchema, tablet: ColumnSchema, desktop: ColumnSchema });

/** A dependency matches when its value is 'default' or equals the current value of `field`. */
const DependencySchema = v.object({ field: v.string(), value: v.string() });
export type Dependency = v.InferOutput<typeof DependencySchema>;

const InfoModalSchema = v.object({
  label: v.string(),
  infoIcon: text,
  closeIcon: text,
  /** HTML written by editors; sanitised when rendered. */
  modalBody: v.string(),
});

const ValidationRulesSchema = v.object({
  required: v.optional(v.boolean()),
  requiredMessage: text,
  /** A regular expression the whole value must match. */
  pattern: v.optional(
    v.pipe(v.string(), v.check(isRegExpSource, 'pattern must be a regular expression')),
  ),
  patternMessage: text,
});

const FieldSchema = v.object({
  /** A predefined field brings its type, label, autocomplete and messages; the rest override. */
  predefined: v.optional(v.picklist(PREDEFINED_FIELDS)),
  type: v.optional(v.picklist(FIELD_TYPES)),
  name: text,
  label: text,
  /** user_email and phone_number are optional unless this is set; custom fields likewise. */
  required: v.optional(v.boolean()),
  maxLength: count,
  max: v.optional(v.union([v.number(), v.string()])),
  min: v.optional(v.union([v.number(), v.string()])),
  validationRules: v.optional(ValidationRulesSchema),
  defaultValue: text,
  autocomplete: text,
  placeholder: text,
  title: text,
  options: v.optional(v.array(OptionSchema)),
  optgroups: v.optional(v.array(v.object({ label: v.string(), options: v.array(OptionSchema) }))),
  accept: text,
  labelSubtext: text,
  size: v.optional(SizeSchema),
  infoModal: v.optional(InfoModalSchema),
  visibleFieldDependencies: v.optional(v.array(DependencySchema)),
  /** date_of_birth: the age range, 21 to 100 by default. */
  minAge: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  maxAge: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type FieldOptions = v.InferOutput<typeof FieldSchema>;

export const FieldsetSchema = v.object({
  legend: text,
  legendSubtext: text,
  fields: v.array(FieldSchema),
  visibleFieldsetDependencies: v.optional(v.array(DependencySchema)),
});
export type FieldsetOptions = v.InferOutput<typeof FieldsetSchema>;
export type InfoModal = v.InferOutput<typeof InfoModalSchema>;
