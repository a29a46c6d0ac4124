import Link from 'next/link';
import { normalizePageSize } from '@/lib/content-list';
import { getEntryById, listEntries, type ContentEntry } from '@/server/content';
import { primaryUrlOf } from '@/server/content/targeting';
import { BlogHeroSchema, ContentListSchema, RecipesDisplaySchema } from './schemas';
import { backgroundClass, block } from './types';
import { BlockImage } from './ui/block-image';
import { Paginated } from './ui/paginated';

function formatDate(date: string | undefined) {
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

export const renderContentList = block(ContentListSchema, async (options) => {
  const model = options.contentModel === 'RECIPES' ? 'recipes' : 'blog';
  const entries = (await listEntries(model))
    .filter((entry) => !options.tag || entry.data.tags?.includes(options.tag))
    .sort((a, b) => (b.data.date ?? '').localeCompare(a.data.date ?? ''));
  const { pageSize } = normalizePageSize(options.pageSize);
  return (
    <section className="mx-auto max-w-[1440px] px-4 py-10 md:px-8" data-testid="content-list">
      {options.title ? <h2 className="text-center font-serif text-3xl">{options.title}</h2> : null}
      {options.subtitle ? (
        <p className="mt-2 text-center text-neutral-600">{options.subtitle}</p>
      ) : null}
      <div className="mt-8">
        <Paginated
          items={entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} hideExcerpt={options.hideExcerpt} />
          ))}
          pageSize={pageSize}
          showPagination={options.showPagination}
        />
      </div>
    </section>
  );
});

function ShareIcons({ url, title }: { url: string; title: string }) {
  const links = [
    {
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      text: 'Facebook',
    },
    {
      label: 'Share on X',
      href: `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
      text: 'X',
    },
    {
      label: 'Share by e-mail',
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
      text: 'E-mail',
    },
  ];
  return (
    <ul aria-label="Share" className="mt-6 flex justify-center gap-3">
      {links.map((link) => (
        <li key={link.text}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            className="rounded-full border border-current px-3 py-1 text-sm"
          >
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

export const renderBlogHero = block(BlogHeroSchema, (options, _children, context) => {
  const canonical = options.canonicalUrl || `${context.webUrl}${context.path}`;
  const first = !context.heroSeen.value;
  context.heroSeen.value = true;
  return (
    <header className={`pb-8 ${backgroundClass(options.backgroundColor)}`}>
      <div
        className={`relative mx-auto h-[285px] w-full md:h-[480px] lg:h-[512px] ${options.backgroundImage.isMaxWidth ? 'max-w-[1440px]' : ''}`}
        data-testid="blog-hero-image"
      >
        <BlockImage
          src={options.backgroundImage.src}
          alt={options.backgroundImage.altText}
          fill
          hero={first}
          sizes={options.backgroundImage.isMaxWidth ? '(min-width: 1440px) 1440px, 100vw' : '100vw'}
          className="object-cover"
        />
      </div>
      <div className="mx-auto max-w-3xl px-4 pt-8 text-center">
        <h1 className="font-serif text-4xl md:text-5xl">{options.title}</h1>
        {options.date ? <p className="mt-3 text-neutral-600">{formatDate(options.date)}</p> : null}
        {options.showShareIcons ? <ShareIcons url={canonical} title={options.title} /> : null}
      </div>
    </header>
  );
});

export const renderRecipesDisplay = block(RecipesDisplaySchema, async (options) => {
  const recipes = (
    await Promise.all(options.recipeItems.map((item) => getEntryById('recipes', item.recipe.id)))
  ).filter((entry): entry is ContentEntry => entry !== undefined);
  return (
    <section className="mx-auto max-w-[1440px] px-4 py-10 md:px-8">
      {options.header ? (
        <h2 className="mb-8 text-center font-serif text-3xl">{options.header}</h2>
      ) : null}
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {recipes.map((recipe) => (
          <EntryCard key={recipe.id} entry={recipe} />
        ))}
      </div>
    </section>
  );
});
