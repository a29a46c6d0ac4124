import { describe, expect, it } from 'vitest';
import {
  ageOn,
  BIRTH_DATE_INVALID_MESSAGE,
  BIRTH_DATE_REQUIRED_MESSAGE,
  birthDateRefusal,
  UNDER_AGE_MESSAGE,
} from './birth-date';

const today = new Date('2026-11-26T12:00:00Z');

describe('birthDateRefusal (minimum age 21)', () => {
  it.each([
    ['1980-04-02', null],
    ['2005-11-26', null], // 21 today
    ['2005-11-27', UNDER_AGE_MESSAGE], // 21 tomorrow
    ['2010-01-01', UNDER_AGE_MESSAGE],
    ['', BIRTH_DATE_REQUIRED_MESSAGE],
    ['  ', BIRTH_DATE_REQUIRED_MESSAGE],
    ['2001-02-30', BIRTH_DATE_INVALID_MESSAGE],
    ['04/02/1980', BIRTH_DATE_INVALID_MESSAGE],
    ['2030-01-01', BIRTH_DATE_INVALID_MESSAGE],
    ['1850-01-01', BIRTH_DATE_INVALID_MESSAGE],
  ])('%j: %s', (text, refusal) => {
    expect(birthDateRefusal(text, today)).toBe(refusal);
  });

  it('counts whole years, a birthday today included', () => {
    expect(ageOn({ year: 2000, month: 11, day: 26 }, today)).toBe(26);
    expect(ageOn({ year: 2000, month: 11, day: 27 }, today)).toBe(25);
    expect(ageOn({ year: 2004, month: 2, day: 29 }, today)).toBe(22);
  });
});
