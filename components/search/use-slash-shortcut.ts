'use client';

import { useEffect, useRef } from 'react';

/** Where a typed `/` is the visitor's own text, not a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * `/` anywhere on the page runs `onSlash` (focus the search box), as on many shops and docs
 * sites; never while the visitor types in a field or while a modal dialog (age gate, sign-in)
 * holds the page.
 */
export function useSlashShortcut(onSlash: () => void) {
  const latest = useRef(onSlash);
  useEffect(() => {
    latest.current = onSlash;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      if (document.querySelector('dialog[open], [aria-modal="true"]')) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
