import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { getSettings } from '@/server/config';

export { CommerceWidgetMount } from './widget-mount';

/**
 * Our own page with the embedded service, Commerce7's widget when commerce is live, chosen per
 * request. The settings are read at run time (one build may run against either), and these pages
 * (checkout, Manage Account, receipts) render per request anyway, so the choice costs nothing.
 * Shared prerendered pages (the club pages) choose at build time instead. Wrap in Suspense, unless
 * the route is blocking (`instant = false`: checkout, whose form must be whole without scripts).
 */
export async function ByCommerceMode({ widget, local }: { widget: ReactNode; local: ReactNode }) {
  await connection();
  return getSettings().commerce.mode === 'production' ? widget : local;
}
