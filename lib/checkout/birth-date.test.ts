import { describe, expect, it } from 'vitest';
import {
  ageOn,
  BIRTH_DATE_INVALID_MESSAGE,
  BIRTH_DATE_REQUIRED_MESSAGE,
  birthDateRefusal,
  meetsMinimumAge,
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

describe('meetsMinimumAge: the one age rule (minimum age 21)', () => {
  it.each([
    ['21 today', '2005-11-26', true],
    ['21 yesterday', '2005-11-25', true],
    ['21 tomorrow', '2005-11-27', false],
    ['long ago', '1950-01-01', true],
    ['a child', '2015-06-01', false],
    ['not a date', 'yesterday', false],
  ])('%s', (_case, birthDate, expected) =>
    expect(meetsMinimumAge(birthDate, today)).toBe(expected),
  );

  it('born on 29 February: 21 once 1 March comes in a common year', () => {
    expect(meetsMinimumAge('2004-02-29', new Date('2025-02-28T12:00:00Z'))).toBe(false);
    expect(meetsMinimumAge('2004-02-29', new Date('2025-03-01T12:00:00Z'))).toBe(true);
  });
});
