import { notFound } from 'next/navigation';
import { ProductView } from '@/components/product/product-view';
import { getPublicProduct } from '@/server/catalog/products';
import { getViewer } from '@/server/visitor/viewer';

export { generateMetadata } from '@/app/(shop)/product/[slug]/page';

/** Personal and blocking: rendered per request for the customer, never cached or prerendered. */
export const instant = false;

type Params = Promise<{ slug: string }>;

/** Placeholder only (see the order receipt page): every real slug renders on request. */
export function generateStaticParams() {
  return [{ slug: 'prerender-placeholder' }];
}

/** /product/{slug} for a visitor with a customer token (proxy.ts): their own purchase panel. */
export default async function CustomerProductPage({ params }: { params: Params }) {
  const { slug } = await params;
  const product = await getPublicProduct(slug);
  if (!product) notFound();
  return <ProductView product={product} viewer={await getViewer()} />;
}
