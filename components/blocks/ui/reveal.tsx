'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Fades its children in once, when the given share of it (default 0.2) enters the viewport.
 * Content is visible in the HTML: only a block that is out of view when
 * the page becomes interactive is hidden then, to fade in when it enters. What the visitor sees
 * first therefore paints at once, without waiting for scripts (and is the page's largest paint),
 * and the page reads without JavaScript. The observer flips a data attribute (no re-render);
 * visitors who prefer reduced motion never see it hidden. Hiding is instant (the transition
 * only runs on the way in), so the layout below settles at once.
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
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const wasFirst = first;
        first = false;
        if (!entry) return;
        // Already (partly) in view when the page became interactive: it stays as it is.
        if (wasFirst && entry.isIntersecting) return observer.disconnect();
        if (wasFirst) element.dataset.revealed = 'false';
        else if (entry.isIntersecting) {
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
      className={`motion-safe:data-[revealed=true]:transition-all motion-safe:data-[revealed=true]:duration-700 motion-safe:data-[revealed=false]:translate-y-4 motion-safe:data-[revealed=false]:opacity-0 ${className}`}
      style={{ transitionDelay: `${delayMs}ms` }}
    >
      {children}
    </div>
  );
}
