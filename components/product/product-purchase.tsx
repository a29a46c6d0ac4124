'use client';

import { useEffect, useRef, useState } from 'react';
import { useCartStore } from '@/components/cart/cart-store';
import { QuantityField } from '@/components/cart/quantity-field';
import { useCartAction } from '@/components/cart/use-cart-action';
import { useHydrated } from '@/components/cart/use-hydrated';
import type { AvailabilityStatus } from '@/lib/availability';
import { AVAILABILITY_TEXT } from '@/lib/availability';
import { quantityInCart } from '@/lib/cart-lines';
import { DEFAULT_ADD_TO_CART_TEXT } from '@/lib/constants';
import type { PriceDisplay } from '@/lib/pricing';
import { canSubmitAdd, cartQuantity, decrementOutcome, incremented } from '@/lib/quantity';
import { addToCart } from '@/server/actions/cart';
import { SoldOutButton } from './add-to-cart-button';
import { Price } from './price';

/** One variant as the purchase island needs it; decided on the server for the viewer. */
export interface PurchaseVariant {
  sku: string;
  /** e.g. '750 ml', 'Case of 6'. */
  title: string;
  display: PriceDisplay;
  status: AvailabilityStatus;
  /** Per-cart limit (lib/quantity quantityLimitOf). */
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
  const [sku, setSku] = useState(defaultSku);
  const [quantity, setQuantity] = useState<number | null>(1);
  const [byCase, setByCase] = useState(false);
  const [soldOutSkus, setSoldOutSkus] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const cart = useCartStore((state) => state.cart);
  const isCartDisabled = useCartStore((state) => state.isCartDisabled);
  const openCartFrom = useCartStore((state) => state.openCartFrom);
  const { run, pending } = useCartAction();
  const panel = useRef<HTMLDivElement>(null);
  const [showSticky, setShowSticky] = useState(false);
  const hydrated = useHydrated();

  const variant = variants.find((candidate) => candidate.sku === sku) ?? variants[0];

  useEffect(() => {
    if (disableStickySubNavigation || !panel.current) return;
    const observer = new IntersectionObserver(([entry]) => {
      // Shown once the main controls have scrolled up out of view, not before they were reached.
      if (entry) setShowSticky(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(panel.current);
    return () => observer.disconnect();
  }, [disableStickySubNavigation]);

  if (!variant) return null;
  const multiplier = byCase && bottlesInCase > 1 ? bottlesInCase : 1;
  const soldOut = variant.status === 'unavailable' || soldOutSkus.has(variant.sku);
  const inCart = quantityInCart(cart, variant.sku);
  const effectiveQuantity = hideQuantitySelector ? 1 : quantity;
  const canAdd = canSubmitAdd({
    quantity: effectiveQuantity,
    limit: variant.limit,
    inCart,
    multiplier,
  });
  const overLimit =
    effectiveQuantity !== null &&
    !Number.isNaN(effectiveQuantity) &&
    inCart + cartQuantity(effectiveQuantity, multiplier) > variant.limit;
  const busy = pending || isCartDisabled || !hydrated;

  const add = async (event: React.MouseEvent<HTMLButtonElement>) => {
    // Closing the cart gives focus back to the button pressed (disabled, so unfocused, meanwhile).
    const opener = event.currentTarget;
    if (!canAdd || effectiveQuantity === null) return;
    setMessage(null);
    setAdded(null);
    const outcome = await run(
      () => addToCart({ sku: variant.sku, quantity: cartQuantity(effectiveQuantity, multiplier) }),
      { sku: variant.sku, keepCartOnEmptyFailure: false },
    );
    if (outcome.ok) {
      setAdded(`${title} added to cart`);
      openCartFrom(opener);
      return;
    }
    setMessage(outcome.message);
    if (outcome.soldOut) setSoldOutSkus((skus) => new Set(skus).add(variant.sku));
  };

  const addButton = (compact: boolean) =>
    soldOut ? (
      <SoldOutButton title={title} compact={compact} />
    ) : (
      <button
        type="button"
        onClick={add}
        disabled={busy || !canAdd}
        aria-busy={pending}
        aria-label={compact ? `${addToCartText}: ${title}` : undefined}
        className={
          compact
            ? 'rounded bg-wine px-3 py-1.5 text-xs font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60'
            : 'rounded bg-wine px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase hover:bg-wine-dark disabled:opacity-60'
        }
      >
        {addToCartText}
      </button>
    );

  return (
    <div className="space-y-4" ref={panel} data-testid="product-purchase">
      {variants.length > 1 ? (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-2 text-sm font-semibold">Size</legend>
          {variants.map((candidate) => (
            <label
              key={candidate.sku}
              className="cursor-pointer rounded border border-neutral-300 px-3 py-1.5 text-sm has-checked:border-wine has-checked:bg-wine has-checked:text-white"
            >
              <input
                type="radio"
                name="variant"
                value={candidate.sku}
                checked={candidate.sku === variant.sku}
                onChange={() => {
                  setSku(candidate.sku);
                  setMessage(null);
                }}
                className="sr-only"
              />
              {variantLabel(candidate)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {bottlesInCase > 1 ? (
        <fieldset className="flex gap-2">
          <legend className="sr-only">Buy by the bottle or the case</legend>
          {[false, true].map((caseMode) => (
            <label
              key={String(caseMode)}
              className="cursor-pointer rounded border border-neutral-300 px-3 py-1.5 text-sm has-checked:border-wine has-checked:bg-wine has-checked:text-white"
            >
              <input
                type="radio"
                name="bottle-or-case"
                checked={byCase === caseMode}
                onChange={() => setByCase(caseMode)}
                className="sr-only"
              />
              {caseMode ? `Case of ${bottlesInCase}` : 'Bottle'}
            </label>
          ))}
        </fieldset>
      ) : null}
      <Price display={variant.display} />
      <p className="text-sm" data-testid="availability">
        {soldOut ? AVAILABILITY_TEXT.unavailable : AVAILABILITY_TEXT[variant.status]}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {!soldOut && !hideQuantitySelector ? (
          <QuantityField
            title={title}
            value={quantity}
            limit={variant.limit}
            mode="add"
            disabled={busy}
            onType={setQuantity}
            onIncrement={() => setQuantity((current) => incremented(current, variant.limit))}
            onDecrement={() => {
              const outcome = decrementOutcome(quantity, 'add');
              if (outcome.kind === 'edit') setQuantity(outcome.quantity);
            }}
          />
        ) : null}
        {addButton(false)}
      </div>
      {overLimit && !soldOut ? (
        <p className="text-sm text-neutral-700" data-testid="limit-note">
          Limit {variant.limit} per order{inCart > 0 ? `; you have ${inCart} in your cart` : ''}.
        </p>
      ) : null}
      {message ? (
        <p role="alert" className="text-sm text-wine">
          {message}
        </p>
      ) : null}
      <p className="sr-only" role="status">
        {added}
      </p>
      {showSticky ? (
        <nav
          aria-label={`${title} quick add`}
          className="fixed inset-x-0 top-0 z-50 border-b border-ash bg-white/95 shadow-sm backdrop-blur"
          data-testid="sticky-sub-navigation"
        >
          <div className="mx-auto flex max-w-[1440px] items-center justify-between gap-4 px-4 py-2 md:px-8">
            <span className="truncate font-serif text-lg">{title}</span>
            <div className="flex items-center gap-4">
              <Price display={variant.display} size="sm" />
              {addButton(true)}
            </div>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
