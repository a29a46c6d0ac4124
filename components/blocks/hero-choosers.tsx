'use client';

/**
 * The club and subscription heroes' choosers, with the price under their choices, as one lazy
 * chunk: pages like /join show both, and two separate chunks each carried their own copy of the
 * club rules and the radio group.
 */
import Link from 'next/link';
import { useId, useState, type ReactNode } from 'react';
import { useBrowserSnapshot } from '@/components/ui/use-browser-snapshot';
import { ChoiceGroup } from '@/components/club/choice-group';
import { useWebUrl } from '@/components/club/web-url-store';
import {
  FREQUENCY_LABELS,
  bottlesOf,
  clubCheckoutLink,
  formatPriceRange,
  preselect,
  priceRangeFor,
  subscriptionUrl,
  type PriceRange,
} from '@/lib/club/clubs';
import { SUBSCRIPTION_FREQUENCY_MONTHS } from '@/lib/constants';
import { pushEvent } from '@/lib/tracking/data-layer';

const subscribeToNothing = () => () => {};
const readSearch = () => window.location.search;

export interface HeroClub {
  category: string;
  description?: string;
  priceRanges: PriceRange[];
}

interface ClubPick {
  category?: string;
  quantity?: string;
}

/**
 * The chosen category and quantity: the first of each until the page's ?category= and ?qty= say
 * otherwise, then the visitor's choices (each tracked as clubHero).
 */
function useClubChoice(categories: string[], quantities: string[]) {
  // The page stays static: ?category= and ?qty= are read in the browser, on load.
  const search = useBrowserSnapshot(subscribeToNothing, readSearch, () => '');
  const query = new URLSearchParams(search);
  const preselected = preselect(categories, quantities, {
    category: query.get('category'),
    qty: query.get('qty'),
  });
  const [picked, setPicked] = useState<ClubPick>({});
  const category = picked.category ?? preselected.category ?? '';
  const quantity = picked.quantity ?? preselected.quantity ?? '';

  const choose = (next: ClubPick) => {
    const nextCategory = next.category ?? category;
    const nextQuantity = next.quantity ?? quantity;
    setPicked({ category: nextCategory, quantity: nextQuantity });
    pushEvent('clubHero', { club: nextCategory, quantity: nextQuantity });
  };
  return { category, quantity, choose };
}

/** The server-rendered images of every category; only the chosen category's show. */
function CategoryImages({
  images,
  category,
}: {
  images: Record<string, ReactNode>;
  category: string;
}) {
  return (
    <div className="order-2 md:order-1">
      {Object.entries(images).map(([imageCategory, node]) => (
        <div key={imageCategory} hidden={imageCategory !== category}>
          {node}
        </div>
      ))}
    </div>
  );
}

/**
 * The club hero's choices: wine type and bottle count as native radio groups. The first of each
 * is chosen until the page's ?category= and ?qty= say otherwise; every choice updates the price
 * range, the images and the checkout link, and is tracked as clubHero.
 */
export function ClubHeroChooser({
  clubs,
  quantities,
  categoryTitle,
  quantityTitle,
  priceDescription,
  cta,
  ctaClassName,
  images,
}: {
  clubs: HeroClub[];
  quantities: string[];
  categoryTitle: string;
  quantityTitle: string;
  priceDescription?: string;
  cta: { text: string; ariaLabel?: string };
  ctaClassName: string;
  /** Server-rendered images per category; only the chosen category's show. */
  images: Record<string, ReactNode>;
}) {
  const id = useId();
  const categories = clubs.map((club) => club.category);
  const { category, quantity, choose } = useClubChoice(categories, quantities);
  const club = clubs.find((candidate) => candidate.category === category);
  const range = club ? priceRangeFor(club.priceRanges, quantity) : undefined;
  const href = clubCheckoutLink(quantity, category);

  return (
    <div className="grid items-center gap-8 md:grid-cols-2">
      <CategoryImages images={images} category={category} />
      <div className="order-1 md:order-2">
        <ChoiceGroup
          legend={categoryTitle}
          name={`${id}-category`}
          options={categories}
          selected={category}
          label={(option) => option}
          onPick={(option) => choose({ category: option })}
        />
        {club?.description ? <p className="mt-3 text-neutral-700">{club.description}</p> : null}
        <ChoiceGroup
          legend={quantityTitle}
          name={`${id}-quantity`}
          options={quantities}
          selected={quantity}
          label={(option) => option}
          onPick={(option) => choose({ quantity: option })}
        />
        <HeroPrice
          price={range ? formatPriceRange(range) : undefined}
          note={priceDescription}
          testId="club-hero-price"
        />
        {href ? (
          <Link
            href={href}
            aria-label={cta.ariaLabel}
            className={`mt-6 inline-block ${ctaClassName}`}
          >
            {cta.text}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** The price under a chooser's choices, announced when a choice changes it. */
function HeroPrice({ price, note, testId }: { price?: string; note?: string; testId?: string }) {
  return (
    <p className="mt-6" aria-live="polite">
      {price !== undefined ? (
        <span className="text-2xl font-semibold" data-testid={testId}>
          {price}
        </span>
      ) : null}
      {note ? <span className="block text-sm text-neutral-600">{note}</span> : null}
    </p>
  );
}

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
