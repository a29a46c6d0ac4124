/**
 * The block registry handed to the page builder: for each block its options schema, insert-menu
 * group, the content models it is offered on, whether it takes children (and which), and its
 * editor inputs (types, defaults, enums, help text, and the `onChange` hooks of the editor limits).
 * Pure data: used by the server renderer, content:check and the visual editor alike.
 */
import type * as v from 'valibot';
import {
  EDITOR_LIMITS,
  exclusiveHook,
  integerRangeHook,
  maxItemsHook,
  maxLengthHook,
  pageSizeHook,
} from '@/lib/editor-limits';
import { VISIBILITY_ROLES } from '@/lib/visibility';
import type { ContentModel } from '@/server/content/schema';
import * as s from './schemas';
import * as contactForm from './contact-form/registration';
import * as formEmailSignup from './form-email-signup/registration';
import * as popUp from './pop-up/registration';

export const INSERT_GROUPS = [
  'General',
  'Layout',
  'Product',
  'Collection',
  'Special',
  'Hero',
] as const;
export type InsertGroup = (typeof INSERT_GROUPS)[number];

export interface BuilderInput {
  name: string;
  type: string;
  friendlyName?: string;
  defaultValue?: unknown;
  enum?: readonly string[];
  helperText?: string;
  required?: boolean;
  subFields?: BuilderInput[];
  allowedFileTypes?: readonly string[];
  onChange?: string;
  hideFromUI?: boolean;
  model?: string;
}

export interface BlockRegistration {
  schema: v.GenericSchema<unknown, unknown>;
  group: InsertGroup;
  models: readonly ContentModel[];
  inputs: BuilderInput[];
  canHaveChildren?: boolean;
  /** Only these child block names may be nested (section child restrictions). */
  childRequirements?: readonly string[];
  /** Hidden from insert menus (built-ins and test probes). */
  hidden?: boolean;
}

// Models per menu: general blocks everywhere editors build pages; product blocks not on blog or
// recipes; the pencil banner and the pop-up only on their own models (later issues).
const PAGES: readonly ContentModel[] = [
  'page',
  'campaign',
  'collection',
  'product',
  'symbol',
  'clubs',
  'subscriptions',
];
const EVERYWHERE: readonly ContentModel[] = [
  ...PAGES,
  'blog',
  'recipes',
  'recipes-heading',
  'author',
];
const PRODUCT_MODELS: readonly ContentModel[] = [
  'product',
  'campaign',
  'collection',
  'symbol',
  'clubs',
  'subscriptions',
];

const PHOTO = ['jpeg', 'jpg', 'png'] as const;
const GRAPHIC = ['jpeg', 'jpg', 'png', 'svg'] as const;

