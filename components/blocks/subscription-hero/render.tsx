/** Subscription hero renderer: server-rendered image and text, the choices in a client island. */
import {
  SUBSCRIPTION_QUANTITY_LABELS,
  bottlesOf,
  categorySlug,
  defaultSubscriptionPrice,
  type SubscriptionType,
} from '@/lib/clubs';
import { WithWebUrl } from '@/components/club/with-web-url';
import { backgroundClass, block } from '../types';
import { buttonClassName } from '../ui/block-button';
import { BlockImage } from '../ui/block-image';
import { SubscriptionHeroSchema, type SubscriptionHeroOptions } from './schema';
import { SubscriptionHeroChooser } from './subscription-hero-chooser';

/** Every size with a price: the editor's, else the catalog's. */
export function subscriptionPrices(options: SubscriptionHeroOptions) {
  const type = categorySlug(options.subscriptionType) as SubscriptionType;
  return SUBSCRIPTION_QUANTITY_LABELS.map((category) => ({
    category,
    price:
      options.prices.find((price) => price.category === category)?.price ??
      defaultSubscriptionPrice(type, bottlesOf(category) ?? 0),
  }));
}

export const renderSubscriptionHero = block(SubscriptionHeroSchema, (options) => {
  const chooser = {
    type: categorySlug(options.subscriptionType),
    typeLabel: options.subscriptionType,
    prices: subscriptionPrices(options),
    ctaClassName: buttonClassName({ design: 'red', outlined: false }),
  };
  return (
    <section
      className={`px-4 py-12 md:px-8 ${backgroundClass(options.image?.background)}`}
      aria-label={options.title}
    >
      <div className="mx-auto grid max-w-[1200px] items-center gap-8 md:grid-cols-2">
        {options.image ? (
          <BlockImage
            src={options.image.src}
            alt={options.image.altText}
            width={800}
            height={600}
            sizes="(min-width: 768px) 50vw, 100vw"
            className="h-auto w-full rounded object-cover"
          />
        ) : null}
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-text uppercase">
            {`${options.subscriptionType} Subscription`}
          </p>
          <h2 className="mt-2 font-serif text-3xl">{options.title}</h2>
          {options.subTitle ? <p className="mt-3 text-neutral-700">{options.subTitle}</p> : null}
          <WithWebUrl
            render={(webUrl) => <SubscriptionHeroChooser {...chooser} webUrl={webUrl} />}
          />
        </div>
      </div>
    </section>
  );
});
