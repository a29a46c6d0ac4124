import * as v from 'valibot';
import { ProductDisplay } from '@/components/product/product-display';
import { EDITOR_LIMITS, maxItemsHook } from '@/lib/content/editor-limits';
import { MISSING_PRODUCT_TEXT, EditorWarning, loadReferencedProducts } from '../shared/commerce';
import { ProductRef, text } from '../shared/schemas';
import { list, productRef, str } from '../shared/inputs';
import { defineBlock } from '../define';

/** The wines a recipe pairs with, by product slug. */
const RecipeWinesSchema = v.looseObject({
  header: text,
  wines: v.pipe(
    v.array(v.looseObject({ product: ProductRef })),
    v.minLength(1, 'Please add at least one wine'),
    v.maxLength(EDITOR_LIMITS.products.max, EDITOR_LIMITS.products.message),
  ),
});

export const RECIPE_WINES_HEADER = 'Pour with it';

/**
 * A recipe's paired wines as product cards that link to their pages. A slug the catalogue does
 * not know is left out (editors see a note in draft mode; `npm run content:check` names it).
 */
export const RecipeWinesDefinition = defineBlock({
  name: 'RecipeWines',
  schema: RecipeWinesSchema,
  group: 'Product',
  models: ['recipes'],
  inputs: [
    str('header', { defaultValue: RECIPE_WINES_HEADER }),
    list('wines', [productRef()], {
      required: true,
      onChange: maxItemsHook('wines', EDITOR_LIMITS.products),
    }),
  ],
  render: async (options, _children, context) => {
    const { found, missing } = await loadReferencedProducts(
      options.wines.map((item) => item.product.slug),
      context,
    );
    return (
      <>
        {missing ? <EditorWarning text={MISSING_PRODUCT_TEXT} draft={context.draft} /> : null}
        {found.length ? (
          <ProductDisplay
            header={options.header || RECIPE_WINES_HEADER}
            products={found}
            viewer={context.viewer}
          />
        ) : null}
      </>
    );
  },
});
