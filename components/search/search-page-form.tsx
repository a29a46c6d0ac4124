import { buttonClass } from '@/components/ui/button';
import { SEARCH_PATH } from '@/lib/catalog/search';

/**
 * The results page's own search form: a plain GET form, so searching works without JavaScript and
 * every results page is a shareable address.
 */
export function SearchPageForm({ query }: { query: string }) {
  return (
    <form
      role="search"
      aria-label="Search the site"
      action={SEARCH_PATH}
      method="get"
      className="flex gap-2"
    >
      <label htmlFor="search-page-query" className="sr-only">
        Search wines, pages, recipes and events
      </label>
      <input
        id="search-page-query"
        type="search"
        name="q"
        defaultValue={query}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search wines, pages, recipes and events"
        className="w-full min-w-0 rounded border border-ink/40 p-2"
      />
      <button type="submit" className={buttonClass('primary', 'shrink-0 px-5 py-2')}>
        Search
      </button>
    </form>
  );
}
