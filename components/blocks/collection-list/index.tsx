import * as v from 'valibot';
import { CollectionList, type CollectionListItem } from '@/components/product/collection-list';
import { flag, ProductRef } from '../shared/schemas';
import { bool, list, productRef, choice } from '../shared/inputs';
import { MISSING_PRODUCT_TEXT, loadProducts, EditorWarning } from '../shared/commerce';
import { defineBlock } from '../define';

const CollectionListSchema = v.looseObject({
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

export const CollectionListDefinition = defineBlock({
  name: 'CollectionList',
  schema: CollectionListSchema,
  group: 'Collection',
  models: ['collection', 'campaign', 'page', 'symbol'],
  inputs: [
    bool('hideMultiSelect'),
    choice('designVariants', CollectionListSchema.entries.designVariants),
    bool('enableImageBackgroundColor'),
    list('collectionItems', [
      productRef(),
      bool('hasFullWidthProductCard'),
      bool('hasDarkBackgroundProductCard'),
    ]),
  ],
  render: async (options, _c, context) => {
    const products = await loadProducts(
      options.collectionItems.map((item) => item.product.slug),
      context,
    );
    const items: CollectionListItem[] = [];
    products.forEach((product, index) => {
      const item = options.collectionItems[index];
      if (product && item) {
        items.push({
          product,
          hasFullWidthProductCard: item.hasFullWidthProductCard,
          hasDarkBackgroundProductCard: item.hasDarkBackgroundProductCard,
        });
      }
    });
    return (
      <section
        className={`mx-auto max-w-[1440px] px-4 py-10 md:px-8 ${options.designVariants === 'dark' ? 'bg-ink text-white' : ''}`}
      >
        {items.length < products.length ? (
          <EditorWarning text={MISSING_PRODUCT_TEXT} draft={context.draft} />
        ) : null}
        {/* With no product left it says 'This collection is empty.' (ProductGrid). */}
        <CollectionList items={items} listName="Collection list" viewer={context.viewer} />
      </section>
    );
  },
});
