import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import type { ReactNode } from 'react';
import { AgeGate } from '@/components/shell/age-gate';
import { EarlyTapsScript } from '@/components/ui/early-taps';
import { LoadingBar } from '@/components/shell/loading-bar';
import { getPopups } from '@/components/blocks/pop-up/popup-source';
import { PencilBanners } from '@/components/shell/pencil-banner';
import { PreviewBar } from '@/components/shell/preview-bar';
import { getPencilBanners } from '@/components/shell/pencil-banner-source';
import { ShellIslands, PopUps } from '@/components/shell/shell-islands';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader, SkipLink } from '@/components/shell/site-header';
import { Tracking } from '@/components/shell/tracking';
import { titleTemplate } from '@/lib/site/page-metadata';
import { getSettings } from '@/server/config';
import './globals.css';

export function generateMetadata(): Metadata {
  const { brand, webUrl } = getSettings();
  return {
    metadataBase: new URL(webUrl),
    title: { default: brand.seoTitleSuffix, template: titleTemplate(brand.seoTitleSuffix) },
  };
}

/**
 * The shell of every page. It reads no cookie and no request header, so shared pages prerender
 * whole; the visitor's account, cart count and tracking decision are made in the browser.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const { brand } = getSettings();
  const [banners, popups] = await Promise.all([getPencilBanners(), getPopups()]);
  // Readable while prerendering (always off there): published pages stay static, and only a
  // draft-mode request, which Next renders fresh, carries the preview bar.
  const preview = (await draftMode()).isEnabled;
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        {/* Before any control: a tap before the page is ready waits for it. */}
        <EarlyTapsScript />
        {/* First in the body: its inline script opens it before anything below is parsed. */}
        <AgeGate brandName={brand.name} logoUrl={brand.logoUrl} />
        <SkipLink />
        <LoadingBar />
        {preview ? <PreviewBar /> : null}
        <PencilBanners banners={banners} />
        <SiteHeader brandName={brand.name} logoUrl={brand.logoUrl} />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter brandName={brand.name} />
        <ShellIslands />
        {/* Pop-ups wait for the age gate and never open on /checkout (components/blocks/pop-up). */}
        <PopUps popups={popups} />
        <Tracking preview={preview} />
      </body>
    </html>
  );
}
