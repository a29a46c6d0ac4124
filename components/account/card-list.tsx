'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { CreditCard } from '@/lib/commerce/entities';
import { cardLabel } from '@/lib/checkout/payment-card';
import { addCard, makeDefaultCard, removeCard } from '@/server/actions/account/cards';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { FormShell, type TextFieldSpec } from '@/components/ui/form-shell';
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

function NewCardForm({ onDone }: { onDone: (message: string) => void }) {
  const router = useRouter();
  const form = useAccountForm();
  return (
    <div className="rounded border border-ink/20 p-4">
      <FormShell
        state={form}
        label="New card"
        fields={CARD_FIELDS}
        submitLabel="Save card"
        pendingLabel="Saving…"
        onSubmit={form.handler(addCard, (result) => {
          onDone(result.message);
          router.refresh();
        })}
      />
    </div>
  );
}

/**
 * Cards on file: brand, last four digits and expiry; add one, make one the default, remove one
 * no membership is charged to (the service refuses otherwise, and its message is shown).
 */
export function CardList({ cards }: { cards: CreditCard[] }) {
  const router = useRouter();
  const list = useAccountForm();
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const act = (action: typeof removeCard, cardId: string) => {
    setSaved(null);
    list.handler(action, () => router.refresh())(cardId);
  };
  return (
    <div className="space-y-4">
      <FormMessage
        id={`${list.id}-message`}
        message={saved ? { ok: true, text: saved } : list.message}
      />
      {cards.length === 0 ? <p>You have no saved cards.</p> : null}
      <ul className="divide-y divide-ink/15" aria-label="Saved cards">
        {cards.map((card) => (
          <li key={card.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <span>
              <span className="font-semibold">{cardLabel(card)}</span>
              <span className="ml-2 text-sm">Expires {expiryText(card)}</span>
              {card.isDefault ? <span className="ml-2 text-sm">(default)</span> : null}
            </span>
            <span className="flex flex-wrap gap-2">
              {card.isDefault ? null : (
                <Button
                  variant="outline"
                  disabled={list.pending}
                  onClick={() => act(makeDefaultCard, card.id)}
                >
                  Make default<span className="sr-only"> {cardLabel(card)}</span>
                </Button>
              )}
              <Button
                variant="outline"
                disabled={list.pending}
                onClick={() => act(removeCard, card.id)}
              >
                Remove<span className="sr-only"> {cardLabel(card)}</span>
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {adding ? (
        <NewCardForm
          onDone={(message) => {
            setAdding(false);
            setSaved(message);
          }}
        />
      ) : (
        <Button variant="outline" onClick={() => setAdding(true)}>
          Add a card
        </Button>
      )}
    </div>
  );
}
