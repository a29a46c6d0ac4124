/**
 * A club member's date of birth: wine is sold to adults only, so joining asks for it and refuses
 * anyone under MINIMUM_AGE (21). Shared by the club
 * wizard and the embedded service, which refuse with the same words.
 */
import * as v from 'valibot';
import { MINIMUM_AGE } from '../constants';

export const BIRTH_DATE_REQUIRED_MESSAGE = 'Date of birth is required';
export const BIRTH_DATE_INVALID_MESSAGE = 'Please enter a valid date of birth';
export const UNDER_AGE_MESSAGE = `You must be at least ${MINIMUM_AGE} years old to join.`;

/** A calendar date as YYYY-MM-DD (what `<input type="date">` sends), or null. */
export function parseBirthDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Rejects 2001-02-30 and the like: the date must survive the round trip.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return null;
  return { year, month, day };
}

/** Whole years between the birth date and `today` (a birthday today counts). */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return today.getUTCFullYear() - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * The age rule, written once: whether someone born on this YYYY-MM-DD date is at least
 * MINIMUM_AGE on `today` (the club join and the account's date of birth say it in their words).
 */
export function meetsMinimumAge(isoDate: string, today = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!match) return false;
  const birth = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return ageOn(birth, today) >= MINIMUM_AGE;
}

/** Why this birth date may not join, or null when it may. */
export function birthDateRefusal(text: string, today = new Date()): string | null {
  if (!text.trim()) return BIRTH_DATE_REQUIRED_MESSAGE;
  const birth = parseBirthDate(text);
  if (!birth || Date.UTC(birth.year, birth.month - 1, birth.day) > today.getTime()) {
    return BIRTH_DATE_INVALID_MESSAGE;
  }
  return meetsMinimumAge(text, today) ? null : UNDER_AGE_MESSAGE;
}

/** The date of birth field: YYYY-MM-DD, a real past date, at least MINIMUM_AGE years ago. */
export const BirthDateSchema = v.pipe(
  v.string(BIRTH_DATE_REQUIRED_MESSAGE),
  v.trim(),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const refusal = birthDateRefusal(dataset.value);
    if (refusal) addIssue({ message: refusal });
  }),
);
