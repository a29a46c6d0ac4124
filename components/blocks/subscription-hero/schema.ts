/**
 * Subscription hero block (blocks spec sections 3 and 5): title and subscriptionType required,
 * subTitle, image, prices per bottle-count category. Schema and editor inputs here (pure: the
 * visual editor loads them); the renderer in render.tsx.
 */
import * as v from 'valibot';
import { SUBSCRIPTION_CATEGORIES, SUBSCRIPTION_QUANTITY_LABELS } from '@/lib/clubs';
import type { BlockRegistration, BuilderInput } from '../registry';
import { BACKGROUND_COLORS, PhotoSchema } from '../schemas';

const required = (label: string) =>
  v.pipe(v.string(`${label} is required`), v.trim(), v.minLength(1, `${label} is required`));
const text = v.optional(v.string());

export const SubscriptionHeroSchema = v.looseObject({
  title: required('Title'),
  subTitle: text,
  image: v.optional(
    v.looseObject({
      src: PhotoSchema,
      altText: text,
      background: v.optional(v.picklist(BACKGROUND_COLORS), 'None'),
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

const photo = (name: string, required = false): BuilderInput => ({
  name,
  type: 'file',
  allowedFileTypes: ['jpeg', 'jpg', 'png'],
  ...(required ? { required } : {}),
});

export const subscriptionHeroInputs: BuilderInput[] = [
  { name: 'title', type: 'string', required: true },
  { name: 'subTitle', type: 'string' },
  {
    name: 'image',
    type: 'object',
    subFields: [
      photo('src', true),
      { name: 'altText', type: 'string' },
      { name: 'background', type: 'text', enum: BACKGROUND_COLORS, defaultValue: 'None' },
      photo('customBackgroundImage'),
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

export const subscriptionHeroBlock: BlockRegistration = {
  schema: SubscriptionHeroSchema,
  group: 'Hero',
  models: ['page', 'campaign', 'collection', 'symbol', 'clubs', 'subscriptions'],
  inputs: subscriptionHeroInputs,
};
