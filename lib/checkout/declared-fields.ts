/**
 * A form field declared once: its label, how the browser should help fill it, and its valibot
 * rule (which carries the messages). A form renders its inputs from the declarations, its
 * schema is built from their rules, and what it sends is picked by their names, so a field added
 * to a declaration reaches every reader without another edit.
 */
import * as v from 'valibot';

export interface DeclaredField {
  label: string;
  rule: v.GenericSchema<unknown, unknown>;
  /** Which control shows it; a text input when not said. */
  control?: 'text' | 'email' | 'textarea' | 'state';
  /** The autofill token without its section ("given-name"; the form adds "shipping"). */
  autoComplete: string;
  inputMode?: 'numeric' | 'email' | 'text';
  placeholder?: string;
  maxLength?: number;
  /** What the field expects, said above it. */
  hint?: string;
  /** Spans both columns of a two-column fieldset. */
  wide?: boolean;
}

/** Fields in reading order: the object's key order is the form's order. */
export type DeclaredFields = Record<string, DeclaredField>;

/** A declaration with its name, as a form lists it. */
export type NamedField<Name extends string = string> = DeclaredField & { name: Name };

type RulesOf<Fields extends DeclaredFields> = { [Name in keyof Fields]: Fields[Name]['rule'] };

/** The valibot entries of the fields, for `v.object(...)`. */
export function rulesOf<const Fields extends DeclaredFields>(fields: Fields): RulesOf<Fields> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.rule]),
  ) as RulesOf<Fields>;
}

/** The fields as a list, in reading order. */
export function listOf<const Fields extends DeclaredFields>(
  fields: Fields,
): NamedField<Extract<keyof Fields, string>>[] {
  return Object.entries(fields).map(([name, field]) => ({
    ...field,
    name: name as Extract<keyof Fields, string>,
  }));
}

/** A field that may be left empty: its rule takes an empty value. */
export const isOptional = (field: Pick<DeclaredField, 'rule'>): boolean =>
  v.safeParse(field.rule, '').success;

/** The named values of an object, as a new object (what a form sends of one group of fields). */
export function pickFields<Values extends Record<string, unknown>, Name extends keyof Values>(
  values: Values,
  names: readonly Name[],
): Pick<Values, Name> {
  return Object.fromEntries(names.map((name) => [name, values[name]])) as Pick<Values, Name>;
}

/**
 * Field errors keyed by the field's dot path ('email', 'shipTo.city'): one message per field, the
 * first problem found, as a form shows them.
 */
export function firstErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue);
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
