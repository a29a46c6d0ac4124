import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getSettings } from '@/server/config';
import { sitemapEntries } from '@/server/seo/sitemap-sources';

/**
 * /sitemap.xml: every public product, collection and published, indexable content page. Rendered
 * per request with the runtime WEB_URL; the lists behind it come from the shared caches.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return sitemapEntries(getSettings().webUrl);
}
