import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/blocks/content-page';
import { getEntry, isDraftMode, listEntries } from '@/server/content';
import { entryMetadata } from '@/server/content/metadata';
import { primaryUrlOf } from '@/server/content/targeting';
import { contentPathOf } from '@/lib/content-path';

type Params = Promise<{ path: string[] }>;
const toPath = contentPathOf;

/** Every published page entry is prerendered; others (new entries, drafts) render on request. */
export async function generateStaticParams() {
  const entries = await listEntries('page');
  return entries
    .map(primaryUrlOf)
    .filter((url): url is string => url !== undefined && url !== '/')
    .map((url) => ({ path: url.slice(1).split('/') }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const path = toPath((await params).path);
  return entryMetadata(await getEntry('page', path), path);
}

/**
 * Editor-built pages, shared and prerendered (proxy.ts sends customers to /customer-view/...). An
 * unknown URL answers a real 404, decided before anything streams.
 */
export default async function EditorPage({ params }: { params: Params }) {
  const path = toPath((await params).path);
  const entry = await getEntry('page', path);
  if (!entry) notFound();
  return <ContentPage entry={entry} path={path} draft={await isDraftMode()} />;
}
