import { describe, expect, it } from 'vitest';
import {
  birthDateRange,
  isBirthDateInRange,
  isIsoDate,
  isSimpleEmail,
  isStrictEmail,
  isUsPhone,
  normalizePhone,
  yearsBefore,
} from './rules';

describe('e-mail patterns', () => {
  it.each([
    ['ana@example.com', true, true],
    ['Ana.Perez+wine@Example.CO', true, true],
    ['o_k%1-2@mail.vineyard.org', true, true],
    ['ana@example.c', true, false],
    ['ana#x@example.com', true, false],
    ['ana@example', false, false],
    ['ana example@example.com', false, false],
    ['@example.com', false, false],
    ['ana@', false, false],
    ['', false, false],
  ])('%s: simple %s, strict %s', (email, simple, strict) => {
    expect(isSimpleEmail(email)).toBe(simple);
    expect(isStrictEmail(email)).toBe(strict);
  });

  it('refuses addresses longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(isSimpleEmail(long)).toBe(false);
    expect(isStrictEmail(long)).toBe(false);
  });
});

describe('US phone numbers', () => {
  it.each([
    ['2125552368', true],
    ['212-555-2368', true],
    ['212.555.2368', true],
    ['212 555 2368', true],
    ['(212) 555-2368', true],
    ['(212)555-2368', true],
    ['+1 212 555 2368', true],
    ['+12125552368', true],
    ['1-212-555-2368', true],
    ['12125552368', true],
    ['555-2368', false],
    ['212-555-23689', false],
    ['+44 20 7946 0958', false],
    ['212/555/2368', false],
    ['phone', false],
    ['', false],
  ])('%s is %s', (phone, valid) => {
    expect(isUsPhone(phone)).toBe(valid);
  });

  it.each([
    ['(212) 555-2368', '+12125552368'],
    ['212.555.2368', '+12125552368'],
    ['1 212 555 2368', '+12125552368'],
    ['+1 (212) 555-2368', '+12125552368'],
    ['44207946095', '+44207946095'],
    ['555-2368', '5552368'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe('dates of birth', () => {
  it.each([
    ['2000-02-29', true],
    ['2001-02-29', false],
    ['1999-12-31', true],
    ['1999-13-01', false],
    ['1999-00-10', false],
    ['12-31-1999', false],
    ['1999-1-1', false],
    ['', false],
  ])('%s is a real YYYY-MM-DD date: %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });

  const today = new Date('2026-11-23T12:00:00Z');

  it('the range runs from maxAge to minAge years ago', () => {
    expect(birthDateRange(today, 21, 100)).toEqual({ min: '1926-11-23', max: '2005-11-23' });
  });

  it('a 29 February today falls back to the 28th in a common year', () => {
    expect(yearsBefore(new Date('2024-02-29T00:00:00Z'), 21)).toBe('2003-02-28');
  });

  it.each([
    ['2005-11-23', true], // 21 today
    ['2005-11-24', false], // 21 tomorrow
    ['1926-11-23', true], // 100 today
    ['1926-11-22', false], // older than 100
    ['1980-06-15', true],
  ])('born %s is within 21-100: %s', (value, inRange) => {
    expect(isBirthDateInRange(value, today, 21, 100)).toBe(inRange);
  });
});
