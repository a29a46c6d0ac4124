/**
 * valibot schemas of every block's options (blocks spec section 3), with the rules of section 5:
 * required fields, editor limits, the link rule and file types. Pure: used by the renderer (each
 * block's options are parsed before it renders), by `npm run content:check`, and by unit tests.
 * Unknown extra options are allowed (loose objects): the builder adds its own bookkeeping keys.
 */
import * as v from 'valibot';
import { EDITOR_LIMITS, checkTieredDiscount } from '@/lib/editor-limits';
import {
  INVALID_LINK_MESSAGE,
  INVALID_LOGO_LINK_MESSAGE,
  isValidLink,
  isValidLogoLink,
} from '@/lib/links';
import { VISIBILITY_ROLES } from '@/lib/visibility';
import { SPACER_CUSTOM_PX } from '@/lib/spacer';
import { BlockSchema } from '@/server/content/schema';

// --- shared pieces -----------------------------------------------------------------------------

const text = v.optional(v.string());
const flag = v.optional(v.boolean());
const required = (label: string) =>
  v.pipe(v.string(`${label} is required`), v.trim(), v.minLength(1, `${label} is required`));

export const LinkSchema = v.pipe(v.string(), v.check(isValidLink, INVALID_LINK_MESSAGE));
const optionalLink = v.optional(v.union([v.literal(''), LinkSchema]));
export const LogoLinkSchema = v.pipe(
  v.string(),
  v.check((href) => isValidLogoLink(href), INVALID_LOGO_LINK_MESSAGE),
);