const str = (name: string, extra: Partial<BuilderInput> = {}): BuilderInput => ({
  name,
  type: 'string',
  ...extra,
});
const rich = (name: string, extra: Partial<BuilderInput> = {}): BuilderInput => ({
  name,
  type: 'richText',
  ...extra,
});
const bool = (name: string, defaultValue = false, helperText?: string): BuilderInput => ({
  name,
  type: 'boolean',
  defaultValue,
  ...(helperText ? { helperText } : {}),
});
const num = (name: string, extra: Partial<BuilderInput> = {}): BuilderInput => ({
  name,
  type: 'number',
  ...extra,
});
const pick = (
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
const file = (
  name: string,
  types: readonly string[] = PHOTO,
  extra: Partial<BuilderInput> = {},
): BuilderInput => ({
  name,
  type: 'file',
  allowedFileTypes: types,
  ...extra,
});
const link = (name: string, extra: Partial<BuilderInput> = {}): BuilderInput => ({
  name,
  type: 'url',
  helperText: 'Relative links start with /; http, https, mailto: and tel: links open in a new tab',
  ...extra,
});
const object = (
  name: string,
  subFields: BuilderInput[],
  extra: Partial<BuilderInput> = {},
): BuilderInput => ({
  name,
  type: 'object',
  subFields,
  ...extra,
});
const list = (
  name: string,
  subFields: BuilderInput[],
  extra: Partial<BuilderInput> = {},
): BuilderInput => ({
  name,
  type: 'list',
  subFields,
  ...extra,
});

const buttonFields: BuilderInput[] = [
  str('text', { required: true }),
  pick('design', s.BUTTON_DESIGNS, 'red'),
  bool('outlined'),
  link('href'),
  str('ariaLabel'),
  bool('isFileUpload', false, 'Link to an uploaded PDF instead of a page'),
  file('fileUpload', ['pdf']),
  bool('disableNextLink', false, 'Force a full page load'),
  str('dataLayerName'),
  str('dataLayerValue'),
];
const button = (name = 'button') => object(name, buttonFields);
const buttons = (name = 'buttons', extra: Partial<BuilderInput> = {}) =>
  list(name, buttonFields, extra);
const imageRef = (name = 'image', types: readonly string[] = PHOTO) =>
  object(name, [file('image', types, { required: true }), str('altText')]);
const altImage = (name = 'image') =>
  object(name, [file('src', PHOTO, { required: true }), file('mobileSrc'), str('altText')]);
const background = (name = 'backgroundColor') => pick(name, s.BACKGROUND_COLORS, 'None');
const threshold = num('viewportThreshold', {
  defaultValue: 0.2,
  helperText: 'Share of the block visible before it animates in',
});
const textBlockFields: BuilderInput[] = [
  pick('design', s.TEXT_BOX_DESIGNS, 'BlackCenter'),
  object('preEyebrow', [str('text'), str('textColor'), str('backgroundColor')]),
  str('preheader'),
  str('headline'),
  rich('body'),
  buttons(),
  rich('footnote'),
  bool('isHeadingOne', false, 'Use the page heading (h1); one per page'),
  bool('disableAnimations'),
  threshold,
];
const heroFields: BuilderInput[] = [
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
const heroBackground = object('backgroundImage', [
  file('image', PHOTO, { required: true }),
  file('mobileImage'),
  str('altText'),
  pick('horizontalPosition', ['left', 'center', 'right'], 'center'),
  pick('verticalPosition', ['top', 'center', 'bottom'], 'center'),
  bool('desktopDisableCrop'),
]);
const productRef = (name = 'product') =>
  object(name, [
    str('slug', { required: true, helperText: 'Product slug in the commerce platform' }),
  ]);
const embedFields: BuilderInput[] = [
  str('destiniMapUrl', { required: true }),
  str('buttonText', { defaultValue: 'Click to interact' }),
  str('destiniTitle', { hideFromUI: true }),
  str('locatorId'),
  str('alphaCode'),
  str('locatorName'),
  str('clientId'),
];

export const SECTION_CHILDREN = [
  'TextBlock',
  'TextImage',
  'Image',
  'ButtonList',
  'Spacer',
  'QuoteList',
  'IconList',
  'Text',
] as const;

export const BLOCKS: Record<string, BlockRegistration> = {
  Text: {
    schema: s.TextSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [rich('text')],
    hidden: true,
  },
  TextBlock: {
    schema: s.TextBlockSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: textBlockFields,
  },
  ButtonList: {
    schema: s.ButtonListSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      buttons('buttons', { helperText: 'Please add at least one button in a list' }),
      pick('alignment', ['left', 'center', 'right'], 'center'),
    ],
  },
  AccordionContainer: {
    schema: s.AccordionContainerSchema,
    group: 'Layout',
    models: EVERYWHERE,
    inputs: [
      str('title', { required: true }),
      bool('isMultipleExpandable'),
      str('id', { helperText: 'Anchor so links with #id reach it' }),
    ],
    canHaveChildren: true,
    childRequirements: ['AccordionItem'],
  },
  AccordionItem: {
    schema: s.AccordionItemSchema,
    group: 'Layout',
    models: EVERYWHERE,
    inputs: [str('accordionItemTitle', { required: true })],
    canHaveChildren: true,
  },
  CtaBreaker: {
    schema: s.CtaBreakerSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      bool('showIntro'),
      object('intro', [str('title'), rich('body')]),
      background(),
      object('image', [file('image', PHOTO), str('altText'), bool('offset')]),
      str('headline'),
      str('title'),
      button(),
      button('altButton'),
    ],
  },
  CtaGrid: {
    schema: s.CtaGridSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      str('title'),
      str('subtitle'),
      list('posts', [
        link('url', { required: true }),
        imageRef('thumbnail'),
        str('title', { required: true }),
        str('description'),
      ]),
      button(),
    ],
  },
  TextMediaCtaBreaker: {
    schema: s.TextMediaCtaBreakerSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      bool('overflow'),
      str('ariaLabel'),
      list(
        'texts',
        [
          str('eyebrow', { required: true }),
          str('title', { required: true }),
          rich('body'),
          { ...button(), required: true },
          { ...imageRef(), required: true },
        ],
        {
          helperText: 'More than one item renders as a slider',
        },
      ),
    ],
  },
  EmbedDestiniMap: {
    schema: s.EmbedDestiniMapSchema,
    group: 'Special',
    models: PAGES,
    inputs: embedFields,
  },
  DestiniFindProduct: {
    schema: s.DestiniFindProductSchema,
    group: 'Special',
    models: PAGES,
    inputs: embedFields,
  },
  EmbedFriendBuy: {
    schema: s.EmbedFriendBuySchema,
    group: 'Special',
    models: PAGES,
    inputs: [
      str('htmlId', {
        required: true,
        helperText:
          'Order confirmation: /profile/order-receipt/; club confirmation: /profile/club-membership/receipt/',
      }),
    ],
  },
  EmbedVimeoPlayer: {
    schema: s.EmbedVimeoPlayerSchema,
    group: 'Special',
    models: EVERYWHERE,
    inputs: [
      str('title'),
      str('subtitle'),
      num('vimeoId', { required: true }),
      bool('isHero'),
      str('vimeoIframeTitle'),
      num('mobileVimeoId'),
      str('mobileVimeoIframeTitle'),
      imageRef('imageOverlay'),
      bool('fullWidth'),
      bool('autoplay'),
      bool('enableAnalytics'),
      bool('disablePlayerControls'),
      bool('disableAnimations'),
      str('playerColor', { helperText: 'Hex colour without #' }),
      bool('muted', true),
    ],
  },
  EmbedYouTubePlayer: {
    schema: s.EmbedYouTubePlayerSchema,
    group: 'Special',
    models: EVERYWHERE,
    inputs: [
      str('title'),
      str('subtitle'),
      str('youtubeId', { required: true }),
      str('iframeTitle'),
      imageRef('imageOverlay'),
      bool('fullWidth'),
      bool('muted', true),
    ],
  },
  Faqs: {
    schema: s.FaqsSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      bool('isFilterEnabled'),
      bool('hasAll', true, 'Show an "All" filter'),
      list('faqFilterTags', [str('tag')]),
      list('questions', [
        str('question', { required: true }),
        rich('answer', { required: true }),
        list('filters', [str('filter')]),
      ]),
    ],
  },
  GalleryImage: {
    schema: s.GalleryImageSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      str('title'),
      str('subtitle'),
      pick('style', s.GALLERY_STYLES, '4-4-repeat'),
      str('socialText'),
      list(
        'images',
        [file('image', PHOTO, { required: true }), str('altText'), link('link'), str('ariaLabel')],
        {
          onChange: `if (options.get('style') === 'masonry') { ${maxItemsHook('images', EDITOR_LIMITS.masonryImages)} }`,
        },
      ),
    ],
  },
  Image: {
    schema: s.ImageSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      str('title'),
      list('images', [file('image', PHOTO, { required: true }), str('altText'), str('caption')]),
      bool('fullWidth'),
      bool('disableLazyLoad'),
      bool('preload'),
    ],
  },
  ImageTextOverlay: {
    schema: s.ImageTextOverlaySchema,
    group: 'Hero',
    models: EVERYWHERE,
    inputs: [
      pick('design', ['left', 'center', 'right'], 'center'),
      bool('isHero'),
      altImage(),
      object('textBlock', textBlockFields),
    ],
  },
  ImageWithChildren: {
    schema: s.ImageWithChildrenSchema,
    group: 'Layout',
    models: EVERYWHERE,
    inputs: [altImage(), num('minHeight', { defaultValue: 420 })],
    canHaveChildren: true,
  },
  LogoList: {
    schema: s.LogoListSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      list('logos', [
        file('image', GRAPHIC, { required: true }),
        { name: 'url', type: 'url', helperText: 'http/https only' },
        str('altText', { required: true }),
      ]),
      bool('disableBackgroundColor'),
      threshold,
    ],
  },
  QuoteList: {
    schema: s.QuoteListSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      pick('type', ['PICTURE', 'SIGNATURE', 'REVIEW'], 'REVIEW'),
      bool('offWhiteBackground'),
      str('bodyColor'),
      list('quotes', [
        str('title'),
        rich('body', { required: true }),
        str('author'),
        str('authorInfo'),
        altImage(),
        button(),
      ]),
    ],
  },
  TextImage: {
    schema: s.TextImageSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      pick('design', s.TEXT_MEDIA_DESIGNS, 'text-left'),
      str('eyebrow'),
      str('title'),
      str('subtitle'),
      rich('body'),
      buttons(),
      object('image', [
        file('src', PHOTO, { required: true }),
        str('altText'),
        bool('stretch'),
        bool('left'),
        num('defaultWidth'),
      ]),
      altImage('brandImage'),
      altImage('bottomImage'),
    ],
  },
  TextImageMasonry: {
    schema: s.TextImageMasonrySchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      str('eyebrow'),
      str('title'),
      rich('body'),
      buttons(),
      list('images', [file('image', PHOTO, { required: true }), str('altText')], {
        onChange: maxItemsHook('images', EDITOR_LIMITS.masonryImages),
      }),
    ],
  },
  TextImageSidebar: {
    schema: s.TextImageSidebarSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      rich('text', { required: true }),
      object('image', [file('src', PHOTO, { required: true }), str('altText')], { required: true }),
      rich('sideBarText'),
    ],
  },
  TextList: {
    schema: s.TextListSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      str('title'),
      list('items', [str('title', { required: true }), rich('body')]),
      bool('numbered'),
    ],
  },
  Table: {
    schema: s.TableSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      str('caption'),
      list('headers', [str('header')]),
      list('rows', [list('cells', [str('cell')])]),
    ],
  },
  TieredDiscountList: {
    schema: s.TieredDiscountListSchema,
    group: 'Hero',
    models: PAGES,
    inputs: [
      pick('design', ['hero-tiered-discount', 'hero-tiered-discount-alt'], 'hero-tiered-discount'),
      list('items', [
        object('eyebrow', [str('text'), str('font'), str('color')]),
        object(
          'percent',
          [
            num('value', { required: true }),
            bool('showSymbol'),
            bool('showDollarSign'),
            bool('showPlusSign'),
            str('font'),
            str('color'),
          ],
          {
            onChange: exclusiveHook(
              'percent',
              'showSymbol',
              'showDollarSign',
              EDITOR_LIMITS.tieredDiscount.message,
            ),
          },
        ),
        object('description', [str('text'), str('font'), str('color')]),
      ]),
    ],
  },
  Spacer: {
    schema: s.SpacerSchema,
    group: 'Layout',
    models: EVERYWHERE,
    inputs: (['desktop', 'tablet', 'mobile'] as const)
      .flatMap((bp) => [
        { name: bp, type: 'text', helperText: 'A size step in rem, or "custom"' },
        num(`${bp}Custom`, {
          helperText: 'Custom height in px (0-250)',
          onChange: integerRangeHook(`${bp}Custom`, EDITOR_LIMITS.spacerCustom),
        }),
      ])
      .concat([bool('line', false, 'Draw a thin line in the middle')]),
  },
  SocialHeader: {
    schema: s.SocialHeaderSchema,
    group: 'Special',
    models: EVERYWHERE,
    inputs: [
      str('title'),
      list('links', [
        pick('network', ['instagram', 'facebook', 'x', 'youtube', 'pinterest']),
        { name: 'url', type: 'url' },
      ]),
    ],
  },
  StickySubNavigation: {
    schema: s.StickySubNavigationSchema,
    group: 'Layout',
    models: PAGES,
    inputs: [
      str('title'),
      buttons('buttons', { onChange: maxItemsHook('buttons', EDITOR_LIMITS.stickyButtons) }),
    ],
  },
  SubNav: {
    schema: s.SubNavSchema,
    group: 'Layout',
    models: EVERYWHERE,
    inputs: [
      list('navItems', [str('label', { required: true }), link('href', { required: true })]),
      bool('skipNavLink'),
      bool('enableTransitions'),
    ],
  },
  HeroHeadline: {
    schema: s.HeroHeadlineSchema,
    group: 'Hero',
    models: EVERYWHERE,
    inputs: [...heroFields, background()],
  },
  HeroOverlay: {
    schema: s.HeroOverlaySchema,
    group: 'Hero',
    models: EVERYWHERE,
    inputs: [
      ...heroFields,
      heroBackground,
      object('imageOverlay', [
        file('image', GRAPHIC),
        str('altText'),
        bool('offsetTop'),
        bool('offsetBottom'),
      ]),
    ],
  },
  HeroTwoColumns: {
    schema: s.HeroTwoColumnsSchema,
    group: 'Hero',
    models: EVERYWHERE,
    inputs: [...heroFields, altImage(), rich('body'), bool('imageLeft')],
  },
  HeroTextList: {
    schema: s.HeroTextListSchema,
    group: 'Hero',
    models: EVERYWHERE,
    inputs: [
      ...heroFields,
      heroBackground,
      list('list', [str('title', { required: true }), rich('body')]),
    ],
  },
  HeroMultiMedia: {
    schema: s.HeroMultiMediaSchema,
    group: 'Hero',
    models: EVERYWHERE,
    inputs: [...heroFields, list('media', [file('src', PHOTO), file('mobileSrc'), str('altText')])],
  },
  FilterableTextMedia: {
    schema: s.FilterableTextMediaSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      bool('isFilterEnabled'),
      bool('hasAllTag', true),
      str('headline'),
      str('ariaLabel'),
      list('textMediaList', [
        list('tags', [str('tag')]),
        str('headline', { required: true }),
        rich('body'),
        list('details', [file('icon', GRAPHIC), str('body')]),
        button(),
        list('images', [file('image'), str('altText')]),
      ]),
    ],
  },
  HeroIconList: {
    schema: s.HeroIconListSchema,
    group: 'Hero',
    models: PAGES,
    inputs: [
      str('headline', { required: true }),
      heroBackground,
      list('information', [
        pick('icon', s.ICONS),
        str('title', { required: true }),
        str('description'),
        object('link', [str('label'), link('URL')]),
      ]),
      buttons(),
      bool('disableStickySubNavigation'),
    ],
  },
  IconList: {
    schema: s.IconListSchema,
    group: 'General',
    models: EVERYWHERE,
    inputs: [
      str('heading'),
      rich('body'),
      list('infoList', [
        pick('assetType', ['icon', 'wineClub', 'customImageUpload'], 'icon'),
        pick('icon', s.ICONS),
        pick('wineClub', ['gold', 'red', 'black']),
        file('customImageUpload', GRAPHIC),
        bool('isImageFullWidth'),
        str('imageAltText'),
        str('eyebrow'),
        str('heading', { required: true }),
        rich('body'),
        button('button1'),
        button('button2'),
        bool('isLinkedToRestrictedClub'),
        button('restrictedClubButton'),
      ]),
      button(),
      bool('fullWidth'),
    ],
  },
  TradeMediaList: {
    schema: s.TradeMediaListSchema,
    group: 'General',
    models: PAGES,
    inputs: [
      str('title'),
      list('tradeList', [
        imageRef(),
        bool('isImageFullWidth'),
        str('date'),
        str('title', { required: true }),
        rich('body'),
        buttons('buttonList'),
      ]),
    ],
  },
  Map: {
    schema: s.MapSchema,
    group: 'Special',
    models: PAGES,
    inputs: [
      list('locations', [
        object('image', [bool('backgroundImage'), file('src'), str('altText')]),
        object('addressInfo', [
          str('name', { required: true }),
          str('street', { required: true }),
          str('city', { required: true }),
          pick('state', ['CA'], 'CA'),
          str('zipcode', {
            required: true,
            onChange: maxLengthHook('zipcode', EDITOR_LIMITS.zipCode),
          }),
        ]),
        rich('locationInfo'),
        object('button', [str('text'), link('url')]),
      ]),
      str('buttonText', { defaultValue: 'Click to interact' }),
    ],
  },
  CalendarEmbed: {
    schema: s.CalendarEmbedSchema,
    group: 'Special',
    models: PAGES,
    inputs: [str('calendarID', { required: true }), str('title')],
  },
  LeadFormEmbed: {
    schema: s.LeadFormEmbedSchema,
    group: 'Special',
    models: PAGES,
    inputs: [
      str('leadFormId', { required: true }),
      str('publicKey', { hideFromUI: true }),
      str('title'),
    ],
  },
  Container: {
    schema: s.ContainerSchema,
    group: 'Layout',
    models: EVERYWHERE,
    canHaveChildren: true,
    inputs: [
      str('id', { helperText: 'Anchor so links with #id reach it' }),
      object('backgroundImage', [
        file('image'),
        bool('lazyLoad', true),
        pick('horizontalPosition', ['left', 'center', 'right'], 'center'),
        pick('verticalPosition', ['top', 'center', 'bottom'], 'center'),
      ]),
      pick('visibility', VISIBILITY_ROLES, 'All', 'Who sees this container; editors always see it'),
      pick('designVariants', ['default', 'narrow', 'wide', 'full'], 'default'),
      pick('backgroundColor', ['transparent', '#fafafa'], 'transparent'),
    ],
  },
  SectionWithChildren: {
    schema: s.SectionWithChildrenSchema,
    group: 'Layout',
    models: EVERYWHERE,
    canHaveChildren: true,
    childRequirements: SECTION_CHILDREN,
    inputs: [
      str('id'),
      object('backgroundImage', [
        file('image'),
        pick('horizontalPosition', ['left', 'center', 'right'], 'center'),
        pick('verticalPosition', ['top', 'center', 'bottom'], 'center'),
      ]),
      background(),
      pick('backgroundStyle', ['solid', 'half-top', 'half-bottom'], 'solid'),
    ],
  },
  ParallaxWrapper: {
    schema: s.ParallaxWrapperSchema,
    group: 'Layout',
    models: EVERYWHERE,
    canHaveChildren: true,
    inputs: [
      file('image', PHOTO, { required: true }),
      str('altText'),
      num('speed', { defaultValue: 0.3 }),
    ],
  },
  ContentList: {
    schema: s.ContentListSchema,
    group: 'Special',
    models: EVERYWHERE,
    inputs: [
      pick('contentModel', ['BLOG', 'RECIPES'], 'BLOG'),
      str('title'),
      str('subtitle'),
      bool('hideExcerpt'),
      num('pageSize', {
        defaultValue: 9,
        helperText: 'Integer from 1 to 1000',
        onChange: pageSizeHook('pageSize'),
      }),
      bool('showPagination', true),
      str('tag', { helperText: 'Only entries with this tag' }),
    ],
  },
  BlogHero: {
    schema: s.BlogHeroSchema,
    group: 'Hero',
    models: ['blog'],
    inputs: [
      str('title', { required: true }),
      str('date'),
      background(),
      object('backgroundImage', [
        file('src', PHOTO, { required: true }),
        str('altText'),
        bool('isMaxWidth', false, 'Lock the image at 1440px wide'),
      ]),
      bool('showShareIcons', true),
      str('canonicalUrl'),
    ],
  },
  RecipesDisplay: {
    schema: s.RecipesDisplaySchema,
    group: 'Special',
    models: ['page', 'recipes', 'recipes-heading', 'blog', 'campaign'],
    inputs: [
      str('header'),
      list('recipeItems', [{ name: 'recipe', type: 'reference', model: 'recipes' }]),
    ],
  },
  ProductDisplay: {
    schema: s.ProductDisplaySchema,
    group: 'Product',
    models: [...PRODUCT_MODELS, 'page'],
    inputs: [
      str('header', { required: true }),
      str('subHeader'),
      pick('designVariants', ['default', 'dark'], 'default'),
      bool('enableStackedCardLayout'),
      pick('cardType', ['AddToCart', 'Descriptive'], 'AddToCart'),
      list('productsReference', [productRef()], {
        required: true,
        onChange: maxItemsHook('productsReference', EDITOR_LIMITS.products),
      }),
      bool('showPrice', true),
      bool('showAddToCart', true),
      bool('addToCartButtonOutlined'),
      bool('showTeaser'),
      bool('showAllocation'),
      bool('hideMultiSelect'),
    ],
  },
  ProductHero: {
    schema: s.ProductHeroSchema,
    group: 'Product',
    models: PRODUCT_MODELS,
    inputs: [
      productRef(),
      str('eyebrow'),
      str('subTitle', { helperText: 'Overrides the product subtitle' }),
      background('background'),
      file('customBackgroundImage'),
      num('bottlesInCase', {
        defaultValue: 1,
        helperText: '1-99; above 1 a bottle/case toggle shows',
        onChange: integerRangeHook('bottlesInCase', EDITOR_LIMITS.bottlesInCase),
      }),
      bool('disableStickySubNavigation'),
      bool('disableRobots', false, 'noindex, nofollow'),
      bool('disableImageOffsets'),
      bool('disableAnimations'),
      button('customAllocationCTA'),
    ],
  },
  CollectionList: {
    schema: s.CollectionListSchema,
    group: 'Collection',
    models: ['collection', 'campaign', 'page', 'symbol'],
    inputs: [
      bool('hideMultiSelect'),
      pick('designVariants', ['default', 'dark'], 'default'),
      bool('enableImageBackgroundColor'),
      list('collectionItems', [
        productRef(),
        bool('hasFullWidthProductCard'),
        bool('hasDarkBackgroundProductCard'),
      ]),
    ],
  },
  WineSpecs: {
    schema: s.WineSpecsSchema,
    group: 'Product',
    models: PRODUCT_MODELS,
    inputs: [
      str('header'),
      list('composition', [
        pick('varietal', s.VARIETALS),
        str('otherVarietal', { helperText: 'Shown when the varietal is OTHER' }),
        num('percentage', {
          onChange: integerRangeHook('percentage', EDITOR_LIMITS.compositionPercentage),
        }),
      ]),
      pick('body', s.WINE_BODIES, undefined, 'Required'),
      list('details', [
        pick('category', s.ICONS),
        str('categoryTitle'),
        str('description', { required: true }),
      ]),
      button('ctaLink'),
    ],
  },
  VirtualTastingHero: {
    schema: s.VirtualTastingHeroSchema,
    group: 'Hero',
    models: PRODUCT_MODELS,
    inputs: [
      productRef(),
      str('subTitle', { required: true }),
      str('descriptionTitle', { required: true }),
      rich('description', { required: true }),
      file('customBackgroundImage'),
      background('background'),
      str('location'),
      str('date'),
    ],
  },
  // Each offered only on its own model, so neither ever appears in the other's menu (or a page's).
  PencilBanner: {
    schema: s.PencilBannerSchema,
    group: 'Special',
    models: ['pencil-banner'],
    inputs: [
      pick('design', ['red', 'gold', 'black'], 'red'),
      pick('bannerType', ['default', 'countdown'], 'default'),
      { name: 'endDate', type: 'date', helperText: 'Countdown banners show until this date' },
      str('text', { required: true }),
      link('url'),
      bool('hideCloseBtn'),
    ],
  },
  FormEmailSignup: formEmailSignup.registration,
  ContactForm: contactForm.registration,
  PopUp: popUp.registration,
  ErrorProbe: {
    schema: s.ErrorProbeSchema,
    group: 'Special',
    models: [],
    inputs: [],
    hidden: true,
  },
};

export type BlockName = keyof typeof BLOCKS;

/** The blocks an insert menu offers for a model, grouped. */
export function insertMenuFor(model: ContentModel): { name: InsertGroup; items: string[] }[] {
  return INSERT_GROUPS.map((group) => ({
    name: group,
    items: Object.entries(BLOCKS)
      .filter(([, block]) => !block.hidden && block.group === group && block.models.includes(model))
      .map(([name]) => name),
  })).filter((menu) => menu.items.length > 0);
}
