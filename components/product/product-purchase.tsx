'use client';

import Link from 'next/link';
import { CART_ADD_FAILED_MESSAGE, DEFAULT_ADD_TO_CART_TEXT } from '@/lib/constants';
import { useRef, useState } from 'react';
import { useCartStore } from '@/components/session/cart-store';
import { QuantityField } from '@/components/cart/quantity-field';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { Price } from '@/components/ui/price';
import type { AvailabilityStatus } from '@/lib/catalog/availability';
import { AVAILABILITY_TEXT } from '@/lib/catalog/availability';
import {
  quantityInCart,
  canSubmitAdd,
  cartQuantity,
  decrementOutcome,
  incremented,
} from '@/lib/pricing/quantity';
import type { PriceDisplay } from '@/lib/pricing/pricing';
import { AddButton } from './add-to-cart-button';
import { CaseToggle, VariantChoice } from './purchase-choices';
import { StickySubNavigation, useScrolledPast } from './sticky-sub-navigation';

/** One variant as the purchase island needs it; decided on the server for the viewer. */
export interface PurchaseVariant {
  sku: string;
  /** e.g. '750 ml', 'Case of 6'. */
  title: string;
  display: PriceDisplay;
  status: AvailabilityStatus;
  /** Per-cart limit (lib/pricing/quantity quantityLimitOf). */
  limit: number;
  /** Bottles per case when the variant is a case. */
  bottlesInCase: number;
}

export interface ProductPurchaseProps {
  title: string;
  variants: PurchaseVariant[];
  defaultSku: string;
  hideQuantitySelector?: boolean;
  /** Product hero option: above 1 a Bottle / Case toggle multiplies the quantity. */
  bottlesInCase?: number;
  disableStickySubNavigation?: boolean;
  addToCartText?: string;
}

const variantLabel = (variant: PurchaseVariant) =>
  variant.bottlesInCase > 1 && !/case/i.test(variant.title)
    ? `Case of ${variant.bottlesInCase}`
    : variant.title;

/** Whether the quantity asked can be added, and whether it passes the per-cart limit. */
function addCheck(
  variant: PurchaseVariant,
  quantity: number | null,
  inCart: number,
  multiplier: number,
) {
  const canAdd = canSubmitAdd({ quantity, limit: variant.limit, inCart, multiplier });
  const overLimit =
    quantity !== null &&
    !Number.isNaN(quantity) &&
    inCart + cartQuantity(quantity, multiplier) > variant.limit;
  return { canAdd, overLimit };
}

/** The quantity field of the add form: plus and minus within the variant's limit. */
function AddQuantity({ title, purchase }: { title: string; purchase: Purchase }) {
  const { quantity, setQuantity, variant } = purchase;
  return (
    <QuantityField
      title={title}
      value={quantity}
      limit={variant.limit}
      disabled={purchase.busy}
      name="quantity"
      mode="add"
      onType={(typed) => setQuantity(() => typed)}
      onIncrement={() => setQuantity((current) => incremented(current, variant.limit))}
      onDecrement={() => {
        const outcome = decrementOutcome(quantity, 'add');
        if (outcome.kind === 'edit') setQuantity(() => outcome.quantity);
      }}
    />
  );
}

/**
 * What the form says under the button: the per-order limit when the quantity passes it, an add's
 * failure (alert; a wine that is gone says where to look instead) and, for screen
 * readers, its success.
 */
function PurchaseNotes({
  limitNote,
  message,
  soldOut,
  added,
}: {
  limitNote: { limit: number; inCart: number } | null;
  message: string | null;
  soldOut: boolean;
  added: string | null;
}) {
  return (
    <>
      {limitNote ? (
        <p className="text-sm text-neutral-700" data-testid="limit-note">
          Limit {limitNote.limit} per order
          {limitNote.inCart > 0 ? `; you have ${limitNote.inCart} in your cart` : ''}.
        </p>
      ) : null}
      {message ? (
        <p role="alert" className="text-sm text-wine">
          {message}
        </p>
      ) : null}
      {message && (soldOut || message === CART_ADD_FAILED_MESSAGE) ? (
        <p className="text-sm">
          <Link href="/collection/all" className="font-semibold underline hover:text-wine">
            See our other wines
          </Link>
        </p>
      ) : null}
      <p className="sr-only" role="status">
        {added}
      </p>
    </>
  );
}

/**
 * The state and rules of the purchase form: the variant chosen, bottle or case, the quantity, and
 * the add of that quantity (useAddToCart); null when the product has no variant.
 */
