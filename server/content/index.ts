import 'server-only';
import { cache } from 'react';
import path from 'node:path';
import { draftMode } from 'next/headers';
import { settle, sharedRead, sharedValue, contentModelTag, contentUrlTag } from '@/server/cache/shared-read';
import { getSettings } from '@/server/config';
import { inSpan } from '@/server/observability/tracing';
import { createBuilderSource } from './builder-source';
import { contentGeneration } from './dev-reload';
import { createLocalSource } from './local-source';
import type { ContentEntry, ContentModel } from './schema';
import { normalizeUrlPath } from '@/lib/content/links';
import type { Metadata } from 'next';

/**
 * The content read API of the site. Published entries are shared reads (`sharedRead`: Next's
 * `'use cache'` in this instance and the KV store between instances, TTL from settings, 60 s by
 * default), tagged by model and URL so the revalidation webhook can drop them. In draft mode Next re-runs these
 * functions on every request without saving, and we skip the KV cache too: a draft never lands in
 * a shared cache entry.
 */

export type { ContentEntry, ContentModel } from './schema';

let source: ContentSource | undefined;

/** The folders of the embedded content: `content/` (and the browser tests' fixtures). */
export function localRoots(): string[] {
  // Test-only extra entries (browser-test fixtures), never set in production.
  const { fixturesDir } = getSettings().content;
  const roots = [path.join(process.cwd(), 'content')];
  if (fixturesDir) roots.push(path.resolve(/*turbopackIgnore: true*/ process.cwd(), fixturesDir));
  return roots;
}

export function getContentSource(): ContentSource {
  if (source) return source;
  const { builderApiKey } = getSettings().content;
  source = builderApiKey ? createBuilderSource(builderApiKey) : createLocalSource(localRoots());
  return source;
}

/**
 * One read of the content source in a `content.fetch` span: which source (local files or
 * Builder), which model, and how many entries came back.
 */
function fetchContent<T extends ContentEntry | ContentEntry[] | undefined>(
  model: ContentModel,
  read: (source: ContentSource) => Promise<T>,
): Promise<T> {
  const source = getContentSource();
  return inSpan(
    'content.fetch',
    { attributes: { 'content.source': source.kind, 'content.model': model } },
    async (span) => {
      const result = await read(source);
      span.setAttribute(
        'content.entries',
        Array.isArray(result) ? result.length : result === undefined ? 0 : 1,
      );
      return result;
    },
  );
}

/** Development with embedded content: bumps when a content file changes (dev-reload.ts). */
function generation(): number {
  return getContentSource().kind === 'local' ? contentGeneration(localRoots()) : 0;
}
const keySuffix = (generation: number) => (generation ? `@${generation}` : '');

export async function isDraftMode(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}

/**
 * The entry of a model answering a URL (drafts only in draft mode), once per request (React cache:
 * a page rendered per request decodes it once for its body and its metadata).
 */
export const getEntry = cache(
  async (model: ContentModel, url: string): Promise<ContentEntry | undefined> =>
    sharedValue(await readEntry(model, normalizeUrlPath(url), generation())),
);

async function readEntry(model: ContentModel, urlPath: string, generation: number) {
  'use cache';
  if (await isDraftMode())
    return settle(() =>
      fetchContent(model, (source) => source.findEntry(model, urlPath, { includeDrafts: true })),
    );
  return sharedRead(
    {
      key: `content:entry:${model}:${urlPath}${keySuffix(generation)}`,
      tags: [contentModelTag(model), contentUrlTag(model, urlPath)],
      life: 'content',
    },
    () => fetchContent(model, (source) => source.findEntry(model, urlPath, { includeDrafts: false })),
  );
}

/**
 * Every published, live entry of a model (drafts too in draft mode), e.g. for lists and static
 * params; once per request (React cache).
 */
export const listEntries = cache(
  async (model: ContentModel): Promise<ContentEntry[]> =>
    sharedValue(await readList(model, generation())),
);

async function readList(model: ContentModel, generation: number) {
  'use cache';
  if (await isDraftMode())
    return settle(() =>
      fetchContent(model, (source) => source.listEntries(model, { includeDrafts: true })),
    );
  return sharedRead(
    {
      key: `content:list:${model}${keySuffix(generation)}`,
      tags: [contentModelTag(model)],
      life: 'content',
    },
    () => fetchContent(model, (source) => source.listEntries(model, { includeDrafts: false })),
  );
}

export async function getEntryById(model: ContentModel, id: string): Promise<ContentEntry | undefined> {
  return (await listEntries(model)).find((entry) => entry.id === id);
}

/** One interface for every content source: the embedded files and Builder.io's content API. */

export interface ListOptions {
  /** Include draft entries (draft mode only; never for a shared cache entry). */
  includeDrafts: boolean;
}

export interface ContentSource {
  readonly kind: 'local' | 'builder';
  /** Every entry of a model (published, plus drafts when asked). */
  listEntries(model: ContentModel, options: ListOptions): Promise<ContentEntry[]>;
  /** The entry answering a URL, with the targeting rules, or undefined. */
  findEntry(model: ContentModel, urlPath: string, options: ListOptions): Promise<ContentEntry | undefined>;
  /** An entry by id (references: blog author, recipes). */
  getEntryById(model: ContentModel, id: string, options: ListOptions): Promise<ContentEntry | undefined>;
}

/**
 * Page metadata from an entry's data (storefront spec: title, description, canonical URL,
 * open-graph image, noindex, nofollow). The layout's title template adds '| {brand} Winery'.
 */
export function entryMetadata(entry: ContentEntry | undefined, path: string): Metadata {
  if (!entry) return {};
  const { title, description, canonicalUrl, openGraphImage, noindex, nofollow } = entry.data;
  return {
    title: title ?? entry.name,
    description,
    alternates: { canonical: canonicalUrl || path },
    openGraph: { title: title ?? entry.name, description, ...(openGraphImage ? { images: [openGraphImage] } : {}) },
    robots: noindex || nofollow ? { index: !noindex, follow: !nofollow } : undefined,
  };
}
