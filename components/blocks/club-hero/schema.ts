/**
 * Club hero block (blocks spec sections 2-5), both versions of the spec in one block:
 * - storefront: title, categoryTitle, clubs (max 3) with description, images and price ranges per
 *   quantity, quantityTitle, priceDescription, ctaButton;
 * - builder settings: title, subTitle, images (left/right), clubType, priceRange per category.
 * Title and CTA are required. Schema and editor inputs here (pure: the visual editor loads them);
 * the renderer in render.tsx.
 */
import * as v from 'valibot';
import { EDITOR_LIMITS, maxItemsHook } from '@/lib/editor-limits';
import { CLUB_CATEGORIES, CLUB_QUANTITY_LABELS } from '@/lib/clubs';
import type { BlockRegistration, BuilderInput } from '../registry';
import { BACKGROUND_COLORS, BUTTON_DESIGNS, ButtonSchema, PhotoSchema } from '../schemas';

const required = (label: string) =>
  v.pipe(v.string(`${label} is required`), v.trim(), v.minLength(1, `${label} is required`));
const text = v.optional(v.string());
const flag = v.optional(v.boolean());
const background = v.optional(v.picklist(BACKGROUND_COLORS), 'None');
const dollars = v.pipe(v.number(), v.minValue(0));

const HeroImageSchema = v.looseObject({
  src: PhotoSchema,
  altText: text,
  disableImageOffsets: flag,
  background,
  customBackgroundImage: v.optional(PhotoSchema),
});

const ClubOptionSchema = v.looseObject({
  category: v.picklist(CLUB_CATEGORIES),
  clubDescription: text,
  images: v.optional(v.array(HeroImageSchema), []),
  priceRanges: v.optional(
    v.array(
      v.looseObject({ quantity: v.picklist(CLUB_QUANTITY_LABELS), min: dollars, max: dollars }),
    ),
    [],
  ),
});

export const ClubHeroSchema = v.looseObject({
  title: required('Title'),
  subTitle: text,
  categoryTitle: v.optional(v.string(), 'Choose your wines'),
  quantityTitle: v.optional(v.string(), 'Choose your bottles'),
  priceDescription: text,
  ctaButton: v.looseObject({ ...ButtonSchema.entries, text: required('CTA button text') }),
  clubs: v.optional(
    v.pipe(
      v.array(ClubOptionSchema),
      v.maxLength(EDITOR_LIMITS.clubs.max, EDITOR_LIMITS.clubs.message),
    ),
  ),
  // Builder settings version.
  images: v.optional(
    v.looseObject({
      leftSrc: v.optional(PhotoSchema),
      rightSrc: v.optional(PhotoSchema),
      altText: text,
      background,
      customBackgroundImage: v.optional(PhotoSchema),
      irBackground: flag,
      customBackgroundImageIR: v.optional(PhotoSchema),
    }),
  ),
  clubType: text,
  priceRange: v.optional(
    v.pipe(
      v.array(v.looseObject({ category: v.picklist(CLUB_CATEGORIES), min: dollars, max: dollars })),
      v.maxLength(EDITOR_LIMITS.clubs.max, EDITOR_LIMITS.clubs.message),
    ),
  ),
  disableImageOffsets: flag,
});
export type ClubHeroOptions = v.InferOutput<typeof ClubHeroSchema>;

const photo = (name: string, extra: Partial<BuilderInput> = {}): BuilderInput => ({
  name,
  type: 'file',
  allowedFileTypes: ['jpeg', 'jpg', 'png'],
  ...extra,
});
const pick = (name: string, options: readonly string[], extra: Partial<BuilderInput> = {}) => ({
  name,
  type: 'text',
  enum: options,
  ...extra,
});

export const clubHeroInputs: BuilderInput[] = [
  { name: 'title', type: 'string', required: true },
  { name: 'subTitle', type: 'string' },
  { name: 'categoryTitle', type: 'string', defaultValue: 'Choose your wines' },
  { name: 'quantityTitle', type: 'string', defaultValue: 'Choose your bottles' },
  { name: 'priceDescription', type: 'string' },
  {
    name: 'ctaButton',
    type: 'object',
    required: true,
    helperText: 'The link is built from the chosen club: /club/{n}-bottle-{category}',
    subFields: [
      { name: 'text', type: 'string', required: true, defaultValue: 'Join Now' },
      pick('design', BUTTON_DESIGNS, { defaultValue: 'red' }),
      { name: 'outlined', type: 'boolean', defaultValue: false },
      { name: 'ariaLabel', type: 'string' },
    ],
  },
  {
    name: 'clubs',
    type: 'list',
    helperText: `At most ${EDITOR_LIMITS.clubs.max} clubs`,
    onChange: maxItemsHook('clubs', EDITOR_LIMITS.clubs),
    subFields: [
      pick('category', CLUB_CATEGORIES, { required: true }),
      { name: 'clubDescription', type: 'longText' },
      {
        name: 'images',
        type: 'list',
        subFields: [
          photo('src', { required: true }),
          { name: 'altText', type: 'string' },
          { name: 'disableImageOffsets', type: 'boolean', defaultValue: false },
          pick('background', BACKGROUND_COLORS, { defaultValue: 'None' }),
          photo('customBackgroundImage'),
        ],
      },
      {
        name: 'priceRanges',
        type: 'list',
        subFields: [
          pick('quantity', CLUB_QUANTITY_LABELS, { required: true }),
          { name: 'min', type: 'number', required: true },
          { name: 'max', type: 'number', required: true },
        ],
      },
    ],
  },
  {
    name: 'images',
    type: 'object',
    helperText: 'Builder settings version: images shown for every category',
    subFields: [
      photo('leftSrc'),
      photo('rightSrc'),
      { name: 'altText', type: 'string' },
      pick('background', BACKGROUND_COLORS, { defaultValue: 'None' }),
      photo('customBackgroundImage'),
      { name: 'irBackground', type: 'boolean', defaultValue: false },
      photo('customBackgroundImageIR'),
    ],
  },
  { name: 'clubType', type: 'string', helperText: 'Builder settings version: membership type' },
  {
    name: 'priceRange',
    type: 'list',
    helperText: 'Builder settings version: one price range per category',
    onChange: maxItemsHook('priceRange', EDITOR_LIMITS.clubs),
    subFields: [
      pick('category', CLUB_CATEGORIES, { required: true }),
      { name: 'min', type: 'number', required: true },
      { name: 'max', type: 'number', required: true },
    ],
  },
  { name: 'disableImageOffsets', type: 'boolean', defaultValue: false },
];

export const clubHeroBlock: BlockRegistration = {
  schema: ClubHeroSchema,
  group: 'Hero',
  models: ['page', 'campaign', 'collection', 'symbol', 'clubs', 'subscriptions'],
  inputs: clubHeroInputs,
};
