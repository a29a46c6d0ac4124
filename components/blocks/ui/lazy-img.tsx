'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { LAZY_LOAD_MARGIN_PX } from '@/lib/constants';

/** A transparent pixel holds the image's box until it is near the viewport. */
const PLACEHOLDER =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

// One observer for every lazy image of the page. The browser's own `loading="lazy"` starts
// thousands of pixels early (Chromium: 1250-2500 px); the spec's margin is exactly 200 px.
let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

function watch(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: `${LAZY_LOAD_MARGIN_PX}px 0px` },
  );
  waiting.set(element, onNear);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * An optimized image (attributes computed on the server by next/image) that gets its real source
 * only when it comes within 200 px of the viewport. Without script the noscript copy loads.
 */
export function LazyImg({
  src,
  srcSet,
  sizes,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return watch(element, () => setNear(true));
  }, []);
  // The box its width and height declare holds until the picture has arrived: before that the
  // browser sizes it from the image it still shows, first the square placeholder pixel, so the
  // page below jumped as the visitor scrolled to it (and a tap there landed elsewhere). A picture
  // cropped into its box (object-cover) keeps the box for good, whatever its own proportions.
  const keepsBox = !loaded || /\bobject-cover\b/.test(rest.className ?? '');
  const box =
    keepsBox && rest.width && rest.height
      ? { ...rest.style, aspectRatio: `${rest.width} / ${rest.height}` }
      : rest.style;
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- the sources are next/image's (getImageProps) */}
      <img
        ref={ref}
        {...rest}
        style={box}
        alt={alt}
        src={near ? src : PLACEHOLDER}
        srcSet={near ? srcSet : undefined}
        sizes={near ? sizes : undefined}
        data-lazy={near ? 'loaded' : 'pending'}
        onLoad={(event) => {
          if (event.currentTarget.currentSrc !== PLACEHOLDER && near) setLoaded(true);
        }}
      />
      {near ? null : (
        <noscript>
          {/* eslint-disable-next-line @next/next/no-img-element -- as above, for visitors without script */}
          <img {...rest} alt={alt} src={src} srcSet={srcSet} sizes={sizes} loading="lazy" />
        </noscript>
      )}
    </>
  );
}
