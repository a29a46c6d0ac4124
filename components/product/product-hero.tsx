import type { CSSProperties, ReactNode } from 'react';
import type { Product } from '@/lib/commerce/entities';
import { HERO_IMAGE_QUALITY } from '@/lib/constants';
import { sanitizeHtml } from '@/lib/site/html';
import { getSettings } from '@/server/config';
import { ANONYMOUS_VIEWER, type Viewer } from '@/lib/customer/viewer';
import { AccoladeBadge } from './accolade-badge';
import type { AllocationCta } from './allocation-panel';
import { ProductImage } from './product-card';
import { PurchasePanel } from './purchase-panel';
import { ProductDetailEvents } from './product-detail-events';
import { shownProductItem } from '@/lib/tracking/ecommerce';

/** Background colour choices of the blocks spec (None is transparent). */
const HERO_BACKGROUNDS = {
  None: 'bg-transparent',
  Gray: 'bg-neutral-200',
  White: 'bg-white',
  Red: 'bg-wine text-white',
  Gold: 'bg-gold',
  Ash: 'bg-ash',
  Black: 'bg-ink text-white',
} as const;
export type HeroBackground = keyof typeof HERO_BACKGROUNDS;

export interface ProductHeroProps {
  product: Product;
  eyebrow?: string | null;
  /** Overrides the product's own subtitle. */
  subTitle?: string | null;
  /** Background behind the picture; default Ash. */
  background?: HeroBackground | null;
  /** A jpeg/png behind the picture instead of the colour. */
  customBackgroundImage?: string | null;
  /** 1-99; above 1 a Bottle / Case toggle multiplies the quantity. */
  bottlesInCase?: number | null;
  disableStickySubNavigation?: boolean | null;
  customAllocationCta?: AllocationCta | null;
  /** Long description under the purchase controls (the product page shows the product's content). */
  showContent?: boolean;
  /**
   * The purchase controls. Default: the anonymous PurchasePanel (safe in any cached render). The
   * product page passes a Suspense boundary that streams the signed-in viewer's own panel.
   */
  purchase?: ReactNode;
  /** Whose default purchase panel: anonymous unless a per-customer render passes its viewer. */
  viewer?: Viewer;
}

/** The colour behind the picture: an uploaded image, else the image's own colour, else the tone. */
function heroBackdrop(
  customBackgroundImage: string | null | undefined,
  imageBackground: string | null | undefined,
): CSSProperties | undefined {
  if (customBackgroundImage) {
    return {
      backgroundImage: `url(${JSON.stringify(customBackgroundImage)})`,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    };
  }
  return imageBackground && /^#[0-9a-f]{3,8}$/i.test(imageBackground)
    ? { backgroundColor: imageBackground }
    : undefined;
}

/** The picture with its seal on the tone or backdrop, and the product's further images below. */
function HeroPictures({
  product,
  tone,
  backdrop,
}: {
  product: Product;
  tone: string;
  backdrop: CSSProperties | undefined;
}) {
  const [image, ...moreImages] = product.images;
  return (
    <div className="space-y-4">
      <div className={`relative flex justify-center rounded p-8 ${tone}`} style={backdrop}>
        <ProductImage
          src={image?.src ?? product.image}
          alt={image?.altText || product.title}
          width={480}
          height={640}
          sizes="(min-width: 768px) 50vw, 100vw"
          quality={HERO_IMAGE_QUALITY}
          priority
          // A box of the declared 3:4 before the file arrives (the art's own size is unknown
          // until then), the picture fitted inside: nothing below moves when it loads.
          className="aspect-[3/4] h-auto w-full max-w-[480px] object-contain"
        />
        {product.seal ? (
          <span
            className="absolute top-4 left-4 rounded-full border border-gold bg-white px-3 py-1 text-xs font-semibold tracking-wide text-gold-text uppercase"
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
                className="aspect-[3/4] h-auto w-full max-w-[160px] object-contain"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Eyebrow (or the wine's tag), title and subtitle. */
function HeroHeading({
  heading,
  title,
  subTitle,
}: {
  heading: string | null | undefined;
  title: string;
  subTitle: string | null | undefined;
}) {
  return (
    <header className="space-y-2">
      {heading ? (
        <p className="text-xs font-semibold tracking-widest text-gold-text uppercase">{heading}</p>
      ) : null}
      <h1 className="font-serif text-4xl">{title}</h1>
      {subTitle ? <p className="text-lg text-neutral-600">{subTitle}</p> : null}
    </header>
  );
}

/**
 * The product hero (product page and the product hero block): picture with seal, eyebrow or wine
 * tag, title, subtitle, accolades, teaser, price and purchase controls. Server Component.
 */
export function ProductHero({
  product,
  eyebrow,
  subTitle,
  background,
  customBackgroundImage,
  bottlesInCase,
  disableStickySubNavigation,
  customAllocationCta,
  showContent = false,
  purchase,
  viewer = ANONYMOUS_VIEWER,
}: ProductHeroProps) {
  const [image] = product.images;
  const heading =
    eyebrow || (product.wine?.tag && product.wine.tag !== 'None' ? product.wine.tag : null);
  const cases =
    bottlesInCase && bottlesInCase > 1 ? Math.min(99, Math.trunc(bottlesInCase)) : undefined;
  const controls = purchase ?? (
    <PurchasePanel
      product={product}
      viewer={viewer}
      shippingLocationId={getSettings().commerce.shippingLocationId}
      bottlesInCase={cases}
      disableStickySubNavigation={disableStickySubNavigation ?? false}
      customAllocationCta={customAllocationCta ?? undefined}
    />
  );

  const item = shownProductItem(product, viewer, getSettings().brand.name);
  return (
    <div
      className="mx-auto grid max-w-[1440px] gap-10 px-4 py-10 md:grid-cols-2 md:px-8"
      data-testid="product-hero"
    >
      {item ? (
        <ProductDetailEvents
          item={item}
          productId={product.id}
          slug={product.slug}
          image={image?.src ?? product.image ?? undefined}
        />
      ) : null}
      <HeroPictures
        product={product}
        tone={HERO_BACKGROUNDS[background ?? 'Ash']}
        backdrop={heroBackdrop(customBackgroundImage, image?.background)}
      />
      <div className="space-y-6">
        <HeroHeading
          heading={heading}
          title={product.title}
          subTitle={subTitle || product.subTitle}
        />
        <AccoladeBadge accolades={product.accolades} />
        {product.teaser ? <p className="text-neutral-700">{product.teaser}</p> : null}
        {controls}
        {showContent && product.content ? (
          <section
            aria-labelledby="product-about"
            className="border-t border-ash pt-6 text-neutral-800 [&_h3]:font-serif [&_h3]:text-xl [&_li]:ml-5 [&_li]:list-disc"
          >
            {/* The admin's copy uses h3 for its parts ('Tasting notes'): under the page's h1 they
                need an h2, or assistive technology hears a level skipped. */}
            <h2 id="product-about" className="sr-only">
              About this wine
            </h2>
            <div
              className="space-y-3"
              // Product copy comes from the commerce admin: allowlisted like every outside HTML.
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(product.content) }}
            />
          </section>
        ) : null}
      </div>
    </div>
  );
}
