/**
 * Editor limits, as pure checks (used by content:check and unit tests)
 * and as the code of the page builder's input `onChange` hooks (which run inside the editor, so
 * they are self-contained strings built from the same numbers and messages).
 */

export const EDITOR_LIMITS = {
  masonryImages: { max: 3, message: 'Number of images should be 3' },
  stickyButtons: { max: 2, message: 'maximum "Buttons" is 2' },
  clubs: { max: 3, message: 'maximum allowed clubs is 3' },
  products: { max: 4, message: 'maximum items is 4, delete items to continue' },
  zipCode: { max: 9, message: 'Maximum zip code characters is 9' },
  spacerCustom: { min: 0, max: 250, message: 'Custom spacer value must be between 0 and 250px' },
  compositionPercentage: {
    min: 1,
    max: 100,
    message: 'Only numbers between 1 and 100 are allowed for percentage',
  },
  pageSize: { min: 1, max: 1000, message: 'Only integers allowed' },
  bottlesInCase: { min: 1, max: 99, message: 'bottlesInCase must be between 1 and 99' },
  tieredDiscount: { message: 'percent and showDollarSign cannot both be enabled' },
} as const;

const COMPOSITION_TOTAL_MESSAGE = 'Varietals should total 100%';

/** An alert text when the list is longer than allowed. */
export function checkMaxItems(
  items: readonly unknown[] | undefined,
  limit: { max: number; message: string },
): string | undefined {
  return (items?.length ?? 0) > limit.max ? limit.message : undefined;
}

export function checkZipCode(zip: string | undefined): string | undefined {
  return (zip?.length ?? 0) > EDITOR_LIMITS.zipCode.max ? EDITOR_LIMITS.zipCode.message : undefined;
}

function checkIntegerRange(
  value: number | undefined,
  limit: { min: number; max: number; message: string },
): string | undefined {
  if (value === undefined) return undefined;
  return Number.isInteger(value) && value >= limit.min && value <= limit.max
    ? undefined
    : limit.message;
}

export const checkCompositionPercentage = (value: number | undefined) =>
  checkIntegerRange(value, EDITOR_LIMITS.compositionPercentage);
export const checkBottlesInCase = (value: number | undefined) =>
  checkIntegerRange(value, EDITOR_LIMITS.bottlesInCase);

export function checkSpacerCustom(px: number | undefined): string | undefined {
  const { min, max, message } = EDITOR_LIMITS.spacerCustom;
  if (px === undefined) return undefined;
  return Number.isFinite(px) && px >= min && px <= max ? undefined : message;
}

/** Varietal percentages should add up to 100 (a hint, not a hard limit). */
export function checkCompositionTotal(percentages: readonly number[]): string | undefined {
  if (percentages.length === 0) return undefined;
  return percentages.reduce((sum, value) => sum + value, 0) === 100
    ? undefined
    : COMPOSITION_TOTAL_MESSAGE;
}

/** The percent sign and the dollar sign of one tier are mutually exclusive. */
export function checkTieredDiscount(
  percent: { showSymbol?: boolean; showDollarSign?: boolean } | undefined,
): string | undefined {
  return percent?.showSymbol && percent.showDollarSign
    ? EDITOR_LIMITS.tieredDiscount.message
    : undefined;
}

export function sectionChildMessage(allowed: readonly string[]): string {
  return `You can only nest ${allowed.join(', ')} inside SectionWithChildren`;
}

export function checkSectionChildren(
  childNames: readonly string[],
  allowed: readonly string[],
): string | undefined {
  return childNames.every((name) => allowed.includes(name))
    ? undefined
    : sectionChildMessage(allowed);
}

// --- onChange hook code for the builder's inputs -------------------------------------------------
// Builder runs these with `options` (the block's option map, with get/set) in the editor.

const quote = (text: string) => JSON.stringify(text);

/** Trims a list back to its maximum and alerts. */
export function maxItemsHook(field: string, limit: { max: number; message: string }): string {
  return `const items = options.get(${quote(field)}); if (items && items.length > ${limit.max}) { options.set(${quote(field)}, items.slice(0, ${limit.max})); alert(${quote(limit.message)}); }`;
}

/** Clamps an integer field into range and alerts. */
export function integerRangeHook(
  field: string,
  limit: { min: number; max: number; message: string },
): string {
  return `const value = options.get(${quote(field)}); if (typeof value === 'number' && (!Number.isInteger(value) || value < ${limit.min} || value > ${limit.max})) { options.set(${quote(field)}, Math.min(${limit.max}, Math.max(${limit.min}, Math.trunc(value)))); alert(${quote(limit.message)}); }`;
}

export function maxLengthHook(field: string, limit: { max: number; message: string }): string {
  return `const value = options.get(${quote(field)}); if (typeof value === 'string' && value.length > ${limit.max}) { options.set(${quote(field)}, value.slice(0, ${limit.max})); alert(${quote(limit.message)}); }`;
}

export function pageSizeHook(field: string): string {
  const { min, max, message } = EDITOR_LIMITS.pageSize;
  return `const value = options.get(${quote(field)}); if (typeof value === 'number') { const next = Math.min(${max}, Math.max(${min}, Math.trunc(value))); if (next !== value) { options.set(${quote(field)}, next); if (!Number.isInteger(value)) alert(${quote(message)}); } }`;
}

export function exclusiveHook(field: string, a: string, b: string, message: string): string {
  return `const value = options.get(${quote(field)}); if (value && value.get && value.get(${quote(a)}) && value.get(${quote(b)})) { value.set(${quote(b)}, false); alert(${quote(message)}); }`;
}
