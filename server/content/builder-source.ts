/**
 * Builder.io's content API through the SDK's fetch functions. Lists are paged 100 at a time until
 * a short page (spec: the builder query page size). Every reply is parsed with the entry schema;
 * malformed entries are reported and skipped. No request is made unless an API key is set.
 *
 * Drafts (draft mode only, never behind a shared cache): the content API with
 * `includeUnpublished=true` answers entries never published, but for a published entry it keeps
 * answering the published version, not the editor's unpublished changes
 * (github.com/BuilderIO/builder/issues/3214).
 * So an entry found for a page in draft mode is read again by id from Builder's preview read
 * (`/api/v2/content/{model}/{id}?preview=true`, the way Builder's own forum answer loads the
 * latest draft), which is what Builder's preview shows. Draft reads also send `cachebust=true`:
 * an editor must see the change just saved, not the CDN's copy. Published reads never do (it
 * bypasses Builder's protective cache).
 */
import * as v from 'valibot';
import { CONTENT_PAGE_SIZE } from '@/lib/constants';
import { EntrySchema, formatIssues, type ContentEntry } from './schema';
import type { ContentSource } from './index';

function parseEntries(model: string, raw: readonly unknown[]): ContentEntry[] {
  const entries: ContentEntry[] = [];
  for (const item of raw) {
    const result = v.safeParse(EntrySchema, item);
    if (result.success) entries.push({ ...result.output, modelName: model });
    else
      console.error(
        `[content] skipped a malformed ${model} entry: ${formatIssues(result.issues).join('; ')}`,
      );
  }
  return entries;
}

/** The SDK's fetch functions the source uses (a seam for tests). */
export interface BuilderFetchers {
  fetchEntries: typeof import('@builder.io/sdk-react').fetchEntries;
  fetchOneEntry: typeof import('@builder.io/sdk-react').fetchOneEntry;
}

/** Loaded on first use: without an API key the SDK is never even imported. */
const loadSdk = (): Promise<BuilderFetchers> => import('@builder.io/sdk-react');

const BUILDER_CDN_HOST = 'https://cdn.builder.io';
const BUILDER_PREVIEW_HOST = 'https://builder.io';

interface BuilderSourceOptions {
  sdk?: () => Promise<BuilderFetchers>;
  /** Builder's content CDN (the v3 content API); a loopback stand-in in tests. */
  apiHost?: string;
  /** Where an entry's latest unpublished revision is read (preview=true). */
  previewHost?: string;
  fetch?: typeof fetch;
}

/** Query options for a read: drafts also bust Builder's CDN cache. */
const draftOptions = (includeDrafts: boolean) =>
  includeDrafts ? { includeUnpublished: true, options: { cachebust: true } } : {};

/** Where and how the latest revision of an entry is read. */
interface PreviewRead {
  apiKey: string;
  previewHost: string;
  fetchImpl: typeof fetch;
}

/**
 * The entry as Builder's preview shows it: its latest revision, unpublished changes included.
 * Falls back to the entry as found when that read fails: a preview with yesterday's text beats
 * an editor's error page.
 */
async function latestRevision(
  { apiKey, previewHost, fetchImpl }: PreviewRead,
  model: string,
  entry: ContentEntry,
): Promise<ContentEntry> {
  const url = new URL(
    `/api/v2/content/${encodeURIComponent(model)}/${encodeURIComponent(entry.id)}`,
    previewHost,
  );
  url.search = new URLSearchParams({
    apiKey,
    preview: 'true',
    includeRefs: 'true',
    noTraverse: 'false',
    cachebust: 'true',
  }).toString();
  try {
    const reply = await fetchImpl(url, { cache: 'no-store' });
    if (!reply.ok) throw new Error(`status ${reply.status}`);
    return parseEntries(model, [await reply.json()])[0] ?? entry;
  } catch (error) {
    console.error(`[content] could not read the latest draft of a ${model} entry: ${String(error)}`);
    return entry;
  }
}

export function createBuilderSource(
  apiKey: string,
  {
    sdk = loadSdk,
    apiHost = BUILDER_CDN_HOST,
    previewHost = BUILDER_PREVIEW_HOST,
    fetch: fetchImpl = globalThis.fetch,
  }: BuilderSourceOptions = {},
): ContentSource {
  const common = { apiKey, apiHost, canTrack: false } as const;
  const preview: PreviewRead = { apiKey, previewHost, fetchImpl };

  /** One entry picked by URL or by id; in draft mode, as its latest revision. */
  async function findOne(
    model: string,
    pick: { userAttributes: { urlPath: string } } | { query: { id: string } },
    includeDrafts: boolean,
  ): Promise<ContentEntry | undefined> {
    const found = await (
      await sdk()
    ).fetchOneEntry({
      ...common,
      model,
      ...pick,
      includeUnpublished: includeDrafts,
      ...draftOptions(includeDrafts),
    });
    const entry = found ? parseEntries(model, [found])[0] : undefined;
    return entry && includeDrafts ? latestRevision(preview, model, entry) : entry;
  }

  return {
    kind: 'builder',
    async listEntries(model, { includeDrafts }) {
      const all: ContentEntry[] = [];
      for (let offset = 0; ; offset += CONTENT_PAGE_SIZE) {
        const page = await (
          await sdk()
        ).fetchEntries({
          ...common,
          model,
          limit: CONTENT_PAGE_SIZE,
          offset,
          includeUnpublished: includeDrafts,
          ...draftOptions(includeDrafts),
        });
        all.push(...parseEntries(model, page));
        if (page.length < CONTENT_PAGE_SIZE) return all;
      }
    },
    findEntry: (model, urlPath, { includeDrafts }) =>
      findOne(model, { userAttributes: { urlPath } }, includeDrafts),
    getEntryById: (model, id, { includeDrafts }) => findOne(model, { query: { id } }, includeDrafts),
  };
}