function usePurchase({
  title,
  variants,
  defaultSku,
  hideQuantitySelector,
  bottlesInCase,
}: Required<
  Pick<
    ProductPurchaseProps,
    'title' | 'variants' | 'defaultSku' | 'hideQuantitySelector' | 'bottlesInCase'
  >
>) {
  const [sku, setSku] = useState(defaultSku);
  const [quantity, setQuantity] = useState<number | null>(1);
  const [byCase, setByCase] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const cart = useCartStore((state) => state.cart);
  const adder = useAddToCart();

  const variant = variants.find((candidate) => candidate.sku === sku) ?? variants[0];
  if (!variant) return null;
  const multiplier = byCase && bottlesInCase > 1 ? bottlesInCase : 1;
  const soldOut = variant.status === 'unavailable' || adder.soldOutSkus.has(variant.sku);
  const inCart = quantityInCart(cart, variant.sku);
  const effectiveQuantity = hideQuantitySelector ? 1 : quantity;
  const { canAdd, overLimit } = addCheck(variant, effectiveQuantity, inCart, multiplier);

  /** The add of the form's submit; `opener` is the button pressed (focus returns there). */
  const add = async (opener: HTMLElement | null) => {
    if (!canAdd || effectiveQuantity === null || adder.busy) return;
    setAdded(null);
    const line = { sku: variant.sku, quantity: cartQuantity(effectiveQuantity, multiplier) };
    if ((await adder.add(line, opener)).ok) setAdded(`${title} added to cart`);
  };
  const submit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void add(event.nativeEvent.submitter);
  };
  const choose = (chosen: string) => {
    setSku(chosen);
    adder.clearMessage();
  };
  return {
    ...adder,
    variant,
    quantity,
    setQuantity,
    byCase,
    setByCase,
    choose,
    submit,
    added,
    soldOut,
    inCart,
    canAdd,
    overLimit,
  };
}

type Purchase = NonNullable<ReturnType<typeof usePurchase>>;

/** The form's add button, or the sticky bar's small one (named with the title there). */
function PurchaseAddButton({
  purchase,
  title,
  text,
  compact,
}: {
  purchase: Purchase;
  title: string;
  text: string;
  compact: boolean;
}) {
  return (
    <AddButton
      title={title}
      soldOut={purchase.soldOut}
      look={compact ? 'compact' : 'page'}
      type="submit"
      pending={purchase.pending}
      disabled={purchase.busy || !purchase.canAdd}
      aria-label={compact ? `${text}: ${title}` : undefined}
    >
      {text}
    </AddButton>
  );
}

/**
 * The purchase controls of a product page or product hero: variant choice (bottle/case), price,
 * quantity, Add To Cart, and the sticky sub-navigation with the price and a small add button.
 */
export function ProductPurchase({
  title,
  variants,
  defaultSku,
  hideQuantitySelector = false,
  bottlesInCase = 1,
  disableStickySubNavigation = false,
  addToCartText = DEFAULT_ADD_TO_CART_TEXT,
}: ProductPurchaseProps) {
  const panel = useRef<HTMLFormElement>(null);
  const showSticky = useScrolledPast(panel, disableStickySubNavigation);
  const purchase = usePurchase({
    title,
    variants,
    defaultSku,
    hideQuantitySelector,
    bottlesInCase,
  });
  if (!purchase) return null;
  const { variant, soldOut } = purchase;

  const addButton = (compact: boolean) => (
    <PurchaseAddButton purchase={purchase} title={title} text={addToCartText} compact={compact} />
  );

  return (
    <form
      noValidate
      className="space-y-4"
      ref={(form) => {
        panel.current = form;
        purchase.formRef(form);
      }}
      data-testid="product-purchase"
      action={purchase.action}
      onSubmit={purchase.submit}
    >
      {variants.length > 1 ? (
        <VariantChoice
          variants={variants}
          chosen={variant.sku}
          labelOf={variantLabel}
          onChoose={purchase.choose}
        />
      ) : null}
      {bottlesInCase > 1 ? (
        <CaseToggle
          bottlesInCase={bottlesInCase}
          byCase={purchase.byCase}
          onChange={purchase.setByCase}
        />
      ) : null}
      <Price display={variant.display} />
      <p className="text-sm" data-testid="availability">
        {soldOut ? AVAILABILITY_TEXT.unavailable : AVAILABILITY_TEXT[variant.status]}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {variants.length > 1 ? null : <input type="hidden" name="sku" value={variant.sku} />}
        {!soldOut && !hideQuantitySelector ? (
          <AddQuantity title={title} purchase={purchase} />
        ) : null}
        {addButton(false)}
      </div>
      <PurchaseNotes
        limitNote={
          purchase.overLimit && !soldOut ? { limit: variant.limit, inCart: purchase.inCart } : null
        }
        message={purchase.message}
        soldOut={soldOut}
        added={purchase.added}
      />
      {showSticky ? (
        <StickySubNavigation title={title}>
          <Price display={variant.display} size="sm" />
          {addButton(true)}
        </StickySubNavigation>
      ) : null}
    </form>
  );
}