const extensionOf = (src: string) =>
  (src.split(/[?#]/)[0] ?? '').split('.').pop()?.toLowerCase() ?? '';
function imageFile(types: readonly string[], label = 'Image') {
  const allowed = types.flatMap((type) => (type === 'jpeg' ? ['jpeg', 'jpg'] : [type]));
  return v.pipe(
    v.string(),
    v.minLength(1, `${label} is required`),
    v.check(
      (src) => allowed.includes(extensionOf(src)),
      `${label} must be a ${types.join(' or ')} file`,
    ),
  );
}
/** Most images: jpeg or png (spec section 5). */
export const PhotoSchema = imageFile(['jpeg', 'png']);
/** Icons and logos may also be svg. */
export const GraphicSchema = imageFile(['jpeg', 'png', 'svg']);
const PdfSchema = imageFile(['pdf'], 'File');

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
const buttons = v.optional(v.array(ButtonSchema), []);

export const ImageRefSchema = v.looseObject({ image: PhotoSchema, altText: text });
const AltImageSchema = v.looseObject({
  src: PhotoSchema,
  mobileSrc: v.optional(PhotoSchema),
  altText: text,
});

export const BACKGROUND_COLORS = ['None', 'Gray', 'White', 'Red', 'Gold', 'Ash', 'Black'] as const;
const background = v.optional(v.picklist(BACKGROUND_COLORS), 'None');
const hPos = v.optional(v.picklist(['left', 'center', 'right']), 'center');
const vPos = v.optional(v.picklist(['top', 'center', 'bottom']), 'center');
const threshold = v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0.2);
const html = v.optional(v.string());

const maxItems = <T extends v.GenericSchema>(item: T, limit: { max: number; message: string }) =>
  v.optional(v.pipe(v.array(item), v.maxLength(limit.max, limit.message)), []);

// --- blocks --------------------------------------------------------------------------------------

export const TEXT_BOX_DESIGNS = [
  'GoldLeft',
  'BlackGoldLeft',
  'BlackCenter',
  'WhiteCenter',
  'GoldCenter',
] as const;
export const TEXT_MEDIA_DESIGNS = ['text-top', 'text-left', 'text-right', 'text-bottom'] as const;

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

export const TextSchema = v.looseObject({ text: v.string() });

export const ButtonListSchema = v.looseObject({
  buttons: v.pipe(
    v.array(ButtonSchema),
    v.minLength(1, 'Please add at least one button in a list'),
  ),
  alignment: v.optional(v.picklist(['left', 'center', 'right']), 'center'),
});

export const AccordionContainerSchema = v.looseObject({
  title: required('Accordion title'),
  isMultipleExpandable: flag,
  id: text,
});
export const AccordionItemSchema = v.looseObject({
  accordionItemTitle: required('Accordion item title'),
});

export const CtaBreakerSchema = v.looseObject({
  showIntro: flag,
  intro: v.optional(v.looseObject({ title: text, body: html })),
  backgroundColor: background,
  image: v.optional(v.looseObject({ image: PhotoSchema, altText: text, offset: flag })),
  headline: text,
  title: text,
  button: v.optional(ButtonSchema),
  altButton: v.optional(ButtonSchema),
});

export const CtaGridSchema = v.looseObject({
  title: text,
  subtitle: text,
  posts: v.optional(
    v.array(
      v.looseObject({
        url: LinkSchema,
        thumbnail: ImageRefSchema,
        title: required('Post title'),
        description: text,
      }),
    ),
    [],
  ),
  button: v.optional(ButtonSchema),
});

export const TextMediaCtaBreakerSchema = v.looseObject({
  overflow: flag,
  ariaLabel: text,
  texts: v.pipe(
    v.array(
      v.looseObject({
        eyebrow: required('Eyebrow'),
        title: required('Title'),
        body: html,
        button: ButtonSchema,
        image: ImageRefSchema,
      }),
    ),
    v.minLength(1, 'Please add at least one item'),
  ),
});

export const EmbedDestiniMapSchema = v.looseObject({
  destiniMapUrl: v.pipe(v.string(), v.url('destiniMapUrl must be an absolute URL')),
  buttonText: v.optional(v.string(), 'Click to interact'),
  destiniTitle: v.optional(v.string(), 'Store locator'),
  locatorId: text,
  alphaCode: text,
  locatorName: text,
  clientId: text,
});
export const DestiniFindProductSchema = EmbedDestiniMapSchema;

export const EmbedFriendBuySchema = v.looseObject({ htmlId: required('htmlId') });

const playerColor = v.optional(
  v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{3,8}$/, 'playerColor is a hex colour without #')),
);
export const EmbedVimeoPlayerSchema = v.looseObject({
  title: text,
  subtitle: text,
  vimeoId: v.pipe(v.number('vimeoId is a number'), v.integer()),
  isHero: flag,
  vimeoIframeTitle: v.optional(v.string(), 'Video'),
  mobileVimeoId: v.optional(v.number()),
  mobileVimeoIframeTitle: text,
  imageOverlay: v.optional(ImageRefSchema),
  fullWidth: flag,
  autoplay: flag,
  enableAnalytics: flag,
  disablePlayerControls: flag,
  disableAnimations: flag,
  playerColor,
  muted: v.optional(v.boolean(), true),
});
export const EmbedYouTubePlayerSchema = v.looseObject({
  title: text,
  subtitle: text,
  youtubeId: v.pipe(v.string(), v.regex(/^[\w-]{6,20}$/, 'youtubeId is a YouTube video id')),
  iframeTitle: v.optional(v.string(), 'Video'),
  imageOverlay: v.optional(ImageRefSchema),
  fullWidth: flag,
  muted: v.optional(v.boolean(), true),
});

export const FaqsSchema = v.looseObject({
  isFilterEnabled: flag,
  hasAll: v.optional(v.boolean(), true),
  faqFilterTags: v.optional(v.array(v.looseObject({ tag: v.string() })), []),
  questions: v.array(
    v.looseObject({
      question: required('Question'),
      answer: required('Answer'),
      filters: v.optional(v.array(v.looseObject({ filter: v.string() })), []),
    }),
  ),
});

