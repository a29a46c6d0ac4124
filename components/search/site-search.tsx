'use client';

import { useRef, type RefObject } from 'react';
import { SEARCH_PATH } from '@/lib/catalog/search';
import { LineIcon } from '@/components/ui/button';
import { PredictiveList } from './predictive-list';
import type { SearchPanel } from './use-search-panel';
import { useSiteSearch } from './use-site-search';

const MagnifierIcon = () => (
  <LineIcon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </LineIcon>
);

/** The search's submit: 44 px on a touch screen. */
const SUBMIT_CLASS =
  'flex min-h-11 min-w-11 items-center justify-center rounded p-1 text-wine lg:min-h-0 lg:min-w-0';

/** The phone's Search button: the panel's `popovertarget`, so a tap opens it before scripts run. */
function SearchToggle({
  toggleRef,
  formId,
  panel,
}: {
  toggleRef: RefObject<HTMLButtonElement | null>;
  formId: string;
  panel: SearchPanel;
}) {
  return (
    <button
      ref={toggleRef}
      type="button"
      popoverTarget={formId}
      aria-expanded={panel.expanded}
      aria-controls={formId}
      onClick={panel.onToggleClick}
      className="flex min-h-11 min-w-11 items-center justify-center gap-1 rounded border border-ink/30 px-2 py-1 text-sm font-semibold tracking-wide uppercase lg:hidden"
    >
      <MagnifierIcon />
      <span className="sr-only">Search</span>
    </button>
  );
}

/**
 * The phone's panel is a popover (the browser opens it, before the page's code runs too) placed
 * under the header (`header-panel`, app/globals.css); from 1024 px the form is part of the header.
 */
const FORM_CLASS =
  'header-panel hidden items-center gap-2 px-4 py-3 open:flex lg:static lg:flex lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none';

/**
 * The header's search: a GET form to `/search` (works without JavaScript) in a search landmark,
 * with predictive results as the visitor types (a combobox over a listbox of links; the count is
 * announced politely); what was typed before the page ran gets its suggestions once it runs. `/`
 * focuses it. On a phone or tablet it sits behind a Search button and opens under the header.
 */
export function SiteSearch() {
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const search = useSiteSearch(inputRef, toggleRef, formRef);
  const { baseId, listId, shown } = search;
  return (
    <div
      className="lg:relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) search.close();
      }}
    >
      <SearchToggle toggleRef={toggleRef} formId={`${baseId}-form`} panel={search.panel} />
      <form
        ref={formRef}
        id={`${baseId}-form`}
        popover="auto"
        onToggle={search.panel.onToggle}
        role="search"
        aria-label="Site search"
        action={SEARCH_PATH}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
        className={FORM_CLASS}
      >
        <label htmlFor={`${baseId}-input`} className="sr-only">
          Search wines, pages, recipes and events
        </label>
        <input
          ref={inputRef}
          id={`${baseId}-input`}
          type="search"
          name="q"
          value={search.query}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search"
          aria-keyshortcuts="/"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown !== null}
          aria-controls={listId}
          aria-activedescendant={search.activeId}
          onChange={(event) => search.onType(event.target.value)}
          onFocus={search.openList}
          onKeyDown={search.onKeyDown}
          className="w-full min-w-0 rounded border border-ink/40 px-2 py-1 lg:w-40 xl:w-56"
        />
        <button type="submit" className={SUBMIT_CLASS} aria-label="Search">
          <MagnifierIcon />
        </button>
        {shown ? (
          <PredictiveList
            answer={shown}
            listId={listId}
            activeIndex={search.activeIndex}
            onPick={search.close}
          />
        ) : null}
        <p role="status" aria-live="polite" className="sr-only">
          {search.announcement}
        </p>
      </form>
    </div>
  );
}
