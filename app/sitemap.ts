import type { MetadataRoute } from 'next';
import { getSettings } from '@/server/config';
import { sitemapEntries } from '@/server/seo/sitemap-sources';

/** /sitemap.xml: every public product, collection and published, indexable content page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(getSettings().webUrl);
}
