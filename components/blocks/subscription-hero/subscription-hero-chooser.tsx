'use client';

import { useId, useState } from 'react';
import { ChoiceGroup } from '@/components/club/choice-group';
import { FREQUENCY_LABELS, bottlesOf, formatPriceRange, subscriptionUrl } from '@/lib/club/clubs';
import { SUBSCRIPTION_FREQUENCY_MONTHS } from '@/lib/constants';
import { pushEvent } from '@/lib/tracking/data-layer';
import { useWebUrl } from '@/components/club/web-url-store';
import { HeroPrice } from '../shared/hero-price';

/**
 * The subscription hero's choices: size and delivery frequency (native radio groups). Each choice
 * updates the price and the absolute subscription URL (the web URL streams in, useWebUrl), and is
 * tracked as subscriptionHero.
 */
export function SubscriptionHeroChooser({
  type,
  typeLabel,
  prices,
  ctaClassName,
}: {
  type: string;
  typeLabel: string;
  prices: { category: string; price: number }[];
  ctaClassName: string;
}) {
  const id = useId();
  const webUrl = useWebUrl();
  const sizes = prices.map((price) => price.category);
  const [size, setSize] = useState(sizes[0] ?? '');
  const [frequency, setFrequency] = useState<string>(FREQUENCY_LABELS[0] ?? '');
  const price = prices.find((candidate) => candidate.category === size)?.price;
  const bottles = bottlesOf(size);
  const months = SUBSCRIPTION_FREQUENCY_MONTHS[FREQUENCY_LABELS.indexOf(frequency)];
  const href = bottles && months ? subscriptionUrl(webUrl, bottles, type, months) : undefined;

  const choose = (next: { size?: string; frequency?: string }) => {
    if (next.size) setSize(next.size);
    if (next.frequency) setFrequency(next.frequency);
    pushEvent('subscriptionHero', {
      subscription: typeLabel,
      quantity: next.size ?? size,
      frequency: next.frequency ?? frequency,
    });
  };

  return (
    <div>
      <ChoiceGroup
        legend="Bottles per delivery"
        name={`${id}-size`}
        options={sizes}
        selected={size}
        label={(option) => option}
        onPick={(option) => choose({ size: option })}
      />
      <ChoiceGroup
        legend="Delivery frequency"
        name={`${id}-frequency`}
        options={FREQUENCY_LABELS}
        selected={frequency}
        label={(option) => option}
        onPick={(option) => choose({ frequency: option })}
      />
      <HeroPrice
        price={
          price !== undefined
            ? `${formatPriceRange({ min: price, max: price })} per delivery`
            : undefined
        }
      />
      {href ? (
        <a href={href} className={`mt-6 inline-block ${ctaClassName}`}>
          {`Subscribe to ${typeLabel}`}
        </a>
      ) : null}
    </div>
  );
}
