'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useCartStore } from '@/components/cart/cart-store';
import { AccountModals } from './account-modals';
import { ConsentManager } from './consent-manager';
import { SessionSync } from './session-sync';

// Spec section 7: the cart is loaded lazily — its code arrives the first time the cart opens.
const CartSidebar = dynamic(() => import('@/components/cart/cart-sidebar'), { ssr: false });

/** The shell's dialogs, mounted once in the root layout. */
export function ShellIslands() {
  const isCartVisible = useCartStore((state) => state.isCartVisible);
  const [cartWanted, setCartWanted] = useState(false);
  if (isCartVisible && !cartWanted) setCartWanted(true);
  return (
    <>
      {cartWanted ? <CartSidebar /> : null}
      <SessionSync />
      <AccountModals />
      <ConsentManager />
    </>
  );
}
