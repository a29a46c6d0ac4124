import { ContentPage } from '@/components/blocks/content-page';
import { BlockImage } from '@/components/blocks/ui/block-image';
import type { Viewer } from '@/lib/customer/viewer';
import { getEntryById, isDraftMode, type ContentEntry } from '@/server/content';

/**
 * A blog post: its blocks (blog hero first) and the author's card. The shared page decides its
 * blocks for the anonymous visitor; the per-customer route passes the logged-in viewer.
 */
export async function BlogPost({
  entry,
  path,
  viewer,
}: {
  entry: ContentEntry;
  path: string;
  viewer?: Viewer;
}) {
  const author = entry.data.author ? await getEntryById('author', entry.data.author.id) : undefined;
  return (
    <article>
      <ContentPage entry={entry} path={path} draft={await isDraftMode()} viewer={viewer} />
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
