'use client';

import { useState, type ReactNode } from 'react';
import { paginate } from '@/lib/content/content-list';

/** Client-side pages over cards rendered on the server (the list itself stays in the static page). */
export function Paginated({
  items,
  pageSize,
  showPagination,
}: {
  items: ReactNode[];
  pageSize: number;
  showPagination: boolean;
}) {
  const [page, setPage] = useState(1);
  const current = showPagination
    ? paginate(items, pageSize, page)
    : { items: items.slice(0, pageSize), page: 1, pageCount: 1 };
  return (
    <>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">{current.items}</div>
      {current.pageCount > 1 ? (
        <nav aria-label="Pagination" className="mt-10 flex justify-center gap-2">
          {Array.from({ length: current.pageCount }, (_, index) => index + 1).map((number) => (
            <button
              key={number}
              type="button"
              aria-current={number === current.page ? 'page' : undefined}
              onClick={() => setPage(number)}
              className="h-10 w-10 rounded border border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
            >
              {number}
            </button>
          ))}
        </nav>
      ) : null}
    </>
  );
}
