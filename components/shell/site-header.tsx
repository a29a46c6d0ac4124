import Link from 'next/link';
import { Suspense } from 'react';
import { CartButton } from '@/components/cart/cart-button';
import { getVisitorCart } from '@/server/shop/cart';
import { HeaderNav } from './header-nav';

async function CartButtonWithVisitorCart() {
  return <CartButton initialCart={await getVisitorCart()} />;
}

export function SiteHeader({ brandName, logoUrl }: { brandName: string; logoUrl: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-ash bg-white">
      <div className="mx-auto flex max-w-[1440px] items-center justify-between gap-6 px-4 py-3 md:px-8">
        <Link href="/" className="flex items-center gap-2" aria-label={`${brandName} home`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a tiny SVG logo needs no optimizer */}
          <img src={logoUrl} alt="" width={36} height={36} />
          <span className="font-serif text-xl">{brandName}</span>
        </Link>
        <div className="hidden lg:block">
          <HeaderNav />
        </div>
        <div className="flex items-center gap-3">
          <Link href="/profile/login" className="text-sm hover:text-wine">
            Log in
          </Link>
          <Suspense fallback={<CartButton initialCart={null} />}>
            <CartButtonWithVisitorCart />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
