import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/blocks/content-page';
import { getEntry, isDraftMode } from '@/server/content';
import { getViewer } from '@/server/visitor/viewer';

export { generateMetadata } from '@/app/(content)/recipes/[slug]/page';

/** Personal and blocking: rendered per request for the customer, never cached or prerendered. */
export const instant = false;

type Params = Promise<{ slug: string }>;

/** Placeholder only (see the order receipt page): every real slug renders on request. */
export function generateStaticParams() {
  return [{ slug: 'prerender-placeholder' }];
}

/** /recipes/{slug} for a visitor with a customer token or in draft mode (proxy.ts). */
export default async function CustomerRecipePage({ params }: { params: Params }) {
  const path = `/recipes/${(await params).slug}`;
  const entry = await getEntry('recipes', path);
  if (!entry) notFound();
  return (
    <ContentPage entry={entry} path={path} draft={await isDraftMode()} viewer={await getViewer()} />
  );
}
