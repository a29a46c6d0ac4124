import { describe, expect, it, vi } from 'vitest';
import { CLUB_ROUTE_SLUGS } from '@/lib/club/clubs';
import type { ContentEntry } from '@/server/content/schema';

const reportError = vi.fn();
vi.mock('@/server/observability/report', () => ({ reportError }));

const entries: ContentEntry[] = [
  entry('home', { url: '/' }),
  entry('visit', { url: '/visit' }),
  entry('hidden', { url: '/staff', noindex: true }),
  { ...entry('draft', { url: '/draft' }), published: 'draft' },
  entry('no-url', {}),
];
vi.mock('@/server/content', () => ({
  listEntries: async (model: string) => (model === 'page' ? entries : []),
}));
vi.mock('@/server/catalog/products', () => ({
  getPublicCatalog: async () => [{ slug: 'isosceles-2021' }, { slug: 'right-angle' }],
}));
vi.mock('@/server/catalog/collections', () => ({
  getCollectionSlugs: async () => ['all'],
}));

const { SITEMAP_SOURCES, sitemapEntries } = await import('./sitemap-sources');

function entry(id: string, data: ContentEntry['data']): ContentEntry {
  return { id, name: id, published: 'published', query: [], data };
}

const WEB = 'https://shop.example';

describe('sitemap entries', () => {
  it('lists published, indexable content, products, collections and club pages as absolute URLs', async () => {
    const all = (await sitemapEntries(WEB)).map((item) => item.url);
    const clubs = all.filter((url) => url.startsWith(`${WEB}/club/`));
    expect(clubs).toHaveLength(CLUB_ROUTE_SLUGS.length);
    const urls = all.filter((url) => !clubs.includes(url));
    expect(urls).toEqual([
      `${WEB}/`,
      `${WEB}/collection/all`,
      `${WEB}/product/isosceles-2021`,
      `${WEB}/product/right-angle`,
      `${WEB}/visit`,
    ]);
  });

  it('keeps the other sources when one fails, and reports the failure', async () => {
    const failing = { name: 'clubs', paths: () => Promise.reject(new Error('down')) };
    const urls = (await sitemapEntries(WEB, [...SITEMAP_SOURCES, failing])).map((i) => i.url);
    expect(urls).toContain(`${WEB}/visit`);
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), {
      section: 'sitemap',
      extra: { source: 'clubs' },
    });
  });

  it('lists a path given by two sources once', async () => {
    const twice = { name: 'again', paths: async () => ['/visit'] };
    const urls = (await sitemapEntries(WEB, [...SITEMAP_SOURCES, twice])).map((i) => i.url);
    expect(urls.filter((url) => url === `${WEB}/visit`)).toHaveLength(1);
  });
});
