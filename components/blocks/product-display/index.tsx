import * as v from 'valibot';
import { EDITOR_LIMITS, maxItemsHook } from '@/lib/content/editor-limits';
import { ProductDisplay } from '@/components/product/product-display';
import { text, flag, required, ProductRef } from '../shared/schemas';
import { PRODUCT_MODELS, str, bool, list, productRef, choice } from '../shared/inputs';
import {
  MISSING_PRODUCT_TEXT,
  loadReferencedProducts,
  EditorWarning,
  pickOptions,
} from '../shared/commerce';
import { defineBlock } from '../define';

const ProductDisplaySchema = v.looseObject({
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

/** The block's options the shop's ProductDisplay shows (the rest shape the block or the editor). */
const DISPLAY_OPTIONS = [
  'header',
  'subHeader',
  'enableStackedCardLayout',
  'cardType',
  'showPrice',
  'showAddToCart',
  'addToCartButtonOutlined',
  'showTeaser',
  'showAllocation',
] as const;

export const ProductDisplayDefinition = defineBlock({
  name: 'ProductDisplay',
  schema: ProductDisplaySchema,
  group: 'Product',
  models: [...PRODUCT_MODELS, 'page'],
  inputs: [
    str('header', { required: true }),
    str('subHeader'),
    choice('designVariants', ProductDisplaySchema.entries.designVariants),
    bool('enableStackedCardLayout'),
    choice('cardType', ProductDisplaySchema.entries.cardType),
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
  render: async (options, _c, context) => {
    const { found, missing } = await loadReferencedProducts(
      options.productsReference.map((item) => item.product.slug),
      context,
    );
    return (
      // The shop's ProductDisplay: up to four cards, four columns when the count divides by 4.
      <div className={options.designVariants === 'dark' ? 'bg-ink text-white' : undefined}>
        {missing ? <EditorWarning text={MISSING_PRODUCT_TEXT} draft={context.draft} /> : null}
        <ProductDisplay
          {...pickOptions(options, DISPLAY_OPTIONS)}
          products={found}
          viewer={context.viewer}
        />
      </div>
    );
  },
});
