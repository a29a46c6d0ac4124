import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { ProductHero } from '@/components/product/product-hero';
import { ProductJsonLd } from '@/components/product/product-json-ld';
import { PurchasePanel } from '@/components/product/purchase-panel';
import { getSettings } from '@/server/config';
import { getPublicCatalog, getPublicProduct } from '@/server/shop/products';
import { ANONYMOUS_VIEWER } from '@/lib/viewer';
import { getViewer } from '@/server/shop/viewer';
import { getCommerce } from '@/server/commerce';
import { reportError } from '@/server/observability/report';

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
  const product = await getCommerce({ render: true })
    .getProductBySlug(slug, { customerId: viewer.customer.id })
    .catch((error: unknown) => {
      unstable_rethrow(error);
      reportError(error, { section: 'product', extra: { slug } });
      return undefined;
    });
  if (!product) return anonymousPanel;
  return (
    <PurchasePanel product={product} viewer={viewer} shippingLocationId={shippingLocationId} />
  );
}

export default async function ProductPage({ params }: { params: Params }) {
  // Awaited outside Suspense on purpose: an unknown slug must answer with a real 404 status,
  // decided before anything streams.
  const { slug } = await params;
  const product = await getPublicProduct(slug);
  if (!product) notFound();
  const { commerce, webUrl, brand } = getSettings();
  const { shippingLocationId } = commerce;
  const anonymousPanel = (
    <PurchasePanel
      product={product}
      viewer={ANONYMOUS_VIEWER}
      shippingLocationId={shippingLocationId}
    />
  );

  return (
    <article>
      <ProductJsonLd
        product={product}
        url={`${webUrl}/product/${product.slug}`}
        brand={brand.name}
        shippingLocationId={shippingLocationId}
      />
      <ProductHero
        product={product}
        showContent
        purchase={
          // Anonymous panel in the static shell; a logged-in viewer's own panel streams in over it.
          <Suspense fallback={anonymousPanel}>
            <ViewerPurchasePanel
              slug={slug}
              shippingLocationId={shippingLocationId}
              anonymousPanel={anonymousPanel}
            />
          </Suspense>
        }
      />
    </article>
  );
}
