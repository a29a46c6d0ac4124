'use client';

import { useEffect, useState, type ReactNode, type RefObject } from 'react';

/**
 * True once `panel` has scrolled up out of view (not before it was reached); always false when
 * `disabled`.
 */
export function useScrolledPast(panel: RefObject<HTMLElement | null>, disabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (disabled || !panel.current) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(panel.current);
    return () => observer.disconnect();
  }, [disabled, panel]);
  return past;
}

/** The bar pinned to the top of the screen with the title, the price and a small add button. */
export function StickySubNavigation({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav
      aria-label={`${title} quick add`}
      className="fixed inset-x-0 top-0 z-50 border-b border-ash bg-white/95 shadow-sm backdrop-blur"
      data-testid="sticky-sub-navigation"
    >
      <div className="mx-auto flex max-w-[1440px] items-center justify-between gap-4 px-4 py-2 md:px-8">
        <span className="truncate font-serif text-lg">{title}</span>
        <div className="flex items-center gap-4">{children}</div>
      </div>
    </nav>
  );
}