export const GALLERY_STYLES = [
  '4-4-repeat',
  '3-2-4-repeat',
  '3-3-repeat',
  'instagram',
  'masonry',
] as const;
const GalleryImageItem = v.looseObject({
  image: PhotoSchema,
  altText: text,
  link: optionalLink,
  ariaLabel: text,
});
export const GalleryImageSchema = v.pipe(
  v.looseObject({
    title: text,
    subtitle: text,
    style: v.optional(v.picklist(GALLERY_STYLES), '4-4-repeat'),
    socialText: text,
    images: v.optional(v.array(GalleryImageItem), []),
  }),
  v.check(
    (gallery) =>
      gallery.style !== 'masonry' || gallery.images.length <= EDITOR_LIMITS.masonryImages.max,
    EDITOR_LIMITS.masonryImages.message,
  ),
);

export const ImageSchema = v.looseObject({
  title: text,
  images: v.pipe(
    v.array(v.looseObject({ image: PhotoSchema, altText: text, caption: text })),
    v.minLength(1, 'Please add at least one image'),
  ),
  fullWidth: flag,
  disableLazyLoad: flag,
  preload: flag,
});

export const ImageTextOverlaySchema = v.looseObject({
  design: v.optional(v.picklist(['left', 'center', 'right']), 'center'),
  isHero: flag,
  image: AltImageSchema,
  textBlock: v.optional(TextBlockSchema),
});

export const ImageWithChildrenSchema = v.looseObject({
  image: AltImageSchema,
  minHeight: v.optional(v.number(), 420),
});

export const LogoListSchema = v.looseObject({
  logos: v.array(
    v.looseObject({
      image: GraphicSchema,
      url: v.optional(LogoLinkSchema),
      altText: required('Logo alt text'),
    }),
  ),
  disableBackgroundColor: flag,
  viewportThreshold: threshold,
});

export const QuoteListSchema = v.looseObject({
  type: v.optional(v.picklist(['PICTURE', 'SIGNATURE', 'REVIEW']), 'REVIEW'),
  offWhiteBackground: flag,
  bodyColor: text,
  quotes: v.array(
    v.looseObject({
      title: text,
      body: required('Quote body'),
      author: text,
      authorInfo: text,
      image: v.optional(AltImageSchema),
      button: v.optional(ButtonSchema),
    }),
  ),
});

const TextImageImage = v.looseObject({
  src: PhotoSchema,
  altText: text,
  stretch: flag,
  left: flag,
  defaultWidth: v.optional(v.number()),
});
export const TextImageSchema = v.looseObject({
  design: v.optional(v.picklist(TEXT_MEDIA_DESIGNS), 'text-left'),
  eyebrow: text,
  title: text,
  subtitle: text,
  body: html,
  buttons,
  image: TextImageImage,
  brandImage: v.optional(AltImageSchema),
  bottomImage: v.optional(AltImageSchema),
});
export const TextImageMasonrySchema = v.looseObject({
  eyebrow: text,
  title: text,
  body: html,
  buttons,
  images: v.pipe(
    v.array(ImageRefSchema),
    v.maxLength(EDITOR_LIMITS.masonryImages.max, EDITOR_LIMITS.masonryImages.message),
  ),
});
export const TextImageSidebarSchema = v.looseObject({
  text: required('Text'),
  image: v.looseObject({ src: PhotoSchema, altText: text }, 'Image is required'),
  sideBarText: html,
});

export const TextListSchema = v.looseObject({
  title: text,
  items: v.array(v.looseObject({ title: required('Item title'), body: html })),
  numbered: flag,
});

export const TableSchema = v.looseObject({
  caption: text,
  headers: v.array(v.string()),
  rows: v.array(v.array(v.string())),
});

const styled = v.looseObject({ text: v.string(), font: text, color: text });
export const TieredDiscountListSchema = v.looseObject({
  design: v.optional(
    v.picklist(['hero-tiered-discount', 'hero-tiered-discount-alt']),
    'hero-tiered-discount',
  ),
  items: v.array(
    v.looseObject({
      eyebrow: v.optional(styled),
      percent: v.pipe(
        v.looseObject({
          value: v.number(),
          showSymbol: flag,
          showDollarSign: flag,
          showPlusSign: flag,
          font: text,
          color: text,
        }),
        v.check(
          (percent) => checkTieredDiscount(percent) === undefined,
          EDITOR_LIMITS.tieredDiscount.message,
        ),
      ),
      description: v.optional(styled),
    }),
  ),
});

