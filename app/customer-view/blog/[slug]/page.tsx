import { notFound } from 'next/navigation';
import { BlogPost } from '@/components/blocks/blog-post';
import { getEntry } from '@/server/content';
import { getViewer } from '@/server/visitor/viewer';

export { generateMetadata } from '@/app/(content)/blog/[slug]/page';

/** Personal and blocking: rendered per request for the customer, never cached or prerendered. */
export const instant = false;

type Params = Promise<{ slug: string }>;

/** Placeholder only (see the order receipt page): every real slug renders on request. */
export function generateStaticParams() {
  return [{ slug: 'prerender-placeholder' }];
}

/** /blog/{slug} for a visitor with a customer token or in draft mode (proxy.ts). */
export default async function CustomerBlogPostPage({ params }: { params: Params }) {
  const path = `/blog/${(await params).slug}`;
  const entry = await getEntry('blog', path);
  if (!entry) notFound();
  return <BlogPost entry={entry} path={path} viewer={await getViewer()} />;
}
