import type { MetadataRoute } from 'next';
import { getSettings } from '@/server/config';

/** Personal and transactional pages are of no use in a search index. */
const PRIVATE_PATHS = ['/api/', '/checkout', '/profile', '/local/'];

/** /robots.txt: everything public may be crawled; where the sitemap is. */
export default function robots(): MetadataRoute.Robots {
  const { webUrl } = getSettings();
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE_PATHS },
    sitemap: `${webUrl}/sitemap.xml`,
  };
}
