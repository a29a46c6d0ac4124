/**
 * Club hero block, both versions of the spec in one block:
 * - storefront: title, categoryTitle, clubs (max 3) with description, images and price ranges per
 *   quantity, quantityTitle, priceDescription, ctaButton;
 * - builder settings: title, subTitle, images (left/right), clubType, priceRange per category.
 * Title and CTA are required. The visitor's choices live in a small client island.
 */
import * as v from 'valibot';
import { EDITOR_LIMITS, maxItemsHook } from '@/lib/content/editor-limits';
import type { BuilderInput } from '../define';
import {
  BACKGROUND_COLORS,
  BUTTON_DESIGNS,
  ButtonSchema,
  PhotoSchema,
  background,
  flag,
  required,
  text,
} from '../shared/schemas';
import { CLUB_PAGES, PHOTO, file, pick } from '../shared/inputs';
import {
  CLUB_CATEGORIES,
  CLUB_QUANTITY_LABELS,
  categorySlug,
  defaultClubPriceRanges,
  type ClubType,
  type PriceRange,
} from '@/lib/club/clubs';
import { backgroundClass } from '../types';
import { BlockImage } from '../ui/block-image';
import { buttonClassName } from '../ui/block-button';
import { ClubHeroChooser } from '../lazy-islands';
import type { HeroClub } from '../hero-choosers';
import { defineBlock } from '../define';
import { claimHero } from '../shared/heroes';

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

const photo = (name: string, extra: Partial<BuilderInput> = {}) => file(name, PHOTO, extra);
const requiredPick = (name: string, options: readonly string[]): BuilderInput => ({
  ...pick(name, options),
  required: true,
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
      pick('design', BUTTON_DESIGNS, 'red'),
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
      requiredPick('category', CLUB_CATEGORIES),
      { name: 'clubDescription', type: 'longText' },
      {
        name: 'images',
        type: 'list',
        subFields: [
          photo('src', { required: true }),
          { name: 'altText', type: 'string' },
          { name: 'disableImageOffsets', type: 'boolean', defaultValue: false },
          pick('background', BACKGROUND_COLORS, 'None'),
          photo('customBackgroundImage'),
        ],
      },
      {
        name: 'priceRanges',
        type: 'list',
        subFields: [
          requiredPick('quantity', CLUB_QUANTITY_LABELS),
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
      pick('background', BACKGROUND_COLORS, 'None'),
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
      requiredPick('category', CLUB_CATEGORIES),
      { name: 'min', type: 'number', required: true },
      { name: 'max', type: 'number', required: true },
    ],
  },
  { name: 'disableImageOffsets', type: 'boolean', defaultValue: false },
];

export interface NormalizedClub extends HeroClub {
  images: { src: string; altText?: string; offset: boolean }[];
}

/**
 * One shape for both versions. Builder settings: its price range applies to every bottle count;
 * its left and right images show for every category. With neither, the three club types with the
 * catalog's price ranges.
 */
export function normalizeClubHero(options: ClubHeroOptions): NormalizedClub[] {
  if (options.clubs?.length) {
    return options.clubs.map((club) => ({
      category: club.category,
      description: club.clubDescription,
      priceRanges: club.priceRanges,
      images: club.images.map((image) => ({
        src: image.src,
        altText: image.altText,
        offset: !(image.disableImageOffsets ?? options.disableImageOffsets),
      })),
    }));
  }
  const shared = [options.images?.leftSrc, options.images?.rightSrc]
    .filter((src): src is string => Boolean(src))
    .map((src) => ({
      src,
      altText: options.images?.altText,
      offset: !options.disableImageOffsets,
    }));
  const ranges: { category: string; ranges: PriceRange[] }[] = options.priceRange?.length
    ? options.priceRange.map((range) => ({
        category: range.category,
        ranges: CLUB_QUANTITY_LABELS.map((quantity) => ({
          quantity,
          min: range.min,
          max: range.max,
        })),
      }))
    : CLUB_CATEGORIES.map((category) => ({
        category,
        ranges: defaultClubPriceRanges(categorySlug(category) as ClubType),
      }));
  return ranges.map(({ category, ranges: priceRanges }) => ({
    category,
    priceRanges,
    images: shared,
  }));
}

export const ClubHeroDefinition = defineBlock({
  name: 'ClubHero',
  schema: ClubHeroSchema,
  group: 'Hero',
  models: CLUB_PAGES,
  inputs: clubHeroInputs,
  render: (options, _children, context) => {
    const clubs = normalizeClubHero(options);
    // The first hero of a page is its heading (h1) and preloads its image.
    const preload = claimHero(context);
    const Heading = preload ? 'h1' : 'h2';
    const images = Object.fromEntries(
      clubs.map((club) => [
        club.category,
        <div key={club.category} className="flex justify-center gap-4">
          {club.images.map((image, index) => (
            <BlockImage
              key={image.src}
              src={image.src}
              alt={image.altText}
              width={600}
              height={720}
              sizes="(min-width: 768px) 25vw, 50vw"
              hero={preload && index === 0 && club === clubs[0]}
              className={`h-auto w-1/2 rounded object-cover ${image.offset && index === 1 ? 'mt-12' : ''}`}
            />
          ))}
        </div>,
      ]),
    );
    return (
      <section
        className={`px-4 py-12 md:px-8 ${backgroundClass(options.images?.background)}`}
        aria-labelledby={`club-hero-${categorySlug(options.title)}`}
      >
        <div className="mx-auto max-w-[1440px]">
          <header className="mb-8 text-center">
            <Heading
              id={`club-hero-${categorySlug(options.title)}`}
              className="font-serif text-4xl"
            >
              {options.title}
            </Heading>
            {options.subTitle ? <p className="mt-3 text-neutral-700">{options.subTitle}</p> : null}
          </header>
          <ClubHeroChooser
            clubs={clubs.map(({ category, description, priceRanges }) => ({
              category,
              description,
              priceRanges,
            }))}
            quantities={[...CLUB_QUANTITY_LABELS]}
            categoryTitle={options.categoryTitle}
            quantityTitle={options.quantityTitle}
            priceDescription={options.priceDescription}
            cta={{ text: options.ctaButton.text, ariaLabel: options.ctaButton.ariaLabel }}
            ctaClassName={buttonClassName(options.ctaButton)}
            images={images}
          />
        </div>
      </section>
    );
  },
});
