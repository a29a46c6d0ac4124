import 'server-only';
import { cleanQuery } from '@/lib/catalog/search';
import { sharedRead, sharedValue, PRODUCTS_TAG, contentModelTag } from '@/server/cache/shared-read';
import { listEntries } from '@/server/content';
import { getPublicCatalog } from '../products';
import { entryDocument, productDocument, type SearchDocument } from './documents';
import { buildTextIndex, type SearchHit, type TextIndex } from './text-index';

export type { SearchDocument } from './documents';
export type { SearchHit } from './text-index';

/** The content models search reads, and the kind each one's entries are. */
const SEARCHED_MODELS = [
  { model: 'page', kind: 'page' },
  { model: 'blog', kind: 'page' },
  { model: 'recipes', kind: 'recipe' },
] as const;

interface SearchCorpus {
  /** Changes whenever the documents are read again, so the index is rebuilt only then. */
  version: string;
  documents: SearchDocument[];
}

/**
 * The search documents, shared by every visitor: built from the shared catalogue (anonymous, so
 * member-only wines are in it, marked `restricted`) and the published content entries, under
 * their tags, so the revalidation webhook that refreshes a product or an entry refreshes search.
 */
async function readSearchCorpus() {
  'use cache';
  return sharedRead(
    {
      key: 'search:documents',
      tags: [PRODUCTS_TAG, ...SEARCHED_MODELS.map(({ model }) => contentModelTag(model))],
      life: 'catalog',
    },
    async (): Promise<SearchCorpus> => {
      const [products, ...entryLists] = await Promise.all([
        getPublicCatalog(),
        ...SEARCHED_MODELS.map(({ model }) => listEntries(model)),
      ]);
      const entries = SEARCHED_MODELS.flatMap(({ kind }, index) =>
        entryLists[index]!.map((entry) => entryDocument(entry, kind)),
      );
      return {
        version: crypto.randomUUID(),
        documents: [
          ...products.map(productDocument),
          ...entries.filter((entry) => entry !== undefined),
        ],
      };
    },
  );
}

/** The index of the documents last read, rebuilt only when they change (a few ms per 1,000). */
let built: { version: string; index: TextIndex } | undefined;

async function currentIndex(): Promise<TextIndex> {
  const corpus = sharedValue(await readSearchCorpus());
  if (built?.version !== corpus.version) {
    built = { version: corpus.version, index: buildTextIndex(corpus.documents) };
  }
  return built.index;
}

/**
 * Every document matching the query, best first, member-only wines included: the caller decides
 * what its viewer may see (server/visitor/search.ts).
 */
export async function searchSite(query: string): Promise<SearchHit[]> {
  const trimmed = cleanQuery(query);
  if (trimmed === '') return [];
  return (await currentIndex()).search(trimmed);
}
