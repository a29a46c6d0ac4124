import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { getSettings } from '@/server/config';

/**
 * Where Commerce7's hosted widget renders: its install snippet's `<div id="c7-content">`. The
 * widget itself is loaded by the tracking island on commerce-widget routes
 * (components/shell/tracking-scripts.tsx) and decides what to show from the page's address.
 * `clubSlug` names the club a join page is for, for anyone reading the page (and the stand-in).
 */
export function CommerceWidgetMount({ clubSlug }: { clubSlug?: string }) {
  return <div id="c7-content" data-club-slug={clubSlug} className="min-h-64" />;
}

/**
 * Our own page with the embedded service, Commerce7's widget when commerce is live, chosen per
 * request. The settings are read at run time (one build may run against either), and these pages
 * (checkout, Manage Account, receipts) render per request anyway, so the choice costs nothing.
 * Shared prerendered pages (the club pages) choose at build time instead. Wrap in Suspense.
 */
export async function ByCommerceMode({ widget, local }: { widget: ReactNode; local: ReactNode }) {
  await connection();
  return getSettings().commerce.mode === 'production' ? widget : local;
}
