import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/blocks/content-page';
import { getSettings } from '@/server/config';
import { getEntry, isDraftMode } from '@/server/content';
import { entryMetadata } from '@/server/content/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const entry = await getEntry('page', '/');
  // The home page's title is the plain brand title ('{brand} Winery'), not '{title} | ...'. An
  // absolute title, because `title: undefined` would leave the document without any title.
  return { ...entryMetadata(entry, '/'), title: { absolute: getSettings().brand.seoTitleSuffix } };
}

/** The home page, built from the page entry for '/'. */
export default async function HomePage() {
  const entry = await getEntry('page', '/');
  if (!entry) notFound();
  return <ContentPage entry={entry} path="/" draft={await isDraftMode()} />;
}
