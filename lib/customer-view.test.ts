import { describe, expect, it } from 'vitest';
import { customerViewPath, isSharedPage, routeParams, sharedRouteOf } from './customer-view';

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

describe('routeParams', () => {
  it.each([
    ['/', [], {}],
    ['/', ['a'], undefined],
    ['/blog/[slug]', ['blog', 'harvest'], { slug: 'harvest' }],
    // Every segment counts: one more or one less is another route.
    ['/blog/[slug]', ['blog', 'a', 'b'], undefined],
    ['/blog/[slug]', ['blog'], undefined],
    ['/blog/[slug]', ['recipes', 'tart'], undefined],
    ['/[...path]', ['about', 'team'], { path: ['about', 'team'] }],
    ['/[...path]', ['visit'], { path: ['visit'] }],
    // A catch-all needs at least one segment.
    ['/[...path]', [], undefined],
    ['/a/[x]/[...rest]', ['a', '1', '2', '3'], { x: '1', rest: ['2', '3'] }],
  ])('%s at %j -> %j', (route, path, expected) => {
    expect(routeParams(route, path)).toEqual(expected);
  });
});

describe('sharedRouteOf', () => {
  const routes = ['/', '/[...path]', '/blog/[slug]', '/product/[slug]', '/club/[slug]'].map(
    (route) => ({ route }),
  );

  it.each([
    [[], '/', {}],
    [['blog', 'harvest'], '/blog/[slug]', { slug: 'harvest' }],
    // Next's precedence: a named segment before a catch-all, whatever the table's order.
    [['product', 'isosceles'], '/product/[slug]', { slug: 'isosceles' }],
    [['blog', 'a', 'b'], '/[...path]', { path: ['blog', 'a', 'b'] }],
    [['blog'], '/[...path]', { path: ['blog'] }],
    [['visit'], '/[...path]', { path: ['visit'] }],
  ])('%j -> %s', (path, route, params) => {
    expect(sharedRouteOf(routes, path)).toEqual({ page: { route }, params });
  });

  it.each([
    [['profile']],
    [['cart']],
    [['customer-view', 'visit']],
    [['robots.txt']],
    [['api', 'x']],
  ])('no shared page at %j', (path) => {
    expect(sharedRouteOf(routes, path)).toBeUndefined();
  });

  it('matches no route for a path none of them takes', () => {
    expect(sharedRouteOf([{ route: '/blog/[slug]' }], ['visit'])).toBeUndefined();
  });
});
