import * as v from 'valibot';
import { PurchasePanel } from '@/components/product/purchase-panel';
import { getSettings } from '@/server/config';
import { loadProducts } from '../shared/commerce';
import { ANONYMOUS_VIEWER } from '@/lib/customer/viewer';
import { backgroundClass } from '../types';
import { Eyebrow, RichText } from '../shared/basic';
import { text, required, PhotoSchema, background, ProductRef } from '../shared/schemas';
import { PRODUCT_MODELS, str, rich, file, backgroundInput, productRef } from '../shared/inputs';
import { defineBlock } from '../define';

const VirtualTastingHeroSchema = v.looseObject({
  product: v.optional(ProductRef),
  subTitle: required('subTitle'),
  descriptionTitle: required('descriptionTitle'),
  description: required('description'),
  customBackgroundImage: v.optional(PhotoSchema),
  background: background,
  location: text,
  date: text,
});

export const VirtualTastingHeroDefinition = defineBlock({
  name: 'VirtualTastingHero',
  schema: VirtualTastingHeroSchema,
  group: 'Hero',
  models: PRODUCT_MODELS,
  inputs: [
    productRef(),
    str('subTitle', { required: true }),
    str('descriptionTitle', { required: true }),
    rich('description', { required: true }),
    file('customBackgroundImage'),
    backgroundInput('background'),
    str('location'),
    str('date'),
  ],
  render: async (options, _c, context) => {
    const [product] = options.product ? await loadProducts([options.product.slug], context) : [];
    return (
      <section className={`px-4 py-12 md:px-8 ${backgroundClass(options.background)}`}>
        <div className="mx-auto grid max-w-[1440px] gap-8 md:grid-cols-2">
          <div>
            <Eyebrow>{options.subTitle}</Eyebrow>
            <h1 className="mt-2 font-serif text-4xl">
              {product?.title ?? options.descriptionTitle}
            </h1>
            {options.date || options.location ? (
              <p className="mt-3 flex gap-4 text-sm">
                {options.date ? <span>{options.date}</span> : null}
                {options.location ? <span>{options.location}</span> : null}
              </p>
            ) : null}
            <h2 className="mt-6 font-serif text-2xl">{options.descriptionTitle}</h2>
            <RichText html={options.description} className="mt-2" />
          </div>
          {product ? (
            <PurchasePanel
              product={product}
              viewer={context.viewer ?? ANONYMOUS_VIEWER}
              shippingLocationId={getSettings().commerce.shippingLocationId}
            />
          ) : null}
        </div>
      </section>
    );
  },
});
