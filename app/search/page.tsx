import type { Metadata } from 'next';
import { CollectionSuggestions, SearchResults } from '@/components/search/search-results';
import { SearchPageForm } from '@/components/search/search-page-form';
import { unstable_rethrow } from 'next/navigation';
import {
  cleanQuery,
  groupResults,
  resultCountText,
  SEARCH_UNAVAILABLE_TEXT,
} from '@/lib/catalog/search';
import type { Viewer } from '@/lib/customer/viewer';
import { reportError } from '@/server/observability/report';
import { resultItem, resultProducts, searchForViewer } from '@/server/visitor/search';
import { getViewer } from '@/server/visitor/visitor';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const queryOf = async (searchParams: SearchParams) => {
  const q = (await searchParams).q;
  return cleanQuery(Array.isArray(q) ? q[0] : q);
};

/** Never indexed: a results page is a visitor's question, not content. */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const query = await queryOf(searchParams);
  return {
    title: query ? `Search: ${query}` : 'Search',
    robots: { index: false, follow: true },
  };
}

/** The results and their products, or undefined when the catalogue or content cannot be read. */
async function findFor(query: string, viewer: Viewer) {
  try {
    const documents = query ? await searchForViewer(query, viewer) : [];
    return { documents, products: await resultProducts(documents, viewer) };
  } catch (error) {
    unstable_rethrow(error);
    reportError(error, { section: 'search' });
    return undefined;
  }
}

/**
 * A blocking route, rendered per request for its query and viewer (lib/customer/customer-view.ts keeps it
 * out of the shared pages): whole in the HTML, so it works without JavaScript.
 */
export const instant = false;

/** `/search?q=`: every result the viewer may see, grouped; nothing found suggests collections. */
export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await queryOf(searchParams);
  const viewer = await getViewer();
  const found = await findFor(query, viewer);
  const { documents, products } = found ?? { documents: [], products: [] };
  const groups = groupResults(documents.map(resultItem));
  return (
    <section className="mx-auto max-w-[1440px] px-4 py-10 md:px-8" aria-labelledby="search-title">
      <h1 id="search-title" className="mb-6 font-serif text-4xl">
        Search
      </h1>
      <div className="max-w-2xl">
        <SearchPageForm query={query} />
        <p role="status" className="mt-4 text-neutral-700" data-testid="search-summary">
          {found ? resultCountText(documents.length, query) : SEARCH_UNAVAILABLE_TEXT}
        </p>
      </div>
      {groups.length > 0 ? (
        <SearchResults
          groups={groups}
          products={products}
          viewer={viewer.isLoggedIn ? viewer : undefined}
        />
      ) : (
        <CollectionSuggestions />
      )}
    </section>
  );
}
