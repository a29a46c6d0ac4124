import * as v from 'valibot';
import {
  INVALID_LINK_MESSAGE,
  INVALID_LOGO_LINK_MESSAGE,
  isValidLink,
  isValidLogoLink,
} from '@/lib/content/links';

export const text = v.optional(v.string());

export const flag = v.optional(v.boolean());

export const required = (label: string) =>
  v.pipe(v.string(`${label} is required`), v.trim(), v.minLength(1, `${label} is required`));

export const LinkSchema = v.pipe(v.string(), v.check(isValidLink, INVALID_LINK_MESSAGE));

export const optionalLink = v.optional(v.union([v.literal(''), LinkSchema]));

export const LogoLinkSchema = v.pipe(
  v.string(),
  v.check((href) => isValidLogoLink(href), INVALID_LOGO_LINK_MESSAGE),
);

export const extensionOf = (src: string) =>
  (src.split(/[?#]/)[0] ?? '').split('.').pop()?.toLowerCase() ?? '';

/** The file types an image field accepts: most images jpeg or png; icons and logos also svg. */
export const FILE_TYPES = {
  photo: ['jpeg', 'png'],
  graphic: ['jpeg', 'png', 'svg'],
  pdf: ['pdf'],
} as const;

/** The extensions a file type list accepts (a jpeg may be named .jpg): the editor's file picker. */
export const extensionsOf = (types: readonly string[]): string[] =>
  types.flatMap((type) => (type === 'jpeg' ? ['jpeg', 'jpg'] : [type]));

export function imageFile(types: readonly string[], label = 'Image') {
  const allowed = extensionsOf(types);
  return v.pipe(
    v.string(),
    v.minLength(1, `${label} is required`),
    v.check(
      (src) => allowed.includes(extensionOf(src)),
      `${label} must be a ${types.join(' or ')} file`,
    ),
  );
}

/** Most images: jpeg or png. */
export const PhotoSchema = imageFile(FILE_TYPES.photo);

/** Icons and logos may also be svg. */
export const GraphicSchema = imageFile(FILE_TYPES.graphic);

export const PdfSchema = imageFile(FILE_TYPES.pdf, 'File');

export const BUTTON_DESIGNS = [
  'red',
  'gold',
  'gray',
  'white',
  'white-red',
  'underline',
  'link',
  'darkRed',
  'darkGray',
] as const;

export const ButtonSchema = v.looseObject({
  text: required('Button text'),
  design: v.optional(v.picklist(BUTTON_DESIGNS), 'red'),
  outlined: flag,
  href: optionalLink,
  ariaLabel: text,
  isFileUpload: flag,
  fileUpload: v.optional(PdfSchema),
  disableNextLink: flag,
  dataLayerName: text,
  dataLayerValue: text,
});

export type ButtonOptions = v.InferOutput<typeof ButtonSchema>;

export const buttons = v.optional(v.array(ButtonSchema), []);

export const ImageRefSchema = v.looseObject({ image: PhotoSchema, altText: text });

export const AltImageSchema = v.looseObject({
  src: PhotoSchema,
  mobileSrc: v.optional(PhotoSchema),
  altText: text,
});

export const BACKGROUND_COLORS = ['None', 'Gray', 'White', 'Red', 'Gold', 'Ash', 'Black'] as const;

export const background = v.optional(v.picklist(BACKGROUND_COLORS), 'None');

export const hPos = v.optional(v.picklist(['left', 'center', 'right']), 'center');

export const vPos = v.optional(v.picklist(['top', 'center', 'bottom']), 'center');

export const threshold = v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0.2);

export const html = v.optional(v.string());

export const TEXT_BOX_DESIGNS = [
  'GoldLeft',
  'BlackGoldLeft',
  'BlackCenter',
  'WhiteCenter',
  'GoldCenter',
] as const;

export const TextBlockSchema = v.looseObject({
  design: v.optional(v.picklist(TEXT_BOX_DESIGNS), 'BlackCenter'),
  preEyebrow: v.optional(
    v.looseObject({ text: v.string(), textColor: text, backgroundColor: text }),
  ),
  preheader: text,
  headline: v.optional(v.union([v.string(), v.looseObject({ text: v.string(), textColor: text })])),
  body: html,
  buttons,
  footnote: html,
  isHeadingOne: flag,
  disableAnimations: flag,
  viewportThreshold: threshold,
});

export type TextBlockOptions = v.InferOutput<typeof TextBlockSchema>;

export const Headline = v.looseObject({
  preheading: text,
  heading: required('Hero heading'),
  headingDesign: v.optional(v.looseObject({ color: text, secondaryFontEnabled: flag })),
  subheading: text,
  subHeadingDesign: text,
  top: flag,
});

export const HeroBackground = v.looseObject({
  image: PhotoSchema,
  mobileImage: v.optional(PhotoSchema),
  altText: text,
  horizontalPosition: hPos,
  verticalPosition: vPos,
  desktopDisableCrop: flag,
});

export const heroCommon = {
  headline: Headline,
  buttons: v.optional(
    v.looseObject({
      primary: v.optional(ButtonSchema),
      secondary: v.optional(ButtonSchema),
      top: flag,
    }),
  ),
  disableAnimations: flag,
  enableHighQualityBgImage: flag,
};

export const HeroHeadlineSchema = v.looseObject({ ...heroCommon, backgroundColor: background });

export const ICONS = [
  'Accommodations',
  'Discounts',
  'Exclusive',
  'Invitation',
  'Glass',
  'Grape',
  'Calendar',
  'Pin',
  'Truck',
] as const;

export const ProductRef = v.looseObject({ slug: required('Product') });
