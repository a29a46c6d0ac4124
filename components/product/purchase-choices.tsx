'use client';

import type { ReactNode } from 'react';

/**
 * One choice of a purchase form drawn as a chip (size, bottle or case, gift amount): a visually
 * hidden radio inside its label, the chip filled while checked.
 */
export function ChoiceChip({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  /** Left out where the form only reads which chip is checked. */
  value?: string;
  checked: boolean;
  onChange(): void;
  children: ReactNode;
}) {
  return (
    <label className="cursor-pointer rounded border border-neutral-300 px-3 py-1.5 text-sm has-checked:border-wine has-checked:bg-wine has-checked:text-white">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="sr-only"
      />
      {children}
    </label>
  );
}

/** The Size choice of a product with several variants (bottle, case...). */
export function VariantChoice<T extends { sku: string }>({
  variants,
  chosen,
  labelOf,
  onChoose,
}: {
  variants: readonly T[];
  chosen: string;
  labelOf(variant: T): string;
  onChoose(sku: string): void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="mb-2 text-sm font-semibold">Size</legend>
      {variants.map((candidate) => (
        <ChoiceChip
          key={candidate.sku}
          name="sku"
          value={candidate.sku}
          checked={candidate.sku === chosen}
          onChange={() => onChoose(candidate.sku)}
        >
          {labelOf(candidate)}
        </ChoiceChip>
      ))}
    </fieldset>
  );
}

/** The product hero's Bottle / Case toggle: a case multiplies the quantity by `bottlesInCase`. */
export function CaseToggle({
  bottlesInCase,
  byCase,
  onChange,
}: {
  bottlesInCase: number;
  byCase: boolean;
  onChange(byCase: boolean): void;
}) {
  return (
    <fieldset className="flex gap-2">
      <legend className="sr-only">Buy by the bottle or the case</legend>
      {[false, true].map((caseMode) => (
        <ChoiceChip
          key={String(caseMode)}
          name="multiplier"
          value={caseMode ? String(bottlesInCase) : '1'}
          checked={byCase === caseMode}
          onChange={() => onChange(caseMode)}
        >
          {caseMode ? `Case of ${bottlesInCase}` : 'Bottle'}
        </ChoiceChip>
      ))}
    </fieldset>
  );
}
