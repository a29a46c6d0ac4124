'use client';

import { usePathname } from 'next/navigation';

/**
 * Leaves draft mode and comes back to the same page, now as visitors see it. A plain link (no
 * prefetch): prefetching the exit route would end the preview by itself.
 */
export function ExitPreviewLink() {
  const pathname = usePathname();
  return (
    <a
      href={`/api/preview?disable=1&path=${encodeURIComponent(pathname)}`}
      className="rounded border border-ink bg-white px-3 py-1 font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ink"
    >
      Exit preview
    </a>
  );
}
