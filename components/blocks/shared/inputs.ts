import type { BuilderInput } from '../define';
import { type ContentModel } from '@/server/content/schema';
import * as v from 'valibot';
import {
  ButtonSchema,
  FILE_TYPES,
  TextBlockSchema,
  background,
  extensionsOf,
  hPos,
  vPos,
} from './schemas';

// Models per menu: general blocks everywhere editors build pages; product blocks not on blog or
// recipes; the pencil banner and the pop-up only on their own models.
export const PAGES: readonly ContentModel[] = [
  'page',
  'campaign',
  'collection',
  'product',
  'symbol',
  'clubs',
  'subscriptions',
];

export const EVERYWHERE: readonly ContentModel[] = [
  ...PAGES,
  'blog',
  'recipes',
  'recipes-heading',
  'author',
];

/** The club and subscription heroes: every page model but products. */
export const CLUB_PAGES: readonly ContentModel[] = [
  'page',
  'campaign',
  'collection',
  'symbol',
  'clubs',
  'subscriptions',
];

export const PRODUCT_MODELS: readonly ContentModel[] = [
  'product',
  'campaign',
  'collection',
  'symbol',
  'clubs',
  'subscriptions',
];

/** The editor's file pickers accept what the options schemas accept. */
export const PHOTO = extensionsOf(FILE_TYPES.photo);
export const GRAPHIC = extensionsOf(FILE_TYPES.graphic);
export const PDF = extensionsOf(FILE_TYPES.pdf);

export const str = (name: string, extra: Partial<BuilderInput> = {}): BuilderInput => ({
  name,
  type: 'string',
  ...extra,
});

export const rich = (name: string, extra: Partial<BuilderInput> = {}): BuilderInput => ({
  name,
  type: 'richText',
  ...extra,
});

export const bool = (name: string, defaultValue = false, helperText?: string): BuilderInput => ({
  name,
  type: 'boolean',
  defaultValue,
  ...(helperText ? { helperText } : {}),
});

export const num = (name: string, extra: Partial<BuilderInput> = {}): BuilderInput => ({
  name,
  type: 'number',
  ...extra,
});

type Picklist = v.PicklistSchema<v.PicklistOptions, v.ErrorMessage<v.PicklistIssue> | undefined>;

/**
 * A dropdown read from its options schema (a picklist, optionally with a default): the choices and
 * the default are written once, in the schema.
 */
export function choice(
  name: string,
  schema: Picklist | v.OptionalSchema<Picklist, v.Default<Picklist, undefined>>,
  helperText?: string,
): BuilderInput {
  const picklist = 'wrapped' in schema ? schema.wrapped : schema;
  const fallback = 'wrapped' in schema ? v.getDefault(schema) : undefined;
  return pick(
    name,
    picklist.options.map(String),
    typeof fallback === 'string' ? fallback : undefined,
    helperText,
  );
}

export const pick = (
  name: string,
  options: readonly string[],
  defaultValue?: string,
  helperText?: string,
): BuilderInput => ({
  name,
  // Builder has no 'enum' input type: a text input with an enum shows a dropdown.
  type: 'text',
  enum: options,
  ...(defaultValue ? { defaultValue } : {}),
  ...(helperText ? { helperText } : {}),
});

export const file = (
  name: string,
  types: readonly string[] = PHOTO,
  extra: Partial<BuilderInput> = {},
): BuilderInput => ({
  name,
  type: 'file',
  allowedFileTypes: types,
  ...extra,
});

export const link = (name: string, extra: Partial<BuilderInput> = {}): BuilderInput => ({
  name,
  type: 'url',
  helperText: 'Relative links start with /; http, https, mailto: and tel: links open in a new tab',
  ...extra,
});

export const object = (
  name: string,
  subFields: BuilderInput[],
  extra: Partial<BuilderInput> = {},
): BuilderInput => ({
  name,
  type: 'object',
  subFields,
  ...extra,
});

export const list = (
  name: string,
  subFields: BuilderInput[],
  extra: Partial<BuilderInput> = {},
): BuilderInput => ({
  name,
  type: 'list',
  subFields,
  ...extra,
});

export const buttonFields: BuilderInput[] = [
  str('text', { required: true }),
  choice('design', ButtonSchema.entries.design),
  bool('outlined'),
  link('href'),
  str('ariaLabel'),
  bool('isFileUpload', false, 'Link to an uploaded PDF instead of a page'),
  file('fileUpload', PDF),
  bool('disableNextLink', false, 'Force a full page load'),
  str('dataLayerName'),
  str('dataLayerValue'),
];

export const button = (name = 'button') => object(name, buttonFields);

export const buttonsInput = (name = 'buttons', extra: Partial<BuilderInput> = {}) =>
  list(name, buttonFields, extra);

export const imageRef = (name = 'image', types: readonly string[] = PHOTO) =>
  object(name, [file('image', types, { required: true }), str('altText')]);

export const altImage = (name = 'image') =>
  object(name, [file('src', PHOTO, { required: true }), file('mobileSrc'), str('altText')]);

export const backgroundInput = (name = 'backgroundColor') => choice(name, background);

export const thresholdInput = num('viewportThreshold', {
  defaultValue: 0.2,
  helperText: 'Share of the block visible before it animates in',
});

export const textBlockFields: BuilderInput[] = [
  choice('design', TextBlockSchema.entries.design),
  object('preEyebrow', [str('text'), str('textColor'), str('backgroundColor')]),
  str('preheader'),
  str('headline'),
  rich('body'),
  buttonsInput(),
  rich('footnote'),
  bool('isHeadingOne', false, 'Use the page heading (h1); one per page'),
  bool('disableAnimations'),
  thresholdInput,
];

export const heroFields: BuilderInput[] = [
  object('headline', [
    str('preheading'),
    str('heading', { required: true }),
    object('headingDesign', [str('color'), bool('secondaryFontEnabled')]),
    str('subheading'),
    str('subHeadingDesign'),
    bool('top'),
  ]),
  object('buttons', [button('primary'), button('secondary'), bool('top')]),
  bool('disableAnimations'),
  bool('enableHighQualityBgImage'),
];

export const heroBackground = object('backgroundImage', [
  file('image', PHOTO, { required: true }),
  file('mobileImage'),
  str('altText'),
  choice('horizontalPosition', hPos),
  choice('verticalPosition', vPos),
  bool('desktopDisableCrop'),
]);

export const productRef = (name = 'product') =>
  object(name, [
    str('slug', { required: true, helperText: 'Product slug in the commerce platform' }),
  ]);
