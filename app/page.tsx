import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/blocks/content-page';
import { getEntry, isDraftMode } from '@/server/content';
import { entryMetadata } from '@/server/content/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const entry = await getEntry('page', '/');
  // The home page keeps the plain brand title (the layout default), not '{title} | ...'.
  return { ...entryMetadata(entry, '/'), title: undefined };
}

/** The home page, built from the page entry for '/'. */
export default async function HomePage() {
  const entry = await getEntry('page', '/');
  if (!entry) notFound();
  return <ContentPage entry={entry} path="/" draft={await isDraftMode()} />;
}
