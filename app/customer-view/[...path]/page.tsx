import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/blocks/content-page';
import { contentPathOf } from '@/lib/content-path';
import { getEntry, isDraftMode } from '@/server/content';
import { getViewer } from '@/server/visitor/viewer';

export { generateMetadata } from '@/app/(content)/[...path]/page';

/** Personal and blocking: rendered per request for the customer, never cached or prerendered. */
export const instant = false;

type Params = Promise<{ path: string[] }>;

/** Placeholder only (see the order receipt page): every real path renders on request. */
export function generateStaticParams() {
  return [{ path: ['prerender-placeholder'] }];
}

/** An editor-built page for a visitor with a customer token or in draft mode (proxy.ts). */
export default async function CustomerEditorPage({ params }: { params: Params }) {
  const path = contentPathOf((await params).path);
  const entry = await getEntry('page', path);
  if (!entry) notFound();
  return (
    <ContentPage entry={entry} path={path} draft={await isDraftMode()} viewer={await getViewer()} />
  );
}