const spacerSize = v.optional(v.union([v.number(), v.literal('custom')]));
const spacerPx = v.optional(
  v.pipe(
    v.number(),
    v.minValue(SPACER_CUSTOM_PX.min, EDITOR_LIMITS.spacerCustom.message),
    v.maxValue(SPACER_CUSTOM_PX.max, EDITOR_LIMITS.spacerCustom.message),
  ),
);
export const SpacerSchema = v.looseObject({
  desktop: spacerSize,
  tablet: spacerSize,
  mobile: spacerSize,
  desktopCustom: spacerPx,
  tabletCustom: spacerPx,
  mobileCustom: spacerPx,
  line: flag,
});

export const SocialHeaderSchema = v.looseObject({
  title: text,
  links: v.array(
    v.looseObject({
      network: v.picklist(['instagram', 'facebook', 'x', 'youtube', 'pinterest']),
      url: LogoLinkSchema,
    }),
  ),
});

export const StickySubNavigationSchema = v.looseObject({
  title: text,
  buttons: maxItems(ButtonSchema, EDITOR_LIMITS.stickyButtons),
});
export const SubNavSchema = v.looseObject({
  navItems: v.array(v.looseObject({ label: required('Label'), href: LinkSchema })),
  skipNavLink: flag,
  enableTransitions: flag,
});

