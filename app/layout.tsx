import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { getSettings } from '@/server/config';
import './globals.css';

export function generateMetadata(): Metadata {
  const { brand, webUrl } = getSettings();
  return {
    metadataBase: new URL(webUrl),
    title: { default: brand.seoTitleSuffix, template: `%s | ${brand.seoTitleSuffix}` },
  };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  const { brand } = getSettings();
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <SiteHeader brandName={brand.name} logoUrl={brand.logoUrl} />
        <main id="main-content" className="flex-1">
          {children}
        </main>
        <SiteFooter brandName={brand.name} />
      </body>
    </html>
  );
}
