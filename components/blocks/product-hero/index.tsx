import * as v from 'valibot';
import { EDITOR_LIMITS, integerRangeHook } from '@/lib/content/editor-limits';
import { ProductHero } from '@/components/product/product-hero';
import { text, flag, PhotoSchema, ButtonSchema, background, ProductRef } from '../shared/schemas';
import {
  PRODUCT_MODELS,
  str,
  bool,
  num,
  file,
  button,
  backgroundInput,
  productRef,
} from '../shared/inputs';
import { MISSING_PRODUCT_TEXT, EditorWarning, loadProducts, pickOptions } from '../shared/commerce';
import { defineBlock } from '../define';

const ProductHeroSchema = v.looseObject({
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

/** The block's options the shop's ProductHero takes as they are. */
const HERO_OPTIONS = [
  'eyebrow',
  'subTitle',
  'background',
  'customBackgroundImage',
  'bottlesInCase',
  'disableStickySubNavigation',
] as const;

export const NO_PRODUCT_TEXT = "Please select a Product to display it's details";

/**
 * The product page's own hero (components/product/product-hero): picture, accolades, price, Add To
 * Cart, the Bottle / Case toggle above 1 bottle per case, and the sticky sub-navigation unless the
 * editor disabled it. Anonymous panel: block output sits in shared cache entries.
 */
export const ProductHeroDefinition = defineBlock({
  name: 'ProductHero',
  schema: ProductHeroSchema,
  group: 'Product',
  models: PRODUCT_MODELS,
  inputs: [
    productRef(),
    str('eyebrow'),
    str('subTitle', { helperText: 'Overrides the product subtitle' }),
    backgroundInput('background'),
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
  render: async (options, _c, context) => {
    if (!options.product) return <EditorWarning text={NO_PRODUCT_TEXT} draft={context.draft} />;
    const [product] = await loadProducts([options.product.slug], context);
    if (!product) return <EditorWarning text={MISSING_PRODUCT_TEXT} draft={context.draft} />;
    const cta = options.customAllocationCTA;
    return (
      <section>
        <ProductHero
          {...pickOptions(options, HERO_OPTIONS)}
          product={product}
          customAllocationCta={cta ? { title: cta.text, url: cta.href } : undefined}
          viewer={context.viewer}
        />
      </section>
    );
  },
});
