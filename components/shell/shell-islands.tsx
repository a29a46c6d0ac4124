'use client';

/**
 * The islands the root layout mounts once: the shell's dialogs and the session sync
 * (`ShellIslands`), and the pop-ups (`PopUps`). None shows before the page is interactive.
 */
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { readyPage } from '@/components/ui/early-taps';
import { useCurrentPath } from '@/components/ui/use-current-path';
import type { PublicPopup } from '@/components/blocks/pop-up/popup-data';
import { useCartStore } from '@/components/session/cart-store';
import { SessionSync } from '../session/session-sync';
import { useShellStore } from '../session/shell-store';

// None of these dialogs shows before the page is interactive, so none of their code is in the
// page's first scripts. The cart is loaded lazily, its code arriving the first
// time the cart opens; the account modals likewise the first time one opens. The cookie banner
// and its settings dialog load as soon as the page is interactive (the banner needs the address
// and the stored consent, both read in the browser).
const CartSidebar = dynamic(() => import('@/components/cart/cart-sidebar'), { ssr: false });
const AccountModals = dynamic(
  () => import('./account-modals').then((module) => module.AccountModals),
  { ssr: false },
);
const ConsentManager = dynamic(
  () => import('./consent-manager').then((module) => module.ConsentManager),
  { ssr: false },
);

/** The shell's dialogs, mounted once in the root layout. */
export function ShellIslands() {
  const isCartVisible = useCartStore((state) => state.isCartVisible);
  const openDialog = useShellStore((state) => state.openDialog);
  const [cartWanted, setCartWanted] = useState(false);
  const [accountWanted, setAccountWanted] = useState(false);
  if (isCartVisible && !cartWanted) setCartWanted(true);
  if ((openDialog === 'login' || openDialog === 'profile') && !accountWanted)
    setAccountWanted(true);
  // The root layout is hydrated: forms sent before now go (components/ui/early-taps.tsx).
  useEffect(readyPage, []);
  return (
    <>
      {cartWanted ? <CartSidebar /> : null}
      <SessionSync />
      {accountWanted ? <AccountModals /> : null}
      <ConsentManager />
    </>
  );
}

/**
 * A pop-up opens only after the page is interactive (and after the age gate, on its load
 * condition), so none of its code is in the page's first scripts: the chooser and the dialog load
 * once the address is known and a pop-up entry exists. The form's code loads later still, when a
 * pop-up is due (popup-dialog.tsx).
 */
const PopUpAtPath = dynamic(
  () => import('@/components/blocks/pop-up/popup-dialog').then((module) => module.PopUpAtPath),
  { ssr: false },
);

/** The layout's pop-ups: nothing on the server or while hydrating (the address is unknown). */
export function PopUps({ popups }: { popups: PublicPopup[] }) {
  const pathname = useCurrentPath();
  if (pathname === null || popups.length === 0) return null;
  return <PopUpAtPath popups={popups} pathname={pathname} />;
}
