'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Fades its children in once, when the given share of it (default 0.2) enters the viewport.
 * Visitors who prefer reduced motion, and browsers without IntersectionObserver, see it at once.
 */
export function Reveal({ children, threshold = 0.2, delayMs = 0, className = '' }: { children: ReactNode; threshold?: number; delayMs?: number; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
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
      data-revealed={shown}
      className={`transition-all duration-700 motion-reduce:transition-none ${shown ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0'} ${className}`}
      style={{ transitionDelay: `${delayMs}ms` }}
    >
      {children}
    </div>
  );
}
