import { describe, expect, it } from 'vitest';
import { passwordProblem, safeNextPath } from './account';

describe('passwordProblem', () => {
  it.each([
    ['', 'Password is required'],
    ['abc123', 'Password must be at least 8 characters'],
    ['abcdefgh', 'Password must contain a number'],
    ['12345678', 'Password must contain a letter'],
    ['x1'.repeat(101), 'Password is too long'],
    ['vineyard7', undefined],
    ['Früh lese 2024', undefined],
  ])('%j -> %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});

describe('safeNextPath', () => {
  it.each([
    [undefined, '/profile'],
    ['', '/profile'],
    ['/collection/all', '/collection/all'],
    ['/product/isosceles-2021?x=1#top', '/product/isosceles-2021?x=1#top'],
    ['https://evil.example/', '/profile'],
    ['//evil.example/path', '/profile'],
    ['/\\evil.example', '/profile'],
    ['javascript:alert(1)', '/profile'],
    ['/profile/login', '/profile'],
    ['/profile/login?next=/x', '/profile'],
    ['/a\nb', '/profile'],
    ['collection/all', '/profile'],
    ['/checkout', '/checkout'],
  ])('%j -> %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
