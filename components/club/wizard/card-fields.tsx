'use client';

import { useId } from 'react';
import { PAYMENT, SpecInput, type FieldSpec } from '@/components/checkout/checkout-fields';
import { ALERT_FIELD_LOOK } from '@/components/ui/field';
import type { SavedCardOption } from '@/server/actions/clubs';
import type { CardForm } from './wizard-state';

type TypedField = Exclude<keyof CardForm, 'kind' | 'creditCardId'>;

/** Checkout's card fields (cc-number, cc-exp, cc-csc, their keypads) after the name on the card. */
const NEW_CARD_FIELDS: FieldSpec<TypedField>[] = [
  { name: 'cardHolderName', label: 'Name on card', autoComplete: 'cc-name', wide: true },
  ...PAYMENT.map((spec) => ({ ...spec, name: spec.name as TypedField })),
];

/** "Visa ending in 4242, expires 12/30" (and says so when it has expired). */
const savedCardText = (card: SavedCardOption) =>
  `${card.label}, ${card.expired ? 'expired' : 'expires'} ${card.expiry}`;

/** The payment section's legend and what it charges, in the wizard and on the join page. */
export function CardPaymentIntro() {
  return (
    <>
      <legend className="mb-2 font-serif text-2xl">Payment</legend>
      <p className="text-sm text-neutral-700 sm:col-span-2">
        Your shipments are charged to this card. Demo shop: any valid card number works, such as
        4242 4242 4242 4242, with a future expiry.
      </p>
    </>
  );
}

/**
 * The card the membership is charged to: a signed-in customer's cards on file to choose from
 * (expired ones shown but not offered), or a new card. Errors are keyed 'card.cardNumber' ...
 */
export function CardFields({
  card,
  savedCards,
  errors,
  onChange,
}: {
  card: CardForm;
  savedCards: SavedCardOption[];
  errors: Record<string, string>;
  onChange: (change: Partial<CardForm>) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <CardPaymentIntro />
      {savedCards.length > 0 ? (
        <div role="radiogroup" aria-label="Card to charge" className="grid gap-2 sm:col-span-2">
          {savedCards.map((saved) => (
            <label key={saved.id} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-card`}
                checked={card.kind === 'saved' && card.creditCardId === saved.id}
                disabled={saved.expired}
                onChange={() => onChange({ kind: 'saved', creditCardId: saved.id })}
                className="accent-wine"
              />
              {savedCardText(saved)}
            </label>
          ))}
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-card`}
              checked={card.kind === 'new'}
              onChange={() => onChange({ kind: 'new' })}
              className="accent-wine"
            />
            Add a new card
          </label>
        </div>
      ) : null}
      {card.kind === 'new'
        ? NEW_CARD_FIELDS.map((spec) => (
            <SpecInput
              key={spec.name}
              spec={spec}
              id={`${id}-${spec.name}`}
              error={errors[`card.${spec.name}`]}
              look={ALERT_FIELD_LOOK}
              control={{
                name: `card.${spec.name}`,
                value: card[spec.name],
                onChange: (event) => onChange({ [spec.name]: event.target.value }),
              }}
            />
          ))
        : null}
    </fieldset>
  );
}
