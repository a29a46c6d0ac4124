import type { ReactNode } from 'react';

/**
 * A 24 px line-drawn icon in the text's colour, hidden from assistive technology: the control
 * that holds it carries the name.
 */
export function LineIcon({
  strokeWidth = 2,
  children,
}: {
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}
