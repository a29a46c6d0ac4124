'use client';

import { useEffect, useRef } from 'react';
import {
  type BrowseState,
  type FilterOption,
  IN_STOCK_VALUE,
  PRICE_BANDS,
  SORTS,
  SORT_LABELS,
  DEFAULT_BROWSE,
  browseQuery,
} from '@/lib/catalog/collection-browse';
import { APPLY_ON_CHANGE_ATTRIBUTE } from '@/components/ui/early-taps';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';

const SELECT_CLASS = 'min-h-11 w-full rounded border border-ink/30 bg-white px-2 py-2';

function Choice({
  name,
  label,
  value,
  anyLabel,
  options,
  unchosen = '',
}: {
  name: string;
  label: string;
  value: string | undefined;
  /** The first choice, meaning no filter; none for the sort. */
  anyLabel?: string;
  options: FilterOption[];
  /** The value the address leaves out (the default sort; no filter). */
  unchosen?: string;
}) {
  return (
    <SelectField
      id={`collection-${name}`}
      label={label}
      options={options}
      emptyLabel={anyLabel}
      name={name}
      defaultValue={value ?? ''}
      data-default={unchosen || undefined}
      className={SELECT_CLASS}
    />
  );
}

/**
 * Back and Forward must show the controls of the list shown. The browser restores a
 * form's last values when it loads a page from history (the form's autocomplete="off" stops
 * that), and a page restored whole from the back/forward cache keeps the choice that left it:
 * this resets the form to the view's own values then.
 */
function useFormOfShownView() {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) formRef.current?.reset();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  return formRef;
}

const SORT_OPTIONS = SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));
const PRICE_OPTIONS = Object.entries(PRICE_BANDS).map(([value, band]) => ({
  value,
  label: band.label,
}));

/**
 * Sort and filter controls of a collection: a native GET form to the collection's address, so it
 * works without JavaScript (Apply) and its result is a shareable URL. With scripts, changing a
 * control applies it at once, from the first tap (the page's first script, early-taps.tsx), and
 * the address is the canonical one (defaults and the page left out: a new sort or filter starts
 * on page 1). A page load, not a client navigation: see CollectionPagination.
 */
export function CollectionControls({
  action,
  state,
  varietals,
  types,
}: {
  /** The collection's own path, `/collection/red-wines`. */
  action: string;
  state: BrowseState;
  varietals: FilterOption[];
  types: FilterOption[];
}) {
  const formRef = useFormOfShownView();
  return (
    <form
      // Remounted per view, so each control shows the view it leads to after a navigation.
      key={browseQuery({ ...state, page: 1 })}
      ref={formRef}
      method="get"
      action={action}
      autoComplete="off"
      aria-label="Sort and filter"
      {...{ [APPLY_ON_CHANGE_ATTRIBUTE]: '' }}
      // Two columns on a phone, so the first products show in the first screen.
      className="mb-6 grid grid-cols-2 items-end gap-x-3 gap-y-2 text-sm md:mb-8 md:gap-4 md:text-base lg:grid-cols-6"
    >
      <Choice
        name="sort"
        label="Sort by"
        value={state.sort}
        options={SORT_OPTIONS}
        unchosen={DEFAULT_BROWSE.sort}
      />
      <Choice
        name="varietal"
        label="Varietal"
        value={state.varietal}
        anyLabel="All varietals"
        options={varietals}
      />
      <Choice name="type" label="Type" value={state.type} anyLabel="All types" options={types} />
      <Choice
        name="price"
        label="Price"
        value={state.price}
        anyLabel="Any price"
        options={PRICE_OPTIONS}
      />
      <Field id="collection-stock" label="In stock only" controlFirst>
        {(aria) => (
          <input
            {...aria}
            type="checkbox"
            name="stock"
            value={IN_STOCK_VALUE}
            defaultChecked={state.inStock}
            className="mt-1 size-4"
          />
        )}
      </Field>
      <button
        type="submit"
        className="min-h-11 rounded border border-wine px-4 py-2 font-semibold text-wine hover:bg-wine hover:text-white"
      >
        Apply
      </button>
    </form>
  );
}
