/**
 * A form block's reference as its form posts it natively: one hidden field holding the reference
 * as JSON (the server action reads the block's options from the published entry, never from the
 * browser, and checks the reference itself).
 */
import { HONEYPOT_FIELD } from './rules';

export const BLOCK_FIELD = 'block';

/** The hidden field's value for a block reference. */
export const blockFieldValue = (block: { model: string; entryId: string; blockId: string }) =>
  JSON.stringify(block);

/** The posted reference; undefined when none was posted (the footer's sign-up), or garbled. */
export function postedBlock(form: FormData): unknown {
  const raw = form.get(BLOCK_FIELD);
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Names React and the form add beside a form's own fields. */
const isFrameworkField = (name: string) =>
  name.startsWith('$ACTION') || name === BLOCK_FIELD || name === HONEYPOT_FIELD;

/** A generic form's own fields as posted, as text (a file reads as nothing: it needs scripts). */
export function postedFields(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries())
    if (typeof value === 'string' && !isFrameworkField(name)) values[name] = value;
  return values;
}

/** What a refused generic form shows again: its typing, never an e-mail address. */
export function keptFields(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !/mail/i.test(name)));
}
