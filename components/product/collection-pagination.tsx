import { type BrowseState, browseQuery, pageLinks } from '@/lib/catalog/collection-browse';

const LINK_CLASS =
  'inline-block min-w-10 rounded border border-ink/20 px-3 py-2 text-center hover:border-wine';

/**
 * The pages of a collection view as real links (`?page=2`, the view's sort and filters kept), in
 * a labelled navigation landmark with the current page marked; `<link rel="prev"/"next">` go to
 * the document's head (React hoists them). Nothing when everything fits on one page.
 *
 * Plain anchors, full page loads: the plain collection is a static page that reads no query, and
 * the client router reused it for `?page=2` (same path) instead of asking for the view the proxy
 * serves; a page load gets the right, cached HTML.
 */
export function CollectionPagination({
  path,
  state,
  pageCount,
}: {
  path: string;
  state: BrowseState;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const hrefOf = (page: number) => `${path}${browseQuery({ ...state, page })}`;
  const { page } = state;
  return (
    <nav aria-label="Collection pages" className="mt-10 flex justify-center">
      {page > 1 ? <link rel="prev" href={hrefOf(page - 1)} /> : null}
      {page < pageCount ? <link rel="next" href={hrefOf(page + 1)} /> : null}
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <a href={hrefOf(page - 1)} className={LINK_CLASS}>
              Previous page
            </a>
          </li>
        ) : null}
        {pageLinks(page, pageCount).map((n, index) => (
          <li key={n ?? `gap-${index}`}>
            {n === null ? (
              <span aria-hidden="true">…</span>
            ) : (
              <a
                href={hrefOf(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
                className={`${LINK_CLASS} ${n === page ? 'border-wine bg-wine text-white' : ''}`}
              >
                {n}
              </a>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <a href={hrefOf(page + 1)} className={LINK_CLASS}>
              Next page
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
