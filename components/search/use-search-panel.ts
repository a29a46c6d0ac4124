'use client';

import type { MouseEvent, RefObject, ToggleEvent } from 'react';
import { usePopoverPanel } from '@/components/ui/use-popover-panel';
import { useSlashShortcut } from './use-slash-shortcut';

export type SearchPanel = ReturnType<typeof useSearchPanel>;

/**
 * The phone's search panel: a popover its toggle opens natively (usePopoverPanel), so the first
 * tap opens it even before the page's code runs. Once the page runs, the toggle opens it itself,
 * to focus the box in the same tap (a phone shows its keyboard only then); closing stays the
 * browser's. `/` opens it (on a desktop, where the box is always in the header, only focuses).
 */
export function useSearchPanel(
  panelRef: RefObject<HTMLFormElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
  inputRef: RefObject<HTMLInputElement | null>,
  onClosed: () => void,
) {
  const panel = usePopoverPanel(panelRef);
  const openAndFocus = () => {
    if (toggleRef.current?.checkVisibility()) panel.show();
    inputRef.current?.focus();
  };
  useSlashShortcut(openAndFocus);

  return {
    expanded: panel.expanded,
    isOpen: panel.isOpen,
    /** Escape in the box: the panel closes and the focus goes back to its toggle. */
    closeToToggle: () => {
      panel.close();
      toggleRef.current?.focus();
    },
    onToggle: (event: ToggleEvent) => {
      panel.onToggle(event);
      if (event.newState === 'closed') onClosed();
    },
    onToggleClick: (event: MouseEvent) => {
      if (panel.isOpen()) return;
      event.preventDefault();
      openAndFocus();
    },
  };
}
