import type { ReactNode } from 'react';

/** The small gold capitals above a block's title. */
export function Eyebrow({
  children,
  size = 'text-sm',
}: {
  children: ReactNode;
  size?: 'text-sm' | 'text-xs';
}) {
  return (
    <p className={`${size} font-semibold tracking-[0.25em] text-gold-text uppercase`}>{children}</p>
  );
}
