'use client';

import Link from 'next/link';
import { resultCountText, searchHref, type SearchAnswer } from '@/lib/catalog/search';

export interface PredictiveOption {
  id: string;
  href: string;
}

/** Every option of an answer in the order the arrow keys walk them: results, then "See all". */
export function optionsOf(answer: SearchAnswer, baseId: string): PredictiveOption[] {
  const results = answer.groups.flatMap((group) => group.results);
  return [...results, { href: searchHref(answer.query) }].map((result, index) => ({
    id: `${baseId}-${index}`,
    href: result.href,
  }));
}

const optionClass = (active: boolean) =>
  `block rounded px-3 py-2 ${active ? 'bg-wine text-white' : 'hover:bg-ash/60'}`;

/**
 * The predictive results under the search box: a listbox of links grouped by kind (the focus stays
 * in the box; the active option is `aria-activedescendant`), ending with the results page. A click
 * follows the link; a mouse press keeps the focus in the box so the list does not close first.
 */
export function PredictiveList({
  answer,
  listId,
  activeIndex,
  onPick,
}: {
  answer: SearchAnswer;
  listId: string;
  activeIndex: number;
  onPick: () => void;
}) {
  const options = optionsOf(answer, listId);
  // Where each group's options start in the one list the arrow keys walk.
  const starts = answer.groups.map((_, at) =>
    answer.groups.slice(0, at).reduce((sum, group) => sum + group.results.length, 0),
  );
  const option = (index: number, href: string, children: React.ReactNode) => (
    <Link
      key={options[index]!.id}
      id={options[index]!.id}
      href={href}
      role="option"
      aria-selected={index === activeIndex}
      tabIndex={-1}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      className={optionClass(index === activeIndex)}
    >
      {children}
    </Link>
  );
  return (
    <div className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded border border-ash bg-white p-2 text-sm shadow-lg lg:left-auto lg:w-96">
      {answer.total === 0 ? (
        <p className="px-3 py-2 text-neutral-700" aria-hidden="true">
          {resultCountText(0, answer.query)}
        </p>
      ) : null}
      <div id={listId} role="listbox" aria-label="Search suggestions">
        {answer.groups.map((group, at) => (
          <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
            <div
              id={`${listId}-${group.kind}`}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase"
            >
              {group.label}
            </div>
            {group.results.map((result, within) =>
              option(
                starts[at]! + within,
                result.href,
                <>
                  <span className="block font-semibold">{result.title}</span>
                  {result.summary ? (
                    <span className="block truncate text-xs opacity-80">{result.summary}</span>
                  ) : null}
                </>,
              ),
            )}
          </div>
        ))}
        {option(
          options.length - 1,
          searchHref(answer.query),
          <span className="font-semibold">See all results for “{answer.query}”</span>,
        )}
      </div>
    </div>
  );
}
