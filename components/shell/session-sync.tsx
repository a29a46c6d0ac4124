'use client';

import { useEffect } from 'react';
import { useCartStore } from '@/components/cart/cart-store';
import { syncSession } from '@/server/actions/account';
import { useShellStore } from './shell-store';

/**
 * Rendered by the header only when the page's customer load found cookies to change (a stale
 * cartId, the customer's cart or order count, a deleted customer's token). Pages cannot write
 * cookies, so this asks the syncSession server action once, then shows what it answered.
 */
export function SessionSync() {
  const setAccount = useShellStore((state) => state.setAccount);
  const replaceCart = useCartStore((state) => state.replaceCart);
  useEffect(() => {
    let current = true;
    syncSession()
      .then((result) => {
        if (!current) return;
        setAccount(result.account);
        replaceCart(result.cart);
      })
      .catch(() => {
        // Nothing shown changes; the next page load tries again.
      });
    return () => {
      current = false;
    };
  }, [setAccount, replaceCart]);
  return null;
}
