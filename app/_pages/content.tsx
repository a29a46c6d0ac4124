import { BlogPost } from '@/components/blocks/blog-post';
import { ContentPage } from '@/components/blocks/content-page';
import { contentPathOf } from '@/lib/content/links';
import { getSettings } from '@/server/config';
import {
  getEntry,
  isDraftMode,
  listEntries,
  type ContentEntry,
  type ContentModel,
} from '@/server/content';
import { entryMetadata } from '@/server/content';
import { primaryUrlOf } from '@/server/content/targeting';
import type { Viewer } from '@/lib/customer/viewer';
import { definePage } from './define';

/** An entry and the URL path it was found at. */
type Found = { entry: ContentEntry; path: string };

async function findEntry(model: ContentModel, path: string): Promise<Found | undefined> {
  const entry = await getEntry(model, path);
  return entry ? { entry, path } : undefined;
}

/** Editor-built blocks; draft mode shows editors their unpublished entries and notes. */
async function renderContent({ entry, path }: Found, viewer: Viewer | undefined) {
  return <ContentPage entry={entry} path={path} draft={await isDraftMode()} viewer={viewer} />;
}

/** The URL paths of a model's published entries. */
async function publishedUrls(model: ContentModel): Promise<string[]> {
  return (await listEntries(model))
    .map(primaryUrlOf)
    .filter((url): url is string => url !== undefined);
}

/** The metadata of a model's entry at a URL path (the path alone when there is none). */
async function metadataAt(model: ContentModel, path: string) {
  return entryMetadata(await getEntry(model, path), path);
}

/** A model whose entries live at `{prefix}{slug}` (blog posts, recipes). */
function entriesUnder(model: ContentModel, prefix: string) {
  const pathOf = (slug: string) => `${prefix}${slug}`;
  return {
    staticParams: async () =>
      (await publishedUrls(model))
        .filter((url) => url.startsWith(prefix))
        .map((url) => ({ slug: url.slice(prefix.length) })),
    metadata: ({ slug }: { slug: string }) => metadataAt(model, pathOf(slug)),
    load: ({ slug }: { slug: string }) => findEntry(model, pathOf(slug)),
  };
}

/** The home page, built from the page entry for '/'. */
export const homePage = definePage({
  route: '/',
  metadata: async () => ({
    ...(await metadataAt('page', '/')),
    // The plain brand title ('{brand} Winery'), not '{title} | ...'. An absolute title, because
    // `title: undefined` would leave the document without any title.
    title: { absolute: getSettings().brand.seoTitleSuffix },
  }),
  load: () => findEntry('page', '/'),
  render: renderContent,
});

/** Editor-built pages at any other path; an unknown URL answers a real 404. */
export const contentPage = definePage({
  route: '/[...path]',
  // Every published page entry is prerendered; others (new entries, drafts) render on request.
  staticParams: async () =>
    (await publishedUrls('page'))
      .filter((url) => url !== '/')
      .map((url) => ({ path: url.slice(1).split('/') })),
  metadata: ({ path }) => metadataAt('page', contentPathOf(path)),
  load: ({ path }) => findEntry('page', contentPathOf(path)),
  render: renderContent,
});

export const recipePage = definePage({
  route: '/recipes/[slug]',
  ...entriesUnder('recipes', '/recipes/'),
  render: renderContent,
});

/** A blog post: its blocks and the author's card. */
export const blogPage = definePage({
  route: '/blog/[slug]',
  ...entriesUnder('blog', '/blog/'),
  render: ({ entry, path }, viewer) => <BlogPost entry={entry} path={path} viewer={viewer} />,
});
