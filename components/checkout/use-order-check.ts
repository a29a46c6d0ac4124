'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCartStore } from '@/components/session/cart-store';
import { ORDER_CHECK_FIRST_WAIT_MS, ORDER_CHECK_MAX_WAIT_MS } from '@/lib/constants';
import { checkOrder } from '@/server/actions/checkout';
import { orderReceiptPath as receiptPath } from '@/lib/checkout/posted-checkout';
import { markOrderPlaced } from './purchase-event';

export { receiptPath };

/**
 * Asks the commerce service whether a checkout whose reply was lost placed its order: by itself
 * (waits doubling from 2 s to 30 s) and on `check()`. The purchase is marked here, once: only the
 * check that finds the order clears the pending cookie.
 */
export function useOrderCheck({
  openReceipt,
  pending,
  onSettled,
}: {
  openReceipt: boolean;
  pending: boolean;
  onSettled: ((message: string | null) => void) | undefined;
}) {
  const router = useRouter();
  const replaceCart = useCartStore((state) => state.replaceCart);
  const [busy, setBusy] = useState(false);
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const wait = useRef(ORDER_CHECK_FIRST_WAIT_MS);
  // The latest callback, without restarting the round's timer whenever the parent renders.
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });
  const [round, setRound] = useState(0);

  const check = useCallback(async () => {
    setBusy(true);
    try {
      const answer = await checkOrder();
      if (answer.state === 'placed') {
        setDone(true);
        replaceCart(null);
        markOrderPlaced(answer.orderId);
        if (openReceipt) router.push(receiptPath(answer.orderId));
        else setPlacedOrderId(answer.orderId);
        return;
      }
      if (answer.state === 'checking') return;
      setDone(true);
      const message = answer.state === 'failed' ? answer.message : null;
      if (settled.current) settled.current(message);
      else setFailure(message);
    } catch {
      // The site itself did not answer: still undecided, the next round asks again.
    } finally {
      setBusy(false);
      setRound((previous) => previous + 1);
    }
  }, [openReceipt, replaceCart, router]);

  // One timer per round: after each answer that decides nothing, wait longer before asking again.
  useEffect(() => {
    if (!pending || done || busy) return;
    const timer = setTimeout(() => void check(), wait.current);
    wait.current = Math.min(wait.current * 2, ORDER_CHECK_MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [busy, check, done, pending, round]);

  return { busy, placedOrderId, failure, done, check };
}
