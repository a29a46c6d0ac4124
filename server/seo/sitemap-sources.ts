import 'server-only';
import type { MetadataRoute } from 'next';
import { CLUB_ROUTE_SLUGS } from '@/lib/club/clubs';
import { listEntries } from '@/server/content';
import type { ContentModel } from '@/server/content/schema';
import { primaryUrlOf } from '@/server/content/targeting';
import { reportError } from '@/server/observability/report';
import { getCollectionSlugs } from '@/server/catalog/collections';
import { getPublicCatalog } from '@/server/catalog/products';

/** One kind of public page for search engines: site-relative paths, e.g. '/blog/harvest'. */
interface SitemapSource {
  name: string;
  paths(): Promise<string[]>;
}

/** Published entries of a content model with a URL, minus the ones marked noindex. */
function contentSource(model: ContentModel): SitemapSource {
  return {
    name: `content:${model}`,
    async paths() {
      return (await listEntries(model))
        .filter((entry) => entry.published === 'published' && entry.data.noindex !== true)
        .map(primaryUrlOf)
        .filter((url): url is string => url !== undefined);
    },
  };
}

const products: SitemapSource = {
  name: 'products',
  paths: async () => (await getPublicCatalog()).map((product) => `/product/${product.slug}`),
};

const collections: SitemapSource = {
  name: 'collections',
  paths: async () => (await getCollectionSlugs()).map((slug) => `/collection/${slug}`),
};

/** Every kind of public page. A new kind (e.g. club pages) is one more line here. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  contentSource('page'),
  contentSource('blog'),
  contentSource('recipes'),
  products,
  collections,
  // /join itself is a content page (listed above).
  { name: 'clubs', paths: async () => CLUB_ROUTE_SLUGS.map((slug) => `/club/${slug}`) },
];

/**
 * The sitemap's entries: absolute URLs, each once. A source that fails is reported and left out,
 * so a commerce outage still leaves search engines the content pages.
 */
export async function sitemapEntries(
  webUrl: string,
  sources: readonly SitemapSource[] = SITEMAP_SOURCES,
): Promise<MetadataRoute.Sitemap> {
  const results = await Promise.allSettled(sources.map((source) => source.paths()));
  const paths = new Set<string>();
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') for (const path of result.value) paths.add(path);
    else
      reportError(result.reason, { section: 'sitemap', extra: { source: sources[index]?.name } });
  });
  return [...paths].sort().map((path) => ({ url: `${webUrl}${path}` }));
}
