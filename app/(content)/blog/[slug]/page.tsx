import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/blocks/content-page';
import { BlockImage } from '@/components/blocks/ui/block-image';
import { getEntry, getEntryById, isDraftMode, listEntries } from '@/server/content';
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

/** A blog post: its blocks (blog hero first) and the author's card. */
export default async function BlogPostPage({ params }: { params: Params }) {
  const path = `/blog/${(await params).slug}`;
  const entry = await getEntry('blog', path);
  if (!entry) notFound();
  const author = entry.data.author ? await getEntryById('author', entry.data.author.id) : undefined;
  return (
    <article>
      <ContentPage entry={entry} path={path} draft={await isDraftMode()} />
      {author ? (
        <aside
          aria-label="About the author"
          className="mx-auto my-12 flex max-w-3xl items-center gap-5 border-t border-ash px-4 pt-8"
        >
          {author.data.image ? (
            <BlockImage
              src={author.data.image}
              alt={author.data.name ?? author.name}
              width={96}
              height={96}
              sizes="96px"
              className="h-20 w-20 rounded-full object-cover"
            />
          ) : null}
          <div>
            <p className="text-sm tracking-widest text-neutral-600 uppercase">Written by</p>
            <p className="font-serif text-xl" data-testid="author-name">
              {author.data.name ?? author.name}
            </p>
            {author.data.bio ? <p className="mt-1 text-neutral-700">{author.data.bio}</p> : null}
          </div>
        </aside>
      ) : null}
    </article>
  );
}
