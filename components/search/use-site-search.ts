'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
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
import { useSlashShortcut } from './use-slash-shortcut';

/**
 * The header search's state: the query, the predictive answer, whether the list and the phone's
 * panel are open, the active option and the keys (arrows walk the options, Enter follows the
 * active one or submits, Escape closes the list, then the panel, then clears).
 */
export function useSiteSearch(
  inputRef: RefObject<HTMLInputElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
) {
  const router = useRouter();
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { answer, failed } = usePredictiveSearch(query);

  // Everything closes on a route change, during render (as the mobile menu does).
  const pathname = useCurrentPath();
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setListOpen(false);
    setPanelOpen(false);
    setActiveIndex(-1);
  }

  const openAndFocus = () => {
    flushSync(() => setPanelOpen(true));
    inputRef.current?.focus();
  };
  useSlashShortcut(openAndFocus);

  const listId = `${baseId}-list`;
  const shown = listOpen ? answer : null;
  const options = shown ? optionsOf(shown, listId) : [];
  const active = options[activeIndex];
  const close = () => {
    setListOpen(false);
    setActiveIndex(-1);
  };

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
      if (shown) close();
      else if (panelOpen) {
        setPanelOpen(false);
        toggleRef.current?.focus();
      } else setQuery('');
    }
  };

  return {
    baseId,
    listId,
    query,
    shown,
    activeIndex,
    activeId: active?.id,
    panelOpen,
    announcement: announcementOf(failed, shown),
    close,
    onKeyDown,
    togglePanel: () => (panelOpen ? setPanelOpen(false) : openAndFocus()),
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
