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

  // Every way a `next` value can leave the site once resolved, normalised or decoded.
  it.each([
    '/.//evil.example/steal',
    '/./\\evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0D%0A/evil.example',
    '/\u0000/evil.example',
    '//evil.example',
    '///evil.example',
    '/\t\t/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://localhost:3000/profile',
    'https://site.invalid/profile',
    'http:/evil.example',
    'https:evil.example',
    '%2F%2Fevil.example',
    '/%E0%A4%A',
    '/profile/%2e%2e/%2F%2Fevil.example',
    `/${'%25'.repeat(5)}2F`,
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBe('/profile');
  });

  it.each([
    ['/./collection/all', '/collection/all'],
    ['/collection/../checkout', '/checkout'],
    ['/club/6-bottle-red-wines?membership=abc', '/club/6-bottle-red-wines?membership=abc'],
    ['/collection/all?q=red%20wine', '/collection/all?q=red%20wine'],
    ['/product/x#reviews', '/product/x#reviews'],
  ])('keeps the same-site path %j as %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
