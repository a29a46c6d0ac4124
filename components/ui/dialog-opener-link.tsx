'use client';

import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useHydrated } from './use-browser-snapshot';

/** A press the page may take over: the main button, no key that asks for a new tab or window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a page that does the same job as a dialog (the cart page and the cart sidebar, the
 * login page and the login modal). It is a real link in the server HTML, so a tap before the
 * page's code runs, or with scripts off, goes to the page and is never lost. Once the page runs,
 * a plain click opens the dialog instead and the control becomes a button that says so (role,
 * `aria-haspopup`, `aria-expanded`; Space presses it too). A click React takes while it is still
 * hydrating already runs `onOpen`: the handler exists before the role changes. Ctrl- or
 * middle-click still opens the page in a new tab.
 */
export function DialogOpenerLink({
  href,
  onOpen,
  expanded,
  label,
  className,
  testId,
  children,
}: {
  href: string;
  onOpen: (opener: HTMLAnchorElement) => void;
  expanded: boolean;
  label?: string;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  // The button's semantics only once they are true: until then the link goes to its page.
  const hydrated = useHydrated();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onOpen(event.currentTarget);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ' || !hydrated) return;
    event.preventDefault();
    onOpen(event.currentTarget);
  };
  return (
    <a
      href={href}
      role={hydrated ? 'button' : undefined}
      aria-haspopup={hydrated ? 'dialog' : undefined}
      aria-expanded={hydrated ? expanded : undefined}
      aria-label={label}
      onClick={onClick}
      onKeyDown={onKeyDown}
      className={className}
      data-testid={testId}
    >
      {children}
    </a>
  );
}
