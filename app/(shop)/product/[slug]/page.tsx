import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductView } from '@/components/product/product-view';
import { getPublicCatalog, getPublicProduct } from '@/server/catalog/products';
import { ANONYMOUS_VIEWER } from '@/lib/viewer';

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
 * The shared product page, prerendered whole for visitors without a customer token; proxy.ts
 * rewrites the others to /customer-view/product/{slug}, rendered with their own purchase panel.
 */
export default async function ProductPage({ params }: { params: Params }) {
  // Awaited before anything streams: an unknown slug must answer with a real 404 status.
  const { slug } = await params;
  const product = await getPublicProduct(slug);
  if (!product) notFound();
  return <ProductView product={product} viewer={ANONYMOUS_VIEWER} />;
}
