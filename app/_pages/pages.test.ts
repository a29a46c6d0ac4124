import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSharedPage } from '@/lib/customer/customer-view';
import { SHARED_PAGES } from '.';

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
const TWIN_PREFIX = '/customer-view';
const twinOf = (route: string) => (route === '/' ? TWIN_PREFIX : `${TWIN_PREFIX}${route}`);
const sharedRoutes = ROUTES.filter(
  ({ route }) => !route.startsWith(TWIN_PREFIX) && isSharedPage(`/${samplePath(route).join('/')}`),
);

describe('page definitions', () => {
  it('finds the shared pages, and their twins are all the customer view has', () => {
    const shared = sharedRoutes.map(({ route }) => route).sort();
    expect(shared).toEqual([
      '/',
      '/[...path]',
      '/blog/[slug]',
      '/club/[slug]',
      '/collection/[slug]',
      '/collection/[slug]/[view]',
      '/product/[slug]',
      '/recipes/[slug]',
    ]);
    const twins = ROUTES.filter(({ route }) => route.startsWith(TWIN_PREFIX));
    expect(twins.map(({ route }) => route).sort()).toEqual(shared.map(twinOf).sort());
  });

  it.each(sharedRoutes)(
    '$route is defined once; it and its twin export that definition',
    async ({ file, route }) => {
      const definitions = SHARED_PAGES.filter((page) => page.route === route);
      expect(definitions).toHaveLength(1);
      const page = definitions[0]!;
      const shared = await import(file);
      expect(shared.default).toBe(page.shared.Page);
      expect(shared.generateMetadata).toBe(page.shared.generateMetadata);
      expect(shared.generateStaticParams).toBe(page.staticParams);
      const twinFile = ROUTES.find((twin) => twin.route === twinOf(route))!.file;
      const twin = await import(twinFile);
      expect(twin.default).toBe(page.customer.Page);
      expect(twin.generateMetadata).toBe(page.customer.generateMetadata);
      expect(twin.instant).toBe(false);
    },
  );

  it.each(SHARED_PAGES.map((page) => [page.route] as const))('%s has its shared route', (route) => {
    expect(sharedRoutes.map((shared) => shared.route)).toContain(route);
  });
});
