import * as v from 'valibot';

/** An optional text option: blank, null or absent all read as undefined; anything else trimmed. */
export const optionalText = v.pipe(
  v.optional(v.nullable(v.string())),
  v.transform((value) => (value && value.trim() !== '' ? value.trim() : undefined)),
);
