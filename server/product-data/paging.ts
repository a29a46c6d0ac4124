import { CONTENT_PAGE_SIZE } from '@/lib/constants';

/**
 * Reads a paged list 100 at a time until a page comes back short.
 * `maxPages` guards against a service that never returns a short page.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<T[]>,
  { pageSize = CONTENT_PAGE_SIZE, maxPages = 100 }: { pageSize?: number; maxPages?: number } = {},
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; page < maxPages; page += 1) {
    const items = await fetchPage({ limit: pageSize, offset: page * pageSize });
    all.push(...items);
    if (items.length < pageSize) return all;
  }
  throw new Error(`Paged read did not end after ${maxPages} pages of ${pageSize}`);
}
