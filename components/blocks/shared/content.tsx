import Link from 'next/link';
import { type ContentEntry } from '@/server/content';
import { primaryUrlOf } from '@/server/content/targeting';
import { BlockImage } from '../ui/block-image';

export function formatDate(date: string | undefined) {
  if (!date) return undefined;
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime())
    ? date
    : parsed.toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
}

export function EntryCard({ entry, hideExcerpt }: { entry: ContentEntry; hideExcerpt?: boolean }) {
  const url = primaryUrlOf(entry) ?? '/';
  return (
    <article className="group">
      <Link href={url}>
        {entry.data.image ? (
          <BlockImage
            src={entry.data.image}
            alt={entry.data.imageAlt}
            width={600}
            height={400}
            sizes="(min-width: 1024px) 33vw, (min-width: 580px) 50vw, 100vw"
            className="aspect-[3/2] w-full rounded object-cover"
          />
        ) : null}
        <h3 className="mt-3 font-serif text-xl group-hover:text-wine">
          {entry.data.title ?? entry.name}
        </h3>
      </Link>
      {entry.data.date ? (
        <p className="text-sm text-neutral-600">{formatDate(entry.data.date)}</p>
      ) : null}
      {!hideExcerpt && entry.data.excerpt ? (
        <p className="mt-2 text-neutral-700">{entry.data.excerpt}</p>
      ) : null}
    </article>
  );
}
