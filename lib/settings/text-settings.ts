import * as v from 'valibot';

/**
 * Whether text compiles as a regular expression: for settings that hold one as a string (a form
 * field's pattern, a test fault's path), so a bad one is refused when it is read rather than
 * throwing where it is used.
 */
export function isRegExpSource(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** An optional text option: blank, null or absent all read as undefined; anything else trimmed. */
export const optionalText = v.pipe(
  v.optional(v.nullable(v.string())),
  v.transform((value) => (value && value.trim() !== '' ? value.trim() : undefined)),
);
