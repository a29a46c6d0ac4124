import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPost } from '@/components/blocks/blog-post';
import { getEntry, listEntries } from '@/server/content';
import { entryMetadata } from '@/server/content/metadata';
import { primaryUrlOf } from '@/server/content/targeting';

type Params = Promise<{ slug: string }>;

export async function generateStaticParams() {
  return (await listEntries('blog'))
    .map(primaryUrlOf)
    .filter((url): url is string => url?.startsWith('/blog/') === true)
    .map((url) => ({ slug: url.slice('/blog/'.length) }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const path = `/blog/${(await params).slug}`;
  return entryMetadata(await getEntry('blog', path), path);
}

/** A blog post, shared and prerendered (proxy.ts sends customers to /customer-view/blog/...). */
export default async function BlogPostPage({ params }: { params: Params }) {
  const path = `/blog/${(await params).slug}`;
  const entry = await getEntry('blog', path);
  if (!entry) notFound();
  return <BlogPost entry={entry} path={path} />;
}
