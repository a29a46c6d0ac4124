import Link from 'next/link';
import {
  INVITATION_ONLY_LABEL,
  canAddToCart,
  defaultVariantOf,
  restrictionFor,
} from '@/lib/catalog/availability';
import type { Product, Variant } from '@/lib/commerce/entities';
import {
  DEFAULT_ALLOCATION_LABEL,
  PRODUCT_CARD_IMAGE,
  PLACEHOLDER_PRODUCT_IMAGE,
} from '@/lib/constants';
import { priceDisplay, priceViewerOf } from '@/lib/pricing/pricing';
import { ANONYMOUS_VIEWER, type Viewer } from '@/lib/customer/viewer';
import { getSettings } from '@/server/config';
import { AccoladeBadge } from './accolade-badge';
import { AddToCartButton, SoldOutButton } from './add-to-cart-button';
import { Price } from '@/components/ui/price';
import { OptimizedImage } from '@/components/ui/optimized-image';

export type ProductCardType = 'AddToCart' | 'Descriptive';

export interface ProductCardProps {
  product: Product;
  /** Inventory location deciding availability; default the configured shipping location. */
  shippingLocationId?: string;
  /** 'AddToCart' (default) shows the add button; 'Descriptive' shows the teaser and a link. */
  cardType?: ProductCardType;
  showPrice?: boolean;
  /** Default: true for AddToCart cards, false for Descriptive ones. */
  showAddToCart?: boolean;
  addToCartButtonOutlined?: boolean;
  /** Default: true for Descriptive cards. */
  showTeaser?: boolean;
  /** Show the 'Members Exclusive' label on restricted products (default true). */
  showAllocation?: boolean;
  /** Spans the whole row, image beside the text (product flag hasFullWidthProductCard by default). */
  fullWidth?: boolean;
  /** Dark card (product flag hasDarkBackgroundProductCard by default). */
  darkBackground?: boolean;
  /**
   * The card opens the page (the first card of a collection): its image is the page's largest
   * paint on a phone, so it loads at once with high priority instead of lazily.
   */
  priority?: boolean;
  /**
   * Whose prices and access the card shows. Default anonymous: only a per-customer render (never
   * a shared cache entry) passes a logged-in viewer, with the product as the service answered
   * for that customer.
   */
  viewer?: Viewer;
}

/**
 * What a card offers under its price: the allocation link on a restricted product, a Learn more
 * link where the card does not add (or `linkOnly`), else Add To Cart for the sellable `variant`
 * or Sold Out (also for a product with no variant: nothing to add).
 */
function CardAction({
  product,
  href,
  restricted,
  showAllocation,
  linkOnly,
  variant,
  outlined,
}: {
  product: Product;
  href: string;
  restricted: 'join' | 'invitation' | null;
  showAllocation: boolean;
  linkOnly: boolean;
  variant: Variant | undefined;
  outlined: boolean;
}) {
  if (restricted === 'invitation') {
    return showAllocation ? (
      <p className="text-xs font-semibold tracking-wide text-gold-text uppercase">
        {INVITATION_ONLY_LABEL}
      </p>
    ) : null;
  }
  if (restricted) {
    return showAllocation ? (
      <Link
        href={href}
        className="inline-block rounded border border-gold px-4 py-2 text-xs font-semibold tracking-wide text-gold-text uppercase"
      >
        {product.allocation?.label || DEFAULT_ALLOCATION_LABEL}
      </Link>
    ) : null;
  }
  if (linkOnly) {
    return (
      <Link href={href} className="text-sm font-semibold underline hover:text-wine">
        {/* The whole text is read by search engines and assistive tech alike (descriptive link text). */}
        Learn more<span className="sr-only"> about {product.title}</span>
      </Link>
    );
  }
  return variant ? (
    <AddToCartButton
      sku={variant.sku}
      title={product.title}
      limit={variant.maxQuantityPerCart}
      outlined={outlined}
    />
  ) : (
    <SoldOutButton title={product.title} />
  );
}

