/** One interface for every content source: the embedded files and Builder.io's content API. */
import type { ContentEntry, ContentModel } from './schema';

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
