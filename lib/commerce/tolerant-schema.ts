/**
 * The tolerant-reader building blocks of the commerce schemas (lib/commerce/entities.ts explains
 * why they are tolerant): optional fields that accept `null`, lists that read `null` as empty, and
 * enums that degrade to a safe default.
 */
import * as v from 'valibot';

export const optionalString = v.nullish(v.string());
export const optionalBoolean = v.nullish(v.boolean());
export const optionalNumber = v.nullish(v.number());

/** A list that may be absent or `null`: read as empty. */
export const listOf = <TItem extends v.GenericSchema>(item: TItem) => v.nullish(v.array(item), []);

/**
 * One of `options`; anything else (a value added by the service after this was written, a typo)
 * reads as `unknownAs`, chosen per field as the safe reading.
 */
export function tolerantPicklist<const TOptions extends readonly [string, ...string[]]>(
  options: TOptions,
  unknownAs: TOptions[number],
) {
  return v.fallback(v.picklist(options), unknownAs);
}
