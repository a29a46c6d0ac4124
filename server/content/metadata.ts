import type { Metadata } from 'next';
import type { ContentEntry } from './schema';

/**
 * Page metadata from an entry's data (storefront spec: title, description, canonical URL,
 * open-graph image, noindex, nofollow). The layout's title template adds '| {brand} Winery'.
 */
export function entryMetadata(entry: ContentEntry | undefined, path: string): Metadata {
  if (!entry) return {};
  const { title, description, canonicalUrl, openGraphImage, noindex, nofollow } = entry.data;
  return {
    title: title ?? entry.name,
    description,
    alternates: { canonical: canonicalUrl || path },
    openGraph: { title: title ?? entry.name, description, ...(openGraphImage ? { images: [openGraphImage] } : {}) },
    robots: noindex || nofollow ? { index: !noindex, follow: !nofollow } : undefined,
  };
}
