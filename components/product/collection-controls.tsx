'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import {
  type BrowseState,
  type FilterOption,
  IN_STOCK_VALUE,
  PRICE_BANDS,
  SORTS,
  SORT_LABELS,
  browseQuery,
  browseStateOfQuery,
} from '@/lib/collection-browse';
import { Field } from '@/components/ui/field';

const SELECT_CLASS = 'w-full rounded border border-ink/30 bg-white px-2 py-2';

function Choice({
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  /** The first choice, meaning no filter; none for the sort. */
  anyLabel?: string;
  options: FilterOption[];
}) {
  return (
    <Field id={`collection-${name}`} label={label}>
      {(aria) => (
        <select {...aria} name={name} defaultValue={value ?? ''} className={SELECT_CLASS}>
          {anyLabel ? <option value="">{anyLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const SORT_OPTIONS = SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));
const PRICE_OPTIONS = Object.entries(PRICE_BANDS).map(([value, band]) => ({
  value,
  label: band.label,
}));

/**
 * Sort and filter controls of a collection: a native GET form to the collection's address, so it
 * works before (or without) JavaScript and its result is a shareable URL. Once hydrated, changing
 * a control applies it at once, through a client navigation to the same canonical URL (empty
 * values and the page left out: a new sort or filter starts on page 1).
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
  const router = useRouter();
  const apply = (form: HTMLFormElement) => {
    const values = new URLSearchParams();
    for (const [key, value] of new FormData(form))
      if (typeof value === 'string') values.append(key, value);
    router.push(`${action}${browseQuery(browseStateOfQuery(values))}`, { scroll: false });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  return (
    <form
      // Remounted per view, so each control shows the view it leads to after a navigation.
      key={browseQuery({ ...state, page: 1 })}
      method="get"
      action={action}
      aria-label="Sort and filter"
      onSubmit={onSubmit}
      onChange={(event) => apply(event.currentTarget)}
      className="mb-8 grid grid-cols-1 items-end gap-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <Choice name="sort" label="Sort by" value={state.sort} options={SORT_OPTIONS} />
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
      <Field id="collection-stock" label="In stock only" controlFirst className="py-2">
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
        className="rounded border border-wine px-4 py-2 font-semibold text-wine hover:bg-wine hover:text-white"
      >
        Apply
      </button>
    </form>
  );
}
