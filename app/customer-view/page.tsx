import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/blocks/content-page';
import { getEntry, isDraftMode } from '@/server/content';
import { getViewer } from '@/server/visitor/viewer';

export { generateMetadata } from '@/app/page';

/** Personal and blocking: rendered per request for the customer, never cached or prerendered. */
export const instant = false;

/**
 * The home page for a visitor with a customer token (proxy.ts rewrites / here): its product
 * blocks and restricted containers are decided for that customer.
 */
export default async function CustomerHomePage() {
  const entry = await getEntry('page', '/');
  if (!entry) notFound();
  return (
    <ContentPage entry={entry} path="/" draft={await isDraftMode()} viewer={await getViewer()} />
  );
}
