'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Fades its children in once, when the given share of it (default 0.2) enters the viewport. The
 * observer flips a data attribute (no re-render); visitors who prefer reduced motion see the
 * content at once through the motion-reduce variants.
 */
export function Reveal({
  children,
  threshold = 0.2,
  delayMs = 0,
  className = '',
}: {
  children: ReactNode;
  threshold?: number;
  delayMs?: number;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      element.dataset.revealed = 'true';
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          element.dataset.revealed = 'true';
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);
  return (
    <div
      ref={ref}
      data-revealed="false"
      className={`translate-y-4 opacity-0 transition-all duration-700 data-[revealed=true]:translate-y-0 data-[revealed=true]:opacity-100 motion-reduce:translate-y-0 motion-reduce:opacity-100 motion-reduce:transition-none ${className}`}
      style={{ transitionDelay: `${delayMs}ms` }}
    >
      {children}
    </div>
  );
}
