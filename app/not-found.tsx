import type { Metadata } from 'next';
import Link from 'next/link';
import { titleTemplate } from '@/lib/site/page-metadata';
import { getSettings } from '@/server/config';

/** The tab and search results say plainly what happened (the layout adds the brand suffix). */
const TITLE = 'Page not found';
export const metadata: Metadata = { title: TITLE, robots: { index: false } };

export default function NotFound() {
  const title = titleTemplate(getSettings().brand.seoTitleSuffix).replace('%s', TITLE);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      {/* The same title again, as an element React places in <head>: an unknown address of a
          prerendered route is answered with Next's bare recovery document, whose not-found page
          renders in the browser without its metadata. */}
      <title>{title}</title>
      <h1 className="font-serif text-4xl">We couldn’t find that page</h1>
      <p className="mt-4 text-neutral-700">
        The page may have moved, or the wine may have sold through its vintage.
      </p>
      <p className="mt-8 flex justify-center gap-4">
        <Link href="/collection/all" className="rounded bg-wine px-5 py-2 font-semibold text-white">
          Shop all wines
        </Link>
        <Link href="/" className="rounded border border-ink px-5 py-2 font-semibold">
          Go to Home Page
        </Link>
      </p>
    </section>
  );
}
