import { ProductCard } from '@/components/product/product-card';
import { ProductImage } from '@/components/product/product-image';
import { PurchasePanel } from '@/components/product/purchase-panel';
import type { Product } from '@/lib/commerce/entities';
import { HERO_IMAGE_QUALITY } from '@/lib/constants';
import { getSettings } from '@/server/config';
import { getPublicProduct } from '@/server/shop/products';
import { ANONYMOUS_VIEWER } from '@/server/shop/viewer';
import {
  CollectionListSchema,
  ProductDisplaySchema,
  ProductHeroSchema,
  VirtualTastingHeroSchema,
  WineSpecsSchema,
} from './schemas';
import { backgroundClass, block } from './types';
import { BlockButton } from './ui/block-button';
import { Icon } from './ui/icon';
import { RichText } from './ui/rich-text';

/**
 * Commerce blocks reuse the shop's product components as they are now (anonymous, shared data);
 * the final, viewer-aware versions are wired at merge.
 */
export const MISSING_PRODUCT_TEXT =
  'Warning! Selected Product does not exist or is deactivated in the commerce platform';
export const NO_PRODUCT_TEXT = "Please select a Product to display it's details";
export const EMPTY_COLLECTION_TEXT = 'This collection is empty.';

async function loadProducts(slugs: readonly string[]): Promise<(Product | undefined)[]> {
  return Promise.all(slugs.map((slug) => getPublicProduct(slug)));
}

function EditorWarning({ text, draft }: { text: string; draft: boolean }) {
  // Visitors never see editor hints; editors (draft mode) do.
  return draft ? (
    <p role="note" className="mx-auto my-4 max-w-3xl rounded bg-gold/20 p-4 text-center text-sm">
      {text}
    </p>
  ) : null;
}

