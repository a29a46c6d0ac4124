import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/blocks/content-page';
import { getEntry, isDraftMode, listEntries } from '@/server/content';
import { entryMetadata } from '@/server/content/metadata';
import { primaryUrlOf } from '@/server/content/targeting';

type Params = Promise<{ slug: string }>;

export async function generateStaticParams() {
  return (await listEntries('recipes'))
    .map(primaryUrlOf)
    .filter((url): url is string => url?.startsWith('/recipes/') === true)
    .map((url) => ({ slug: url.slice('/recipes/'.length) }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const path = `/recipes/${(await params).slug}`;
  return entryMetadata(await getEntry('recipes', path), path);
}

export default async function RecipePage({ params }: { params: Params }) {
  const path = `/recipes/${(await params).slug}`;
  const entry = await getEntry('recipes', path);
  if (!entry) notFound();
  return <ContentPage entry={entry} path={path} draft={await isDraftMode()} />;
}
