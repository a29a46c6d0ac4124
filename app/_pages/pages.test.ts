import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSharedPage } from '@/lib/customer-view';
import CustomerViewPage from '@/app/customer-view/[[...path]]/page';
import { SHARED_PAGES, sharedPageAt } from '.';

const APP = join(import.meta.dirname, '..');

/** Every page file under app/, with its route as Next writes it (route groups left out). */
function pageRoutes(folder = APP): { file: string; route: string }[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const path = join(folder, item.name);
    if (item.isDirectory()) return item.name.startsWith('_') ? [] : pageRoutes(path);
    if (item.name !== 'page.tsx') return [];
    const parts = relative(APP, folder).split(sep);
    const route = parts.filter((part) => part !== '' && !/^\(.+\)$/.test(part)).join('/');
    return [{ file: path, route: `/${route}` }];
  });
}

/** A path the route answers: each param filled with a sample (a catch-all with two segments). */
const samplePath = (route: string) =>
  route
    .split('/')
    .filter((part) => part !== '')
    .flatMap((part) => {
      if (part.startsWith('[[...')) return [];
      if (part.startsWith('[...')) return ['sample', 'page'];
      return part.startsWith('[') ? ['sample'] : [part];
    });

const ROUTES = pageRoutes();
const CUSTOMER_VIEW = '/customer-view/[[...path]]';
const sharedRoutes = ROUTES.filter(
  ({ route }) => route !== CUSTOMER_VIEW && isSharedPage(`/${samplePath(route).join('/')}`),
);

describe('page definitions', () => {
  it('finds the shared pages and one customer view', () => {
    expect(sharedRoutes.map(({ route }) => route).sort()).toEqual([
      '/',
      '/[...path]',
      '/blog/[slug]',
      '/club/[slug]',
      '/collection/[slug]',
      '/product/[slug]',
      '/recipes/[slug]',
    ]);
    // The customer view is one dispatcher, never a twin per page.
    expect(ROUTES.filter(({ route }) => route.startsWith('/customer-view'))).toEqual([
      expect.objectContaining({ route: CUSTOMER_VIEW }),
    ]);
  });

  it.each(sharedRoutes)(
    '$route is defined once and its route exports that definition',
    async ({ file, route }) => {
      const definitions = SHARED_PAGES.filter((page) => page.route === route);
      expect(definitions).toHaveLength(1);
      const [page] = definitions;
      const routeModule = await import(file);
      expect(routeModule.default).toBe(page!.shared.Page);
      expect(routeModule.generateMetadata).toBe(page!.shared.generateMetadata);
      expect(routeModule.generateStaticParams).toBe(page!.staticParams);
    },
  );

  it.each(SHARED_PAGES.map((page) => [page.route, page] as const))(
    '%s has its shared route, and the customer view renders it at that route',
    (route, page) => {
      expect(sharedRoutes.map((shared) => shared.route)).toContain(route);
      expect(sharedPageAt(samplePath(route))?.page).toBe(page);
    },
  );

  it.each([
    [['blog', 'a', 'b'], '/[...path]'],
    [['blog'], '/[...path]'],
    [['product'], '/[...path]'],
    [['club', '4-bottle-red-wines', 'more'], '/[...path]'],
    [['visit'], '/[...path]'],
  ])('the customer view routes %j as the shared side does: %s', (path, route) => {
    expect(sharedPageAt(path)?.page.route).toBe(route);
  });

  it.each([[['cart']], [['profile', 'login']], [['customer-view', 'visit']], [['robots.txt']]])(
    'the customer view answers %j, no shared page, with a 404',
    async (path) => {
      await expect(CustomerViewPage({ params: Promise.resolve({ path }) })).rejects.toMatchObject({
        digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
      });
    },
  );
});
