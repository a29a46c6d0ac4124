/**
 * Subscription hero block: title and subscriptionType required,
 * subTitle, image, prices per bottle-count category.
 */
import * as v from 'valibot';
import type { BuilderInput } from '../define';
import { PhotoSchema, background, required, text } from '../shared/schemas';
import { CLUB_PAGES, PHOTO, choice, file } from '../shared/inputs';
import {
  SUBSCRIPTION_CATEGORIES,
  SUBSCRIPTION_QUANTITY_LABELS,
  bottlesOf,
  categorySlug,
  defaultSubscriptionPrice,
  type SubscriptionType,
} from '@/lib/club/clubs';
import { StreamedWebUrl } from '@/components/club/club-join';
import { backgroundClass } from '../types';
import { buttonClassName } from '../ui/block-button';
import { HALF_ROW_PHOTO, OptionImage } from '../ui/block-image';
import { Eyebrow } from '../shared/basic';
import { SubscriptionHeroChooser } from '../lazy-islands';
import { defineBlock } from '../define';

export const SubscriptionHeroSchema = v.looseObject({
  title: required('Title'),
  subTitle: text,
  image: v.optional(
    v.looseObject({
      src: PhotoSchema,
      altText: text,
      background,
      customBackgroundImage: v.optional(PhotoSchema),
    }),
  ),
  prices: v.optional(
    v.array(
      v.looseObject({
        category: v.picklist(SUBSCRIPTION_QUANTITY_LABELS),
        price: v.pipe(v.number(), v.minValue(0)),
      }),
    ),
    [],
  ),
  subscriptionType: v.picklist(
    SUBSCRIPTION_CATEGORIES,
    `subscriptionType is required: one of ${SUBSCRIPTION_CATEGORIES.join(', ')}`,
  ),
});
export type SubscriptionHeroOptions = v.InferOutput<typeof SubscriptionHeroSchema>;

export const subscriptionHeroInputs: BuilderInput[] = [
  { name: 'title', type: 'string', required: true },
  { name: 'subTitle', type: 'string' },
  {
    name: 'image',
    type: 'object',
    subFields: [
      file('src', PHOTO, { required: true }),
      { name: 'altText', type: 'string' },
      choice('background', background),
      file('customBackgroundImage'),
    ],
  },
  {
    name: 'prices',
    type: 'list',
    helperText: 'Price of one shipment per size; sizes without a price use the catalog price',
    subFields: [
      { name: 'category', type: 'text', enum: SUBSCRIPTION_QUANTITY_LABELS, required: true },
      { name: 'price', type: 'number', required: true },
    ],
  },
  {
    name: 'subscriptionType',
    type: 'text',
    enum: SUBSCRIPTION_CATEGORIES,
    required: true,
  },
];

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

export const SubscriptionHeroDefinition = defineBlock({
  name: 'SubscriptionHero',
  schema: SubscriptionHeroSchema,
  group: 'Hero',
  models: CLUB_PAGES,
  inputs: subscriptionHeroInputs,
  render: (options) => {
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
          <OptionImage image={options.image} width={800} height={600} {...HALF_ROW_PHOTO} />
          <div>
            <Eyebrow size="text-xs">{`${options.subscriptionType} Subscription`}</Eyebrow>
            <h2 className="mt-2 font-serif text-3xl">{options.title}</h2>
            {options.subTitle ? <p className="mt-3 text-neutral-700">{options.subTitle}</p> : null}
            <SubscriptionHeroChooser {...chooser} />
            <StreamedWebUrl />
          </div>
        </div>
      </section>
    );
  },
});