/**
 * A product card (collections, product display and collection list blocks). Shared renders pass
 * no viewer (anonymous); the per-customer routes pass the logged-in viewer and their own product
 * data. Server Component (reads server settings).
 */
export function ProductCard({
  product,
  shippingLocationId = getSettings().commerce.shippingLocationId,
  cardType = 'AddToCart',
  showPrice = true,
  showAddToCart = cardType === 'AddToCart',
  addToCartButtonOutlined = false,
  showTeaser = cardType === 'Descriptive',
  showAllocation = true,
  fullWidth = product.hasFullWidthProductCard ?? false,
  darkBackground = product.hasDarkBackgroundProductCard ?? false,
  viewer = ANONYMOUS_VIEWER,
  priority = false,
}: ProductCardProps) {
  const variant = defaultVariantOf(product);
  const { widths, heights, quality } = PRODUCT_CARD_IMAGE;
  const href = `/product/${product.slug}`;
  const restricted = restrictionFor(product, viewer);
  // A gift card needs a recipient, so its card links to the product page.
  const isGiftCard = product.giftCard?.type === 'Virtual';
  const sellable = variant !== undefined && canAddToCart(product, variant, shippingLocationId);

  const action = (
    <CardAction
      product={product}
      href={href}
      restricted={restricted}
      showAllocation={showAllocation}
      linkOnly={isGiftCard || cardType === 'Descriptive' || !showAddToCart}
      variant={sellable ? variant : undefined}
      outlined={addToCartButtonOutlined}
    />
  );

  const tone = darkBackground ? 'bg-ink text-white' : 'bg-off-white';
  return (
    <article
      className={`${tone} flex rounded p-4 ${fullWidth ? 'col-span-full flex-col items-center gap-6 md:flex-row md:gap-10 md:p-10' : 'flex-col items-center gap-3 text-center'}`}
      data-testid="product-card"
      data-slug={product.slug}
    >
      <ProductImage
        src={product.images[0]?.src ?? product.image}
        alt={product.images[0]?.altText || product.title}
        width={widths.desktop}
        height={heights.desktop}
        sizes={`(min-width: 768px) ${widths.desktop}px, ${widths.mobile}px`}
        quality={quality}
        priority={priority}
        className="h-[187px] w-auto md:h-[290px]"
      />
      <div
        className={`flex flex-col gap-3 ${fullWidth ? 'items-start text-left' : 'items-center'}`}
      >
        <AccoladeBadge accolades={product.accolades} context="card" />
        <h3 className={`font-serif ${fullWidth ? 'text-3xl' : 'text-lg'}`}>
          {/* 44 px tall on a touch screen: the title is a target of its own. */}
          <Link href={href} className="inline-block py-2.5 hover:underline md:py-0">
            {product.title}
          </Link>
        </h3>
        {product.subTitle ? <p className="text-sm opacity-80">{product.subTitle}</p> : null}
        {showTeaser && product.teaser ? (
          <p className="text-sm opacity-90">{product.teaser}</p>
        ) : null}
        {showPrice && variant && !restricted ? (
          <Price display={priceDisplay(variant, priceViewerOf(product, viewer))} size="sm" />
        ) : null}
        {action}
      </div>
    </article>
  );
}

/**
 * A product image through next/image's optimizer. Our own art is SVG, served as it is;
 * photographs from the commerce platform's CDN are resized and re-encoded when its host is listed
 * in IMAGE_HOSTS (lib/settings/text-settings.ts), and shown as they are otherwise.
 */
export function ProductImage({
  src,
  priority = false,
  ...image
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  quality: number;
  priority?: boolean;
  className?: string;
}) {
  return <OptimizedImage src={src || PLACEHOLDER_PRODUCT_IMAGE} preload={priority} {...image} />;
}
