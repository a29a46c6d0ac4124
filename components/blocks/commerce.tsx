import { CollectionList, type CollectionListItem } from '@/components/product/collection-list';
import { ProductDisplay } from '@/components/product/product-display';
import { ProductHero } from '@/components/product/product-hero';
import { PurchasePanel } from '@/components/product/purchase-panel';
import type { Product } from '@/lib/commerce/entities';
import { getSettings } from '@/server/config';
import { getPublicProduct } from '@/server/shop/products';
import { ANONYMOUS_VIEWER } from '@/server/shop/viewer';
import { productsForViewer } from '@/server/shop/viewer-products';
import {
  CollectionListSchema,
  ProductDisplaySchema,
  ProductHeroSchema,
  VirtualTastingHeroSchema,
  WineSpecsSchema,
} from './schemas';
import { backgroundClass, block, type BlockContext } from './types';
import { BlockButton } from './ui/block-button';
import { Icon } from './ui/icon';
import { RichText } from './ui/rich-text';

/**
 * Commerce blocks render the shop's own product components (components/product). In shared
 * renders for an anonymous visitor; on the per-customer routes (context.viewer) with the
 * customer's own product data, prices and access, never cached.
 */
export const MISSING_PRODUCT_TEXT =
  'Warning! Selected Product does not exist or is deactivated in the commerce platform';
export const NO_PRODUCT_TEXT = "Please select a Product to display it's details";

async function loadProducts(
  slugs: readonly string[],
  context: BlockContext,
): Promise<(Product | undefined)[]> {
  const shared = await Promise.all(slugs.map((slug) => getPublicProduct(slug)));
  if (!context.viewer?.isLoggedIn) return shared;
  const found = shared.filter((product): product is Product => product !== undefined);
  const mine = new Map(
    (await productsForViewer(found, context.viewer)).map((product) => [product.slug, product]),
  );
  return shared.map((product) => (product ? (mine.get(product.slug) ?? product) : undefined));
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
  const products = await loadProducts(
    options.productsReference.map((item) => item.product.slug),
    context,
  );
  const found = products.filter((product): product is Product => product !== undefined);
  return (
    // The shop's ProductDisplay: up to four cards, four columns when the count divides by 4.
    <div className={options.designVariants === 'dark' ? 'bg-ink text-white' : undefined}>
      {found.length < products.length ? (
        <EditorWarning text={MISSING_PRODUCT_TEXT} draft={context.draft} />
      ) : null}
      <ProductDisplay
        header={options.header}
        subHeader={options.subHeader}
        products={found}
        enableStackedCardLayout={options.enableStackedCardLayout}
        cardType={options.cardType}
        showPrice={options.showPrice}
        showAddToCart={options.showAddToCart}
        addToCartButtonOutlined={options.addToCartButtonOutlined}
        showTeaser={options.showTeaser}
        showAllocation={options.showAllocation}
        viewer={context.viewer}
      />
    </div>
  );
});

export const renderCollectionList = block(CollectionListSchema, async (options, _c, context) => {
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
      <CollectionList items={items} viewer={context.viewer} />
    </section>
  );
});

/**
 * The product page's own hero (components/product/product-hero): picture, accolades, price, Add To
 * Cart, the Bottle / Case toggle above 1 bottle per case, and the sticky sub-navigation unless the
 * editor disabled it. Anonymous panel: block output sits in shared cache entries.
 */
export const renderProductHero = block(ProductHeroSchema, async (options, _c, context) => {
  if (!options.product) return <EditorWarning text={NO_PRODUCT_TEXT} draft={context.draft} />;
  const [product] = await loadProducts([options.product.slug], context);
  if (!product) return <EditorWarning text={MISSING_PRODUCT_TEXT} draft={context.draft} />;
  const cta = options.customAllocationCTA;
  return (
    <section>
      <ProductHero
        product={product}
        eyebrow={options.eyebrow}
        subTitle={options.subTitle}
        background={options.background}
        customBackgroundImage={options.customBackgroundImage}
        bottlesInCase={options.bottlesInCase}
        disableStickySubNavigation={options.disableStickySubNavigation}
        customAllocationCta={cta ? { title: cta.text, url: cta.href } : undefined}
        viewer={context.viewer}
      />
    </section>
  );
});

export const renderVirtualTastingHero = block(VirtualTastingHeroSchema, async (options, _c, context) => {
  const [product] = options.product ? await loadProducts([options.product.slug], context) : [];
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
            viewer={context.viewer ?? ANONYMOUS_VIEWER}
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
