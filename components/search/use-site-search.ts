'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { useCurrentPath } from '@/components/ui/use-current-path';
import {
  cleanQuery,
  resultCountText,
  SEARCH_UNAVAILABLE_TEXT,
  searchHref,
  type SearchAnswer,
} from '@/lib/catalog/search';
import { optionsOf } from './predictive-list';
import { usePredictiveSearch } from './use-predictive-search';
import { useSearchPanel } from './use-search-panel';

/**
 * Text typed before the page ran (the box is a plain input until then): taken in once hydrated,
 * so its suggestions are asked for, and the list opens when the box still has the focus.
 */
function useTypedBeforeHydration(
  inputRef: RefObject<HTMLInputElement | null>,
  onTyped: (value: string, focused: boolean) => void,
) {
  useEffect(() => {
    const input = inputRef.current;
    if (input && input.value !== '') onTyped(input.value, document.activeElement === input);
    // Once, at hydration: later text arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The header search's state: the query, the predictive answer, whether the list and the phone's
 * panel are open, the active option and the keys (arrows walk the options, Enter follows the
 * active one or submits, Escape closes the list, then the phone's panel (useSearchPanel), then
 * clears).
 */
export function useSiteSearch(
  inputRef: RefObject<HTMLInputElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
  panelRef: RefObject<HTMLFormElement | null>,
) {
  const router = useRouter();
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { answer, failed } = usePredictiveSearch(query);
  const close = () => {
    setListOpen(false);
    setActiveIndex(-1);
  };
  const panel = useSearchPanel(panelRef, toggleRef, inputRef, close);
  useTypedBeforeHydration(inputRef, (value, focused) => {
    setQuery(value);
    setListOpen(focused);
  });

  // The list closes on a route change, during render (the panel closes in usePopoverPanel). The
  // path is null until hydrated: the first address is no change (a list opened for text typed
  // before hydration stays open).
  const pathname = useCurrentPath();
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    if (shownAt !== null) close();
  }

  const listId = `${baseId}-list`;
  const shown = listOpen ? answer : null;
  const options = shown ? optionsOf(shown, listId) : [];
  const active = options[activeIndex];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListOpen(true);
      setActiveIndex((index) => arrowStep(event.key, index, options.length));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      close();
      router.push(active.href);
    } else if (event.key === 'Escape') {
      // Handled here, so the browser does not also close the panel on the same Escape.
      event.preventDefault();
      if (shown) close();
      else if (panel.isOpen()) panel.closeToToggle();
      else setQuery('');
    }
  };

  return {
    baseId,
    listId,
    query,
    shown,
    activeIndex,
    activeId: active?.id,
    panel,
    announcement: announcementOf(failed, shown),
    close,
    onKeyDown,
    onType: (value: string) => {
      setQuery(value);
      setListOpen(true);
      setActiveIndex(-1);
    },
    openList: () => setListOpen(true),
    submit: () => {
      close();
      router.push(searchHref(cleanQuery(query)));
    },
  };
}

/** The option an arrow key makes active, wrapping at either end (-1: none yet). */
export function arrowStep(key: string, index: number, count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return index >= count - 1 ? 0 : index + 1;
  return index <= 0 ? count - 1 : index - 1;
}

/** What the polite live region says: the count of the answer shown, or that search failed. */
function announcementOf(failed: boolean, shown: SearchAnswer | null): string {
  if (failed) return SEARCH_UNAVAILABLE_TEXT;
  return shown ? resultCountText(shown.total, shown.query) : '';
}
