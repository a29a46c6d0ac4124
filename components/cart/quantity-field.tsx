'use client';

import { useEffect, useId, useRef, useState } from 'react';
import {
  QUANTITY_ANNOUNCEMENT_MS,
  canDecrement,
  canIncrement,
  clampTypedQuantity,
  isBlockedQuantityKey,
  quantityAnnouncement,
  type CartFormMode,
} from '@/lib/pricing/quantity';

/** What a screen reader hears after the quantity changed (not on mount), for two seconds. */
function useQuantityAnnouncement(title: string, value: number | null): string {
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnouncement(quantityAnnouncement(title, value));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAnnouncement(''), QUANTITY_ANNOUNCEMENT_MS);
  }, [title, value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return announcement;
}

/**
 * Minus or plus, a square beside the field. With `posts`, a submit of its form carrying the new
 * quantity as `set` (it works before scripts run); without, a control only scripts can work.
 */
function StepButton({
  box,
  label,
  disabled,
  onClick,
  posts,
  children,
}: {
  box: string;
  label: string;
  disabled: boolean;
  onClick(): void;
  posts: number | undefined;
  children: string;
}) {
  return (
    <button
      type={posts === undefined ? 'button' : 'submit'}
      name={posts === undefined ? undefined : 'set'}
      value={posts}
      data-needs-script={posts === undefined ? '' : undefined}
      className={`${box} leading-none hover:bg-ash disabled:opacity-40`}
      aria-label={label}
      disabled={disabled}
      // A posting step acts through its form's submit, so a tap held before the page was ready
      // and sent then acts once, as a later tap does.
      onClick={posts === undefined ? onClick : undefined}
    >
      {children}
    </button>
  );
}

/** The number itself: e and minus blocked, typing clamped, Enter handed to the parent. */
function NumberInput({
  id,
  name,
  form,
  className,
  value,
  limit,
  disabled,
  onType,
  onEnter,
}: {
  id: string;
  name?: string;
  form?: string;
  className: string;
  value: number | null;
  limit: number;
  disabled: boolean;
  onType(value: number | null): void;
  onEnter?(): void;
}) {
  return (
    <input
      id={id}
      name={name}
      form={form}
      type="number"
      inputMode="numeric"
      min={1}
      max={limit}
      step={1}
      className={`${className} [appearance:textfield] border-x border-neutral-300 text-center [&::-webkit-inner-spin-button]:appearance-none`}
      value={value === null || Number.isNaN(value) ? '' : value}
      disabled={disabled}
      onKeyDown={(event) => {
        if (isBlockedQuantityKey(event.key)) event.preventDefault();
        else if (event.key === 'Enter' && onEnter) {
          event.preventDefault();
          onEnter();
        }
      }}
      onChange={(event) => onType(clampTypedQuantity(event.target.value, limit))}
    />
  );
}

/** What a quantity field shows and whom it tells of presses. */
interface QuantityFieldProps {
  /** The product title, for labels and announcements. */
  title: string;
  value: number | null;
  limit: number;
  mode: CartFormMode;
  disabled: boolean;
  onType(value: number | null): void;
  onIncrement(): void;
  onDecrement(): void;
  /** Enter in the field (the cart line sends a typed quantity). */
  onEnter?(): void;
  size?: 'sm' | 'md';
  /** The number field's name in its form. */
  name?: string;
  /** The id of the form the number field belongs to, when that is not the one it sits in. */
  form?: string;
  /** The quantities minus and plus post as `set` when their form is sent natively. */
  steps?: { minus: number; plus: number };
}

/**
 * Minus, a number field and plus. The parent owns the value and decides
 * what a press means (see lib/pricing/quantity); this component only renders and announces changes to
 * screen readers for two seconds.
 */
export function QuantityField({
  title,
  value,
  limit,
  mode,
  disabled,
  onType,
  onIncrement,
  onDecrement,
  onEnter,
  size = 'md',
  name,
  form,
  steps,
}: QuantityFieldProps) {
  const id = useId();
  const announcement = useQuantityAnnouncement(title, value);

  // The cart's small size stays 44 px tall and wide on a touch screen (WCAG 2.5.5).
  const box = size === 'sm' ? 'h-11 w-11 text-base md:h-8 md:w-8' : 'h-11 w-11 text-lg';
  const field = size === 'sm' ? 'h-11 w-12 text-sm md:h-8 md:w-10' : 'h-11 w-14';
  const minusLabel =
    mode === 'update' && value === 1
      ? `Remove ${title} from cart`
      : `Decrease quantity of ${title}`;
  return (
    <div
      className="inline-flex items-center rounded border border-neutral-300"
      data-testid="quantity-field"
    >
      <StepButton
        box={box}
        label={minusLabel}
        disabled={disabled || !canDecrement(value, mode)}
        onClick={onDecrement}
        posts={steps?.minus}
      >
        −
      </StepButton>
      <label htmlFor={id} className="sr-only">
        Quantity of {title}
      </label>
      <NumberInput
        id={id}
        name={name}
        form={form}
        className={field}
        value={value}
        limit={limit}
        disabled={disabled}
        onType={onType}
        onEnter={onEnter}
      />
      <StepButton
        box={box}
        label={`Increase quantity of ${title}`}
        disabled={disabled || !canIncrement(value, limit)}
        onClick={onIncrement}
        posts={steps?.plus}
      >
        +
      </StepButton>
      <span className="sr-only" aria-live="polite" role="status">
        {announcement}
      </span>
    </div>
  );
}
