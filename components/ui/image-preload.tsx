'use client';

import { preload } from 'react-dom';

/**
 * The `<link rel="preload">` of a page's largest paint, from a client component on purpose: its
 * render runs when the HTML is written (React puts the link at the top of the head, or in a Link
 * header for a single file) and in the browser when a navigation renders the page, never while
 * the router merely prefetches the page's data. A preload called in a server component is
 * written into that data instead, so every prefetch of a link would fetch the page's hero with
 * high priority, competing with the page the visitor is on (next/image preloads this way too).
 */
export function ImagePreload({
  src,
  srcSet,
  sizes,
}: {
  src: string;
  srcSet?: string;
  sizes?: string;
}) {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return null;
}