export const renderProductDisplay = block(ProductDisplaySchema, async (options, _c, context) => {
  const products = await loadProducts(options.productsReference.map((item) => item.product.slug));
  const found = products.filter((product): product is Product => product !== undefined);
  const fourColumns = found.length % 4 === 0;
  return (
    <section
      className={`px-4 py-12 md:px-8 ${options.designVariants === 'dark' ? 'bg-ink text-white' : ''}`}
    >
      <h2 className="text-center font-serif text-3xl">{options.header}</h2>
      {options.subHeader ? (
        <p className="mt-2 text-center opacity-80">{options.subHeader}</p>
      ) : null}
      {found.length < products.length ? (
        <EditorWarning text={MISSING_PRODUCT_TEXT} draft={context.draft} />
      ) : null}
      <div
        className={`mx-auto mt-8 grid max-w-[1440px] gap-6 ${options.enableStackedCardLayout ? 'grid-cols-1' : fourColumns ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-2 lg:grid-cols-3'} text-ink`}
      >
        {found.map((product) => (
          <div key={product.id}>
            <ProductCard product={product} />
            {options.showTeaser && product.teaser ? (
              <p className="mt-2 text-center text-sm">{product.teaser}</p>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
});

export const renderCollectionList = block(CollectionListSchema, async (options, _c, context) => {
  const products = await loadProducts(options.collectionItems.map((item) => item.product.slug));
  const found = products.filter((product): product is Product => product !== undefined);
  if (found.length === 0) return <p className="px-4 py-12 text-center">{EMPTY_COLLECTION_TEXT}</p>;
  return (
    <section className="mx-auto grid max-w-[1440px] gap-6 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3 md:px-8">
      {found.length < products.length ? (
        <EditorWarning text={MISSING_PRODUCT_TEXT} draft={context.draft} />
      ) : null}
      {found.map((product, index) => {
        const item = options.collectionItems[index];
        return (
          <div
            key={product.id}
            className={`${item?.hasFullWidthProductCard ? 'sm:col-span-2 lg:col-span-3' : ''} ${item?.hasDarkBackgroundProductCard ? 'rounded bg-ink p-2' : ''}`}
          >
            <ProductCard product={product} />
          </div>
        );
      })}
    </section>
  );
});

export const renderProductHero = block(ProductHeroSchema, async (options, _c, context) => {
  if (!options.product) return <EditorWarning text={NO_PRODUCT_TEXT} draft={context.draft} />;
  const product = await getPublicProduct(options.product.slug);
  if (!product) return <EditorWarning text={MISSING_PRODUCT_TEXT} draft={context.draft} />;
  const image = product.images[0];
  return (
    <section className={`px-4 py-10 md:px-8 ${backgroundClass(options.background)}`}>
      <div className="mx-auto grid max-w-[1440px] items-center gap-10 md:grid-cols-2">
        <div className="flex justify-center rounded bg-ash p-8">
          <ProductImage
            src={image?.src ?? product.image}
            alt={image?.altText || product.title}
            width={480}
            height={640}
            sizes="(min-width: 768px) 50vw, 100vw"
            quality={HERO_IMAGE_QUALITY}
            priority
            className="h-auto max-h-[560px] w-auto"
          />
        </div>
        <div className="space-y-4">
          {options.eyebrow ? (
            <p className="text-sm font-semibold tracking-[0.25em] text-gold-text uppercase">
              {options.eyebrow}
            </p>
          ) : null}
          <h1 className="font-serif text-4xl">{product.title}</h1>
          {options.subTitle || product.subTitle ? (
            <p className="text-lg text-neutral-600">{options.subTitle || product.subTitle}</p>
          ) : null}
          <PurchasePanel
            product={product}
            viewer={ANONYMOUS_VIEWER}
            shippingLocationId={getSettings().commerce.shippingLocationId}
          />
          {options.customAllocationCTA ? (
            <BlockButton button={options.customAllocationCTA} />
          ) : null}
        </div>
      </div>
    </section>
  );
});

export const renderVirtualTastingHero = block(VirtualTastingHeroSchema, async (options) => {
  const product = options.product ? await getPublicProduct(options.product.slug) : undefined;
  return (
    <section className={`px-4 py-12 md:px-8 ${backgroundClass(options.background)}`}>
      <div className="mx-auto grid max-w-[1440px] gap-8 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-[0.25em] text-gold-text uppercase">
            {options.subTitle}
          </p>
          <h1 className="mt-2 font-serif text-4xl">{product?.title ?? options.descriptionTitle}</h1>
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
            viewer={ANONYMOUS_VIEWER}
            shippingLocationId={getSettings().commerce.shippingLocationId}
          />
        ) : null}
      </div>
    </section>
  );
});

export const renderWineSpecs = block(WineSpecsSchema, (options) => (
  <section className="mx-auto max-w-4xl px-4 py-10">
    {options.header ? (
      <h2 className="mb-6 text-center font-serif text-3xl">{options.header}</h2>
    ) : null}
    <dl className="grid gap-6 sm:grid-cols-2">
      {options.composition.length ? (
        <div>
          <dt className="text-sm font-semibold tracking-widest uppercase">Composition</dt>
          <dd>
            <ul>
              {options.composition.map((part, index) => (
                <li key={index}>
                  {part.percentage}%{' '}
                  {part.varietal === 'OTHER' ? (part.otherVarietal ?? 'Other') : part.varietal}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="text-sm font-semibold tracking-widest uppercase">Body</dt>
        <dd>{options.body}</dd>
      </div>
      {options.details.map((detail, index) => (
        <div key={index} className="flex gap-3">
          <Icon name={detail.category} className="h-8 w-8 shrink-0 text-gold" />
          <div>
            {detail.categoryTitle ? (
              <dt className="text-sm font-semibold tracking-widest uppercase">
                {detail.categoryTitle}
              </dt>
            ) : null}
            <dd>{detail.description}</dd>
          </div>
        </div>
      ))}
    </dl>
    {options.ctaLink ? (
      <div className="mt-6 text-center">
        <BlockButton button={options.ctaLink} />
      </div>
    ) : null}
  </section>
));
