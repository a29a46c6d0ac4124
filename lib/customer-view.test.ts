import { describe, expect, it } from 'vitest';
import { customerViewPath } from './customer-view';

describe('customerViewPath', () => {
  it.each([
    ['/', '/customer-view'],
    ['/collection/all', '/customer-view/collection/all'],
    ['/collection/red-wines/', '/customer-view/collection/red-wines/'],
    ['/collection', undefined],
    ['/collection/a/b', undefined],
    ['/product/isosceles-2021', undefined],
    ['/profile', undefined],
    ['/customer-view', undefined],
    ['/visit', undefined],
  ])('%s -> %s', (path, expected) => {
    expect(customerViewPath(path)).toBe(expected);
  });
});
