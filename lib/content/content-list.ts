/**
 * Content list paging: page size an integer 1-1000, default 9;
 * a non-integer is truncated (the editor is told 'Only integers allowed').
 */
const CONTENT_LIST_PAGE_SIZE = { default: 9, min: 1, max: 1000 } as const;
const ONLY_INTEGERS_MESSAGE = 'Only integers allowed';

interface PageSizeResult {
  pageSize: number;
  alert?: string;
}

export function normalizePageSize(input: number | undefined): PageSizeResult {
  if (input === undefined || !Number.isFinite(input))
    return { pageSize: CONTENT_LIST_PAGE_SIZE.default };
  const truncated = Math.trunc(input);
  const alert = truncated !== input ? ONLY_INTEGERS_MESSAGE : undefined;
  const pageSize = Math.min(
    CONTENT_LIST_PAGE_SIZE.max,
    Math.max(CONTENT_LIST_PAGE_SIZE.min, truncated),
  );
  return alert ? { pageSize, alert } : { pageSize };
}

interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
}

/** One page of items; the page number is clamped into range (1-based). */
export function paginate<T>(items: readonly T[], pageSize: number, requestedPage: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(
    pageCount,
    Math.max(1, Number.isInteger(requestedPage) ? requestedPage : 1),
  );
  return { items: items.slice((page - 1) * pageSize, page * pageSize), page, pageCount };
}
