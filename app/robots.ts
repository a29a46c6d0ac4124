import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getSettings } from '@/server/config';

/** Personal and transactional pages are of no use in a search index. */
const PRIVATE_PATHS = ['/api/', '/checkout', '/profile', '/local/'];

/**
 * /robots.txt: everything public may be crawled; where the sitemap is. Rendered per request
 * (cheap): WEB_URL is a runtime setting, and a build-time copy would name the build's address.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const { webUrl } = getSettings();
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE_PATHS },
    sitemap: `${webUrl}/sitemap.xml`,
  };
}
