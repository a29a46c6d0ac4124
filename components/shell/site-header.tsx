import Link from 'next/link';
import { Suspense } from 'react';
import { CartButton } from '@/components/cart/cart-button';
import { needsCookieSync } from '@/lib/customer-load';
import { getViewer } from '@/server/shop/viewer';
import { accountSummaryOf } from '@/lib/viewer';
import { loadVisitor } from '@/server/shop/visitor';
import { AccountEntry } from './account-entry';
import { HeaderNav } from './header-nav';
import { HideOnScroll } from './hide-on-scroll';
import { MobileMenu } from './mobile-menu';
import { SessionSync } from './session-sync';

/** The cart count, and the cookie sync when the customer load asks for cookie changes. */
async function CartButtonWithVisitorCart() {
  const { cart, cartUnavailable, cookieChanges } = await loadVisitor();
  return (
    <>
      <CartButton initialCart={cart} countUnknown={cartUnavailable} />
      {needsCookieSync(cookieChanges) ? <SessionSync /> : null}
    </>
  );
}

/** Who is logged in decides the account entry: a dynamic hole, the rest of the header is static. */
async function AccountEntryWithViewer() {
  const { customer } = await getViewer();
  return <AccountEntry initialAccount={customer ? accountSummaryOf(customer) : null} />;
}

export function SiteHeader({ brandName, logoUrl }: { brandName: string; logoUrl: string }) {
  return (
    <HideOnScroll>
      <div className="relative mx-auto flex max-w-[1440px] items-center justify-between gap-4 px-4 py-3 md:px-8">
        <div className="flex items-center gap-3">
          <MobileMenu />
          <Link href="/" className="flex items-center gap-2" aria-label={`${brandName} home`}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a tiny SVG logo needs no optimizer */}
            <img src={logoUrl} alt="" width={36} height={36} />
            <span className="hidden font-serif text-xl xs:inline">{brandName}</span>
          </Link>
        </div>
        <div className="hidden lg:block">
          <HeaderNav />
        </div>
        <div className="flex items-center gap-3">
          <Suspense fallback={<AccountEntry initialAccount={undefined} />}>
            <AccountEntryWithViewer />
          </Suspense>
          <Suspense fallback={<CartButton initialCart={null} />}>
            <CartButtonWithVisitorCart />
          </Suspense>
        </div>
      </div>
    </HideOnScroll>
  );
}