const Headline = v.looseObject({
  preheading: text,
  heading: required('Hero heading'),
  headingDesign: v.optional(v.looseObject({ color: text, secondaryFontEnabled: flag })),
  subheading: text,
  subHeadingDesign: text,
  top: flag,
});
const HeroBackground = v.looseObject({
  image: PhotoSchema,
  mobileImage: v.optional(PhotoSchema),
  altText: text,
  horizontalPosition: hPos,
  verticalPosition: vPos,
  desktopDisableCrop: flag,
});
const heroCommon = {
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
export const HeroOverlaySchema = v.looseObject({
  ...heroCommon,
  backgroundImage: HeroBackground,
  imageOverlay: v.optional(
    v.looseObject({ image: GraphicSchema, altText: text, offsetTop: flag, offsetBottom: flag }),
  ),
});
export const HeroTwoColumnsSchema = v.looseObject({
  ...heroCommon,
  image: AltImageSchema,
  body: html,
  imageLeft: flag,
});
export const HeroTextListSchema = v.looseObject({
  ...heroCommon,
  backgroundImage: v.optional(HeroBackground),
  list: v.array(v.looseObject({ title: required('Title'), body: html })),
});
export const HeroMultiMediaSchema = v.looseObject({
  ...heroCommon,
  media: v.pipe(
    v.array(AltImageSchema),
    v.minLength(1, 'Please add at least one image'),
    v.maxLength(3, 'maximum images is 3'),
  ),
});

export const FilterableTextMediaSchema = v.looseObject({
  isFilterEnabled: flag,
  hasAllTag: v.optional(v.boolean(), true),
  headline: text,
  ariaLabel: text,
  textMediaList: v.array(
    v.looseObject({
      tags: v.optional(v.array(v.looseObject({ tag: v.string() })), []),
      headline: required('Headline'),
      body: html,
      details: v.optional(
        v.array(v.looseObject({ icon: v.optional(GraphicSchema), body: v.string() })),
        [],
      ),
      button: v.optional(ButtonSchema),
      images: v.optional(v.array(ImageRefSchema), []),
    }),
  ),
});

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
export const HeroIconListSchema = v.looseObject({
  headline: required('Hero heading'),
  backgroundImage: v.optional(HeroBackground),
  information: v.array(
    v.looseObject({
      icon: v.picklist(ICONS),
      title: required('Title'),
      description: text,
      link: v.optional(v.looseObject({ label: v.string(), URL: LinkSchema })),
    }),
  ),
  buttons,
  disableStickySubNavigation: flag,
});
export const IconListSchema = v.looseObject({
  heading: text,
  body: html,
  infoList: v.array(
    v.looseObject({
      assetType: v.optional(v.picklist(['icon', 'wineClub', 'customImageUpload']), 'icon'),
      icon: v.optional(v.picklist(ICONS)),
      wineClub: v.optional(v.picklist(['gold', 'red', 'black'])),
      customImageUpload: v.optional(GraphicSchema),
      isImageFullWidth: flag,
      imageAltText: text,
      eyebrow: text,
      heading: required('Heading'),
      body: html,
      button1: v.optional(ButtonSchema),
      button2: v.optional(ButtonSchema),
      isLinkedToRestrictedClub: flag,
      restrictedClubButton: v.optional(ButtonSchema),
    }),
  ),
  button: v.optional(ButtonSchema),
  fullWidth: flag,
});

export const TradeMediaListSchema = v.looseObject({
  title: text,
  tradeList: v.array(
    v.looseObject({
      image: v.optional(ImageRefSchema),
      isImageFullWidth: flag,
      date: text,
      title: required('Title'),
      body: html,
      buttonList: buttons,
    }),
  ),
});

const ZipSchema = v.pipe(
  v.string(),
  v.minLength(1, 'zipcode is required'),
  v.maxLength(EDITOR_LIMITS.zipCode.max, EDITOR_LIMITS.zipCode.message),
);
export const MapSchema = v.looseObject({
  locations: v.pipe(
    v.array(
      v.looseObject({
        image: v.optional(
          v.looseObject({ backgroundImage: flag, src: PhotoSchema, altText: text }),
        ),
        addressInfo: v.looseObject({
          name: required('name'),
          street: required('street'),
          city: required('city'),
          state: v.literal('CA', 'Map state only CA'),
          zipcode: ZipSchema,
        }),
        locationInfo: html,
        button: v.optional(v.looseObject({ text: v.string(), url: LinkSchema })),
      }),
    ),
    v.minLength(1, 'Please add at least one location'),
  ),
  buttonText: v.optional(v.string(), 'Click to interact'),
});

export const CalendarEmbedSchema = v.looseObject({
  calendarID: required('calendarID'),
  title: v.optional(v.string(), 'Events calendar'),
});
export const LeadFormEmbedSchema = v.looseObject({
  leadFormId: required('leadFormId'),
  publicKey: text,
  title: v.optional(v.string(), 'Form'),
});

export const ContainerSchema = v.looseObject({
  id: text,
  backgroundImage: v.optional(
    v.looseObject({
      image: PhotoSchema,
      lazyLoad: v.optional(v.boolean(), true),
      horizontalPosition: hPos,
      verticalPosition: vPos,
    }),
  ),
  visibility: v.optional(v.picklist(VISIBILITY_ROLES), 'All'),
  designVariants: v.optional(v.picklist(['default', 'narrow', 'wide', 'full']), 'default'),
  backgroundColor: v.optional(v.picklist(['transparent', '#fafafa']), 'transparent'),
});
export const SectionWithChildrenSchema = v.looseObject({
  id: text,
  backgroundImage: v.optional(
    v.looseObject({ image: PhotoSchema, horizontalPosition: hPos, verticalPosition: vPos }),
  ),
  backgroundColor: background,
  backgroundStyle: v.optional(v.picklist(['solid', 'half-top', 'half-bottom']), 'solid'),
});
export const ParallaxWrapperSchema = v.looseObject({
  image: PhotoSchema,
  altText: text,
  speed: v.optional(v.number(), 0.3),
});

export const ContentListSchema = v.looseObject({
  contentModel: v.optional(v.picklist(['BLOG', 'RECIPES']), 'BLOG'),
  title: text,
  subtitle: text,
  hideExcerpt: flag,
  pageSize: v.optional(v.number(), 9),
  showPagination: v.optional(v.boolean(), true),
  tag: text,
});

export const BlogHeroSchema = v.looseObject({
  title: required('Title'),
  date: text,
  backgroundColor: background,
  backgroundImage: v.looseObject({ src: PhotoSchema, altText: text, isMaxWidth: flag }),
  showShareIcons: v.optional(v.boolean(), true),
  canonicalUrl: text,
});

const ReferenceOption = v.looseObject({ id: v.string(), model: text });
export const RecipesDisplaySchema = v.looseObject({
  header: text,
  recipeItems: v.array(v.looseObject({ recipe: ReferenceOption })),
});

const ProductRef = v.looseObject({ slug: required('Product') });
export const ProductDisplaySchema = v.looseObject({
  header: required('Header'),
  subHeader: text,
  designVariants: v.optional(v.picklist(['default', 'dark']), 'default'),
  enableStackedCardLayout: flag,
  cardType: v.optional(v.picklist(['AddToCart', 'Descriptive']), 'AddToCart'),
  productsReference: v.pipe(
    v.array(v.looseObject({ product: ProductRef })),
    v.minLength(1, 'Please add at least one product'),
    v.maxLength(EDITOR_LIMITS.products.max, EDITOR_LIMITS.products.message),
  ),
  showPrice: v.optional(v.boolean(), true),
  showAddToCart: v.optional(v.boolean(), true),
  addToCartButtonOutlined: flag,
  showTeaser: flag,
  showAllocation: flag,
  hideMultiSelect: flag,
});
export const ProductHeroSchema = v.looseObject({
  product: v.optional(ProductRef),
  eyebrow: text,
  subTitle: text,
  background: background,
  customBackgroundImage: v.optional(PhotoSchema),
  bottlesInCase: v.optional(
    v.pipe(
      v.number(),
      v.integer(EDITOR_LIMITS.bottlesInCase.message),
      v.minValue(EDITOR_LIMITS.bottlesInCase.min, EDITOR_LIMITS.bottlesInCase.message),
      v.maxValue(EDITOR_LIMITS.bottlesInCase.max, EDITOR_LIMITS.bottlesInCase.message),
    ),
    1,
  ),
  disableStickySubNavigation: flag,
  disableRobots: flag,
  disableImageOffsets: flag,
  disableAnimations: flag,
  customAllocationCTA: v.optional(ButtonSchema),
});
export const CollectionListSchema = v.looseObject({
  hideMultiSelect: flag,
  designVariants: v.optional(v.picklist(['default', 'dark']), 'default'),
  enableImageBackgroundColor: flag,
  collectionItems: v.array(
    v.looseObject({
      product: ProductRef,
      hasFullWidthProductCard: flag,
      hasDarkBackgroundProductCard: flag,
    }),
  ),
});
export const VARIETALS = [
  'Cabernet Sauvignon',
  'Cabernet Franc',
  'Chardonnay',
  'Grenache',
  'Malbec',
  'Merlot',
  'Mourvèdre',
  'Orange Muscat',
  'Petit Verdot',
  'Petite Sirah',
  'Syrah',
  'Tempranillo',
  'Viognier',
  'Zinfandel',
  'OTHER',
] as const;
export const WINE_BODIES = ['Light', 'Medium Light', 'Medium', 'Medium Full', 'Full'] as const;
export const WineSpecsSchema = v.looseObject({
  header: text,
  composition: v.optional(
    v.array(
      v.looseObject({
        varietal: v.picklist(VARIETALS),
        otherVarietal: text,
        percentage: v.pipe(
          v.number(),
          v.integer(EDITOR_LIMITS.compositionPercentage.message),
          v.minValue(1, EDITOR_LIMITS.compositionPercentage.message),
          v.maxValue(100, EDITOR_LIMITS.compositionPercentage.message),
        ),
      }),
    ),
    [],
  ),
  body: v.picklist(WINE_BODIES, 'body is required'),
  details: v.optional(
    v.array(
      v.looseObject({
        category: v.optional(v.picklist(ICONS)),
        categoryTitle: text,
        description: required('description'),
      }),
    ),
    [],
  ),
  ctaLink: v.optional(ButtonSchema),
});
export const VirtualTastingHeroSchema = v.looseObject({
  product: v.optional(ProductRef),
  subTitle: required('subTitle'),
  descriptionTitle: required('descriptionTitle'),
  description: required('description'),
  customBackgroundImage: v.optional(PhotoSchema),
  background: background,
  location: text,
  date: text,
});

/** A block that throws on purpose: proves the per-block fallback in browser tests. */
export const ErrorProbeSchema = v.looseObject({
  message: v.optional(v.string(), 'ErrorProbe failed on purpose'),
});

// --- pencil banner and pop-up (offered only on their own content models) -------------------------

export const PencilBannerSchema = v.looseObject({
  design: v.optional(v.picklist(['red', 'gold', 'black']), 'red'),
  bannerType: v.optional(v.picklist(['default', 'countdown']), 'default'),
  endDate: v.optional(v.union([v.string(), v.number()])),
  text: required('Banner text'),
  url: optionalLink,
  hideCloseBtn: flag,
});

// --- Builder's built-in blocks (entries made with the editor's stock blocks) --------------------

const BuiltinBlocks = v.optional(v.array(v.lazy(() => BlockSchema)), []);

export const BuiltinColumnsSchema = v.looseObject({
  columns: v.optional(
    v.array(
      v.looseObject({
        blocks: BuiltinBlocks,
        width: v.optional(v.number()),
        link: v.optional(v.string()),
      }),
    ),
    [],
  ),
  space: v.optional(v.number(), 20),
  stackColumnsAt: v.optional(v.picklist(['tablet', 'mobile', 'never']), 'tablet'),
  reverseColumnsWhenStacked: flag,
});

export const BuiltinSectionSchema = v.looseObject({
  maxWidth: v.optional(v.number(), 1200),
  lazyLoad: flag,
});

export const BuiltinButtonSchema = v.looseObject({
  text: required('Button text'),
  link: optionalLink,
  openLinkInNewTab: flag,
});

/** Builder's stock Image: one `image` URL (any host Builder serves), not our `images` list. */
export const BuiltinImageSchema = v.looseObject({
  image: v.pipe(v.string(), v.minLength(1, 'Image is required')),
  altText: text,
  aspectRatio: v.optional(v.number()),
  backgroundSize: v.optional(v.picklist(['cover', 'contain']), 'cover'),
  lazy: v.optional(v.boolean(), true),
  width: v.optional(v.number()),
  height: v.optional(v.number()),
});
export const isBuiltinImage = (options: unknown): boolean =>
  typeof options === 'object' && options !== null && 'image' in options && !('images' in options);

export const BuiltinSymbolSchema = v.looseObject({
  symbol: v.looseObject({
    entry: v.optional(v.string()),
    model: v.optional(v.string(), 'symbol'),
    data: v.optional(v.record(v.string(), v.unknown())),
    content: v.optional(
      v.looseObject({
        id: v.optional(v.string()),
        data: v.optional(v.looseObject({ blocks: BuiltinBlocks })),
      }),
    ),
  }),
});

export const BuiltinFragmentSchema = v.looseObject({});

/** Built-in blocks the site renders, with their option schemas. */
export const BUILTIN_SCHEMAS: Record<string, v.GenericSchema<unknown, unknown>> = {
  Columns: BuiltinColumnsSchema,
  'Core:Section': BuiltinSectionSchema,
  'Core:Button': BuiltinButtonSchema,
  Symbol: BuiltinSymbolSchema,
  Fragment: BuiltinFragmentSchema,
};

/**
 * Built-ins the site does not render (skipped with a report): Embed and Custom Code would run
 * editor-written scripts, Video loads third-party media without a facade, the stock forms,
 * tabs, accordion and personalization containers have our own blocks instead.
 */
export const UNSUPPORTED_BUILTINS = [
  'Embed',
  'Custom Code',
  'Video',
  'Form:Form',
  'Form:Input',
  'Form:Select',
  'Form:SubmitButton',
  'Form:TextArea',
  'Builder:Accordion',
  'Builder: Tabs',
  'PersonalizationContainer',
  'Slot',
  'Raw:Img',
] as const;
