import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/blocks/content-page';
import { getEntry, isDraftMode, listEntries } from '@/server/content';
import { entryMetadata } from '@/server/content/metadata';
import { primaryUrlOf } from '@/server/content/targeting';

type Params = Promise<{ path: string[] }>;
/**
 * Segments may reach the page still percent-encoded or already decoded (a segment holding a
 * literal '%' after decoding, e.g. from `%25`, cannot be decoded again): a segment that does not
 * decode is used as it is, and an unknown path is a 404, never a 500.
 */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
const toPath = (segments: string[]) => `/${segments.map(decodeSegment).join('/')}`;

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

/** Editor-built pages. An unknown URL answers a real 404, decided before anything streams. */
export default async function EditorPage({ params }: { params: Params }) {
  const path = toPath((await params).path);
  const entry = await getEntry('page', path);
  if (!entry) notFound();
  return <ContentPage entry={entry} path={path} draft={await isDraftMode()} />;
}
