import { describe, expect, it } from 'vitest';
import { customerViewPath, isSharedPage } from './customer-view';

describe('customerViewPath', () => {
  it.each([
    ['/', '/customer-view'],
    ['/collection/all', '/customer-view/collection/all'],
    ['/product/isosceles-2021', '/customer-view/product/isosceles-2021'],
    ['/blog/harvest-report-2024', '/customer-view/blog/harvest-report-2024'],
    ['/recipes/late-summer-fig-tart', '/customer-view/recipes/late-summer-fig-tart'],
    ['/club/4-bottle-red-wines', '/customer-view/club/4-bottle-red-wines'],
    ['/visit', '/customer-view/visit'],
    ['/join', '/customer-view/join'],
    ['/about/team', '/customer-view/about/team'],
    // Personal already, route handlers, local tools, the rewrite target itself.
    ['/profile', undefined],
    ['/profile/login', undefined],
    ['/checkout', undefined],
    ['/cart', undefined],
    ['/api/revalidate', undefined],
    ['/local/mailbox', undefined],
    ['/customer-view', undefined],
    ['/customer-view/collection/all', undefined],
    ['/_next/data/x.json', undefined],
    // Files and metadata routes.
    ['/favicon.ico', undefined],
    ['/robots.txt', undefined],
    ['/sitemap.xml', undefined],
    ['/images/logo.svg', undefined],
    ['relative', undefined],
  ])('%s -> %s', (path, expected) => {
    expect(customerViewPath(path)).toBe(expected);
    expect(isSharedPage(path)).toBe(expected !== undefined);
  });
});
