import type { BuilderInput } from '../define';
import { type ContentModel } from '@/server/content/schema';
import { BUTTON_DESIGNS, BACKGROUND_COLORS, TEXT_BOX_DESIGNS } from './schemas';

// Models per menu: general blocks everywhere editors build pages; product blocks not on blog or
// recipes; the pencil banner and the pop-up only on their own models (later issues).
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

export const PRODUCT_MODELS: readonly ContentModel[] = [
  'product',
  'campaign',
  'collection',
  'symbol',
  'clubs',
  'subscriptions',
];

export const PHOTO = ['jpeg', 'jpg', 'png'] as const;

export const GRAPHIC = ['jpeg', 'jpg', 'png', 'svg'] as const;

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
  pick('design', BUTTON_DESIGNS, 'red'),
  bool('outlined'),
  link('href'),
  str('ariaLabel'),
  bool('isFileUpload', false, 'Link to an uploaded PDF instead of a page'),
  file('fileUpload', ['pdf']),
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

export const backgroundInput = (name = 'backgroundColor') => pick(name, BACKGROUND_COLORS, 'None');

export const thresholdInput = num('viewportThreshold', {
  defaultValue: 0.2,
  helperText: 'Share of the block visible before it animates in',
});

export const textBlockFields: BuilderInput[] = [
  pick('design', TEXT_BOX_DESIGNS, 'BlackCenter'),
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
  pick('horizontalPosition', ['left', 'center', 'right'], 'center'),
  pick('verticalPosition', ['top', 'center', 'bottom'], 'center'),
  bool('desktopDisableCrop'),
]);

export const productRef = (name = 'product') =>
  object(name, [
    str('slug', { required: true, helperText: 'Product slug in the commerce platform' }),
  ]);
