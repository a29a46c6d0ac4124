'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { CreditCard } from '@/lib/commerce/entities';
import { cardLabel } from '@/lib/checkout/payment-card';
import { FORM_FIELD, shownMessage, type PostedForm } from '@/lib/forms/posted-form';
import { addCardFromForm, changeCardFromForm } from '@/server/actions/account/account-posts';
import { addCard, makeDefaultCard, removeCard } from '@/server/actions/account/cards';
import { FormMessage } from '@/components/ui/field';
import { FormShell, OpenButton, PostButton, type TextFieldSpec } from '@/components/ui/form-shell';
import { useAccountForm } from './use-account-form';

const CARD_FIELDS: readonly TextFieldSpec<'cardHolderName' | 'cardNumber' | 'expiry' | 'cvv'>[] = [
  { name: 'cardHolderName', label: 'Name on card', autoComplete: 'cc-name' },
  { name: 'cardNumber', label: 'Card number', autoComplete: 'cc-number', inputMode: 'numeric' },
  {
    name: 'expiry',
    label: 'Expiry (MM/YY)',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
  },
  { name: 'cvv', label: 'Security code', autoComplete: 'cc-csc', inputMode: 'numeric' },
];

const expiryText = (card: CreditCard) =>
  `${String(card.expiryMo).padStart(2, '0')}/${String(card.expiryYr).slice(-2)}`;

function NewCardForm({
  onDone,
  answered,
}: {
  onDone: (message: string) => void;
  answered: PostedForm;
}) {
  const router = useRouter();
  const form = useAccountForm();
  return (
    <div className="rounded border border-ink/20 p-4">
      <FormShell
        state={form}
        label={NEW_CARD}
        fields={CARD_FIELDS}
        submitLabel="Save card"
        pendingLabel="Saving…"
        post={addCardFromForm}
        answered={answered}
        onSubmit={form.handler(addCard, (result) => {
          onDone(result.message);
          router.refresh();
        })}
      />
    </div>
  );
}

const NEW_CARD = 'New card';
const CARD_LIST = 'Saved cards';
const NEW_CARD_OPEN = 'new-card';

interface CardListProps {
  cards: CreditCard[];
  answered: PostedForm;
  /** The form the page was asked to show open (`OpenButton`). */
  open: string | undefined;
}

/**
 * Cards on file: brand, last four digits and expiry; add one, make one the default, remove one
 * no membership is charged to (the service refuses otherwise, and its message is shown).
 */
export function CardList({ cards, answered, open }: CardListProps) {
  const router = useRouter();
  const list = useAccountForm();
  // A refused native post of the new card comes back with the form open.
  const newCardAnswer = answered?.form === NEW_CARD ? answered : null;
  const listAnswer = answered?.form === CARD_LIST ? answered : null;
  const [adding, setAdding] = useState(
    open === NEW_CARD_OPEN || (newCardAnswer !== null && !newCardAnswer.ok),
  );
  const [saved, setSaved] = useState<string | null>(null);
  const act = (action: typeof removeCard, cardId: string) => {
    setSaved(null);
    list.handler(action, () => router.refresh())(cardId);
  };
  return (
    <div className="space-y-4">
      <FormMessage
        id={`${list.id}-message`}
        message={
          saved
            ? { ok: true, text: saved }
            : shownMessage(list.message, newCardAnswer?.ok ? newCardAnswer : listAnswer)
        }
      />
      {cards.length === 0 ? <p>You have no saved cards.</p> : null}
      <ul className="divide-y divide-ink/15" aria-label={CARD_LIST}>
        {cards.map((card) => (
          <li key={card.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <span>
              <span className="font-semibold">{cardLabel(card)}</span>
              <span className="ml-2 text-sm">Expires {expiryText(card)}</span>
              {card.isDefault ? <span className="ml-2 text-sm">(default)</span> : null}
            </span>
            <span className="flex flex-wrap gap-2">
              {card.isDefault ? null : (
                <PostButton
                  post={changeCardFromForm}
                  values={{ change: 'default', cardId: card.id, [FORM_FIELD]: CARD_LIST }}
                  disabled={list.pending}
                  onPress={() => act(makeDefaultCard, card.id)}
                >
                  Make default<span className="sr-only"> {cardLabel(card)}</span>
                </PostButton>
              )}
              <PostButton
                post={changeCardFromForm}
                values={{ change: 'remove', cardId: card.id, [FORM_FIELD]: CARD_LIST }}
                disabled={list.pending}
                onPress={() => act(removeCard, card.id)}
              >
                Remove<span className="sr-only"> {cardLabel(card)}</span>
              </PostButton>
            </span>
          </li>
        ))}
      </ul>
      {adding ? (
        <NewCardForm
          answered={newCardAnswer}
          onDone={(message) => {
            setAdding(false);
            setSaved(message);
          }}
        />
      ) : (
        <OpenButton value={NEW_CARD_OPEN} onOpen={() => setAdding(true)}>
          Add a card
        </OpenButton>
      )}
    </div>
  );
}
