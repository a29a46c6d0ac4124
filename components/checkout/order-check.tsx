'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCartStore } from '@/components/cart/cart-store';
import { ORDER_CHECK_FIRST_WAIT_MS, ORDER_CHECK_MAX_WAIT_MS } from '@/lib/constants';
import { checkOrder } from '@/server/actions/checkout';
import { markOrderPlaced } from './purchase-event';

export const CHECKING_MESSAGE =
  "We are checking whether your order went through. Please don't pay again.";

const receiptPath = (orderId: string) => `/profile/order-receipt/${orderId}`;

/**
 * "We are checking your order": shown while a checkout's reply was lost and the commerce service
 * cannot yet say whether the order was placed. It asks again by itself (waits doubling from 2 s to
 * 30 s) and on "Check again", and ends at the receipt (or, away from checkout, a link to it) or at
 * the service's "no order", which `onSettled` hands back to the form with the cart intact. The
 * purchase is marked here, once: only the check that finds the order clears the pending cookie.
 */
export function OrderCheck({
  openReceipt,
  pending = true,
  onSettled,
}: {
  /** Checkout goes on to the receipt; elsewhere (the cart page) the receipt is offered as a link. */
  openReceipt: boolean;
  /** Whether a checkout is waiting for an answer (false: nothing to check, unless already found). */
  pending?: boolean;
  /** The check ended without an order (`message`) or with nothing left to check (`null`). */
  onSettled?: (message: string | null) => void;
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

  if (placedOrderId) {
    return (
      <div role="status" className="rounded border-2 border-wine p-4" data-testid="order-check">
        <p className="font-semibold">Your order has been placed.</p>
        <Link href={receiptPath(placedOrderId)} className="mt-2 inline-block underline">
          View your receipt
        </Link>
      </div>
    );
  }
  if (failure) {
    return (
      <p role="alert" className="text-wine">
        {failure}
      </p>
    );
  }
  if (done || !pending) return null;
  return (
    <div
      role="status"
      className="space-y-3 rounded border-2 border-wine p-4"
      data-testid="order-check"
    >
      <p className="font-semibold">{CHECKING_MESSAGE}</p>
      <p className="text-sm">
        We will show your receipt here as soon as we hear back. You can also check now.
      </p>
      <button
        type="button"
        onClick={() => void check()}
        disabled={busy}
        aria-busy={busy}
        className="rounded border border-wine px-4 py-2 font-semibold text-wine disabled:opacity-60"
      >
        Check again
      </button>
    </div>
  );
}
