'use client';

import Link from 'next/link';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { checkOrderFromForm } from '@/server/actions/checkout-post';
import { receiptPath, useOrderCheck } from './use-order-check';

export const CHECKING_MESSAGE =
  "We are checking whether your order went through. Please don't pay again.";

/**
 * "We are checking your order": shown while a checkout's reply was lost and the commerce service
 * cannot yet say whether the order was placed. It asks again by itself (useOrderCheck) and on
 * "Check again", and ends at the receipt (or, away from checkout, a link to it) or at the
 * service's "no order", which `onSettled` hands back to the form with the cart intact.
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
  const id = useId();
  const { busy, placedOrderId, failure, done, check } = useOrderCheck({
    openReceipt,
    pending,
    onSettled,
  });
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
  if (failure) return <FormMessage id={`${id}-failure`} message={{ ok: false, text: failure }} />;
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
      {/* Without scripts a plain post asks once and comes back, or goes on to the receipt. */}
      <form action={checkOrderFromForm}>
        <input type="hidden" name="back" value={openReceipt ? '/checkout' : '/cart'} />
        <Button
          type="submit"
          variant="outline"
          onClick={(event) => {
            event.preventDefault();
            void check();
          }}
          disabled={busy}
          aria-busy={busy}
        >
          Check again
        </Button>
      </form>
    </div>
  );
}
