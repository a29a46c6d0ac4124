import Link from 'next/link';
import { type ContentEntry } from '@/server/content';
import { primaryUrlOf } from '@/server/content/targeting';
import { BlockImage, CARD_PHOTO } from '../ui/block-image';

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
          <BlockImage src={entry.data.image} alt={entry.data.imageAlt} {...CARD_PHOTO} />
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
