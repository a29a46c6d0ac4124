import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { AccoladeBadge } from '@/components/product/accolade-badge';
import { ProductImage } from '@/components/product/product-image';
import { ProductJsonLd } from '@/components/product/product-json-ld';
import { PurchasePanel } from '@/components/product/purchase-panel';
import { HERO_IMAGE_QUALITY } from '@/lib/constants';
import { getSettings } from '@/server/config';
import { getPublicCatalog, getPublicProduct } from '@/server/shop/products';
import { ANONYMOUS_VIEWER, getViewer } from '@/server/shop/viewer';
import { getCommerce } from '@/server/commerce';

type Params = Promise<{ slug: string }>;

/** Every listable product is prerendered at build time; others render on first visit. */
export async function generateStaticParams() {
  const catalog = await getPublicCatalog();
  return catalog.map((product) => ({ slug: product.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const product = await getPublicProduct((await params).slug);
  if (!product) return {};
  return {
    title: product.seo?.title || product.title,
    description: product.seo?.description || product.teaser || undefined,
    alternates: { canonical: `/product/${product.slug}` },
    openGraph: product.image ? { images: [product.image] } : undefined,
  };
}

/**
 * The viewer's own purchase panel: a logged-in customer gets the product as the commerce service
 * answers for them (member access, isValidUser) and club-member price display. Never cached.
 * Anonymous visitors keep the shared panel of the static shell.
 */
async function ViewerPurchasePanel({
  slug,
  shippingLocationId,
  anonymousPanel,
}: {
  slug: string;
  shippingLocationId: string;
  anonymousPanel: ReactNode;
}) {
  const viewer = await getViewer();
  if (!viewer.customer) return anonymousPanel;
  const product = await getCommerce()
    .getProductBySlug(slug, { customerId: viewer.customer.id })
    .catch((error: unknown) => {
      unstable_rethrow(error);
      console.error('[product] customer product load failed', error);
      return undefined;
    });
  if (!product) return anonymousPanel;
  return <PurchasePanel product={product} viewer={viewer} shippingLocationId={shippingLocationId} />;
}

export default async function ProductPage({ params }: { params: Params }) {
  // Awaited outside Suspense on purpose: an unknown slug must answer with a real 404 status,
  // decided before anything streams.
  const { slug } = await params;
  const product = await getPublicProduct(slug);
  if (!product) notFound();
  const { commerce, webUrl, brand } = getSettings();
  const { shippingLocationId } = commerce;
  const [image, ...moreImages] = product.images;
  const anonymousPanel = (
    <PurchasePanel product={product} viewer={ANONYMOUS_VIEWER} shippingLocationId={shippingLocationId} />
  );

  return (
    <article className="mx-auto grid max-w-[1440px] gap-10 px-4 py-10 md:grid-cols-2 md:px-8">
      <ProductJsonLd
        product={product}
        url={`${webUrl}/product/${product.slug}`}
        brand={brand.name}
        shippingLocationId={shippingLocationId}
      />
      <div className="space-y-4">
        <div className="relative flex justify-center rounded bg-ash p-8" style={imageBackground(image?.background)}>
          <ProductImage
            src={image?.src ?? product.image}
            alt={image?.altText || product.title}
            width={480}
            height={640}
            sizes="(min-width: 768px) 50vw, 100vw"
            quality={HERO_IMAGE_QUALITY}
            priority
            className="h-auto max-h-[640px] w-auto"
          />
          {product.seal ? (
            <span
              className="absolute top-4 left-4 rounded-full border border-gold bg-white px-3 py-1 text-xs font-semibold tracking-wide text-gold uppercase"
              data-testid="seal"
            >
              {product.seal}
            </span>
          ) : null}
        </div>
        {moreImages.length > 0 ? (
          <ul className="grid grid-cols-3 gap-4">
            {moreImages.map((extra) => (
              <li key={extra.src} className="flex justify-center rounded bg-ash p-4">
                <ProductImage
                  src={extra.src}
                  alt={extra.altText || product.title}
                  width={160}
                  height={213}
                  sizes="160px"
                  quality={HERO_IMAGE_QUALITY}
                  className="h-auto w-auto"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="space-y-6">
        <header className="space-y-2">
          {product.wine?.tag && product.wine.tag !== 'None' ? (
            <p className="text-xs font-semibold tracking-widest text-gold uppercase">{product.wine.tag}</p>
          ) : null}
          <h1 className="font-serif text-4xl">{product.title}</h1>
          {product.subTitle ? <p className="text-lg text-neutral-600">{product.subTitle}</p> : null}
        </header>
        <AccoladeBadge accolades={product.accolades} />
        {product.teaser ? <p className="text-neutral-700">{product.teaser}</p> : null}
        {/* Anonymous panel in the static shell; a logged-in viewer's own panel streams in over it. */}
        <Suspense fallback={anonymousPanel}>
          <ViewerPurchasePanel slug={slug} shippingLocationId={shippingLocationId} anonymousPanel={anonymousPanel} />
        </Suspense>
        {product.content ? (
          <section
            aria-label="About this wine"
            className="space-y-3 border-t border-ash pt-6 text-neutral-800 [&_h3]:font-serif [&_h3]:text-xl [&_li]:ml-5 [&_li]:list-disc"
            // Product copy is written by the winery in the commerce admin, not by visitors.
            dangerouslySetInnerHTML={{ __html: product.content }}
          />
        ) : null}
      </div>
    </article>
  );
}

/** An image's background from the commerce admin: a CSS colour, else the default ash. */
function imageBackground(background: string | null | undefined): CSSProperties | undefined {
  return background && /^#[0-9a-f]{3,8}$/i.test(background) ? { backgroundColor: background } : undefined;
}
