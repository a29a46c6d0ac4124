/** The top of every page: the skip link to its content, then the site's header. */
import Link from 'next/link';
import { CartButton } from '@/components/cart/cart-button';
import { SiteSearch } from '@/components/search/site-search';
import { AccountEntry } from './account-entry';
import { HeaderNav } from './header-nav';
import { HideOnScroll } from './hide-on-scroll';
import { MobileMenu } from './mobile-menu';

/**
 * The header, the same for every visitor so that shared pages prerender whole: the account entry
 * and the cart count come from the browser's session (components/session/session-sync.tsx), never
 * from a per-request render.
 */
export function SiteHeader({ brandName, logoUrl }: { brandName: string; logoUrl: string }) {
  return (
    <HideOnScroll>
      <div className="relative mx-auto flex max-w-[1440px] items-center justify-between gap-4 px-4 py-3 md:px-8">
        <div className="flex items-center gap-3">
          <MobileMenu />
          <Link
            href="/"
            // 44 px on a touch screen, as every header control below lg.
            className="flex min-h-11 min-w-11 items-center gap-2 lg:min-h-0 lg:min-w-0"
            aria-label={`${brandName} home`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a tiny SVG logo needs no optimizer */}
            <img src={logoUrl} alt="" width={36} height={36} />
            <span className="hidden font-serif text-xl xs:inline">{brandName}</span>
          </Link>
        </div>
        <div className="hidden lg:block">
          <HeaderNav />
        </div>
        <div className="flex items-center gap-3">
          <SiteSearch />
          <AccountEntry />
          <CartButton />
        </div>
      </div>
    </HideOnScroll>
  );
}

/** Skip-to-content link; targets the anchor main-content by default. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[10002] focus:rounded focus:bg-white focus:p-2 focus:text-ink focus:shadow"
    >
      Skip to content
    </a>
  );
}
