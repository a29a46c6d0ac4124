/**
 * Builder.io's content API through the SDK's fetch functions. Lists are paged 100 at a time until
 * a short page (spec: the builder query page size). Every reply is parsed with the entry schema;
 * malformed entries are reported and skipped. No request is made unless an API key is set.
 */
import * as v from 'valibot';
import { CONTENT_PAGE_SIZE } from '@/lib/constants';
import { EntrySchema, formatIssues, type ContentEntry } from './schema';
import type { ContentSource } from './source';

function parseEntries(model: string, raw: readonly unknown[]): ContentEntry[] {
  const entries: ContentEntry[] = [];
  for (const item of raw) {
    const result = v.safeParse(EntrySchema, item);
    if (result.success) entries.push({ ...result.output, modelName: model });
    else console.error(`[content] skipped a malformed ${model} entry: ${formatIssues(result.issues).join('; ')}`);
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

export function createBuilderSource(apiKey: string, sdk: () => Promise<BuilderFetchers> = loadSdk): ContentSource {
  return {
    kind: 'builder',
    async listEntries(model, { includeDrafts }) {
      const all: ContentEntry[] = [];
      for (let offset = 0; ; offset += CONTENT_PAGE_SIZE) {
        const page = await (await sdk()).fetchEntries({
          model,
          apiKey,
          limit: CONTENT_PAGE_SIZE,
          offset,
          includeUnpublished: includeDrafts,
          canTrack: false,
        });
        all.push(...parseEntries(model, page));
        if (page.length < CONTENT_PAGE_SIZE) return all;
      }
    },
    async findEntry(model, urlPath, { includeDrafts }) {
      const entry = await (await sdk()).fetchOneEntry({
        model,
        apiKey,
        userAttributes: { urlPath },
        includeUnpublished: includeDrafts,
        canTrack: false,
      });
      return entry ? parseEntries(model, [entry])[0] : undefined;
    },
    async getEntryById(model, id, { includeDrafts }) {
      const entry = await (await sdk()).fetchOneEntry({
        model,
        apiKey,
        query: { id },
        includeUnpublished: includeDrafts,
        canTrack: false,
      });
      return entry ? parseEntries(model, [entry])[0] : undefined;
    },
  };
}
