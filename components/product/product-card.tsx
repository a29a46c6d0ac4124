import Link from 'next/link';
import { defaultVariantOf } from '@/lib/availability';
import type { Product } from '@/lib/commerce/entities';
import { PRODUCT_CARD_IMAGE } from '@/lib/constants';
import { priceDisplay } from '@/lib/pricing';
import { Price } from './price';
import { ProductImage } from './product-image';

/** A product card linking to the product page, with the anonymous price display. */
export function ProductCard({ product }: { product: Product }) {
  const variant = defaultVariantOf(product);
  const { widths, heights, quality } = PRODUCT_CARD_IMAGE;
  return (
    <article className="flex flex-col items-center gap-3 rounded bg-off-white p-4 text-center">
      <ProductImage
        src={product.images[0]?.src ?? product.image}
        alt={product.images[0]?.altText || product.title}
        width={widths.desktop}
        height={heights.desktop}
        sizes={`(min-width: 768px) ${widths.desktop}px, ${widths.mobile}px`}
        quality={quality}
        className="h-[187px] w-auto md:h-[290px]"
      />
      <h3 className="font-serif text-lg">
        <Link href={`/product/${product.slug}`} className="hover:text-wine">
          {product.title}
        </Link>
      </h3>
      {variant ? (
        <Price
          display={priceDisplay(variant, {
            isActiveClubMember: false,
            hideClubPrice: product.hideClubPrice,
          })}
          size="sm"
        />
      ) : null}
    </article>
  );
}
