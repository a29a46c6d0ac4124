import { OptimizedImage, imageAttributes } from '@/components/ui/optimized-image';
import { HERO_IMAGE_QUALITY, IMAGE_QUALITY } from '@/lib/constants';
import { LazyImg } from './lazy-img';

interface ImageLayout {
  width?: number;
  height?: number;
  sizes?: string;
  hero?: boolean;
  lazy?: boolean;
  fill?: boolean;
  className?: string;
}

/** An image option as editors set it: the file in `src` or in `image`, with its alt text. */
export type ImageOption = { altText?: string } & ({ src: string } | { image: string });

/** A photo filling one half of a two-column block (the whole width on a phone). */
export const HALF_ROW_PHOTO = {
  sizes: '(min-width: 768px) 50vw, 100vw',
  className: 'h-auto w-full rounded object-cover',
} as const;

/** A card's photo in a grid of up to three columns (posts, recipes, call-to-action cards). */
export const CARD_PHOTO = {
  width: 600,
  height: 400,
  sizes: '(min-width: 1024px) 33vw, (min-width: 580px) 50vw, 100vw',
  className: 'aspect-[3/2] w-full rounded object-cover',
} as const;

/** `BlockImage` of an image option; nothing when the option is unset. */
export function OptionImage({
  image,
  ...layout
}: { image: ImageOption | undefined } & ImageLayout) {
  if (!image) return null;
  return (
    <BlockImage src={'src' in image ? image.src : image.image} alt={image.altText} {...layout} />
  );
}

/**
 * Every content image goes through next/image's optimizer (webp, the spec's device and image
 * sizes, quality 75 or 85 for heroes). Heroes are preloaded with high priority; images marked eager
 * load at once; all others are lazy with the spec's 200 px margin (LazyImg: next/image computes the
 * sources here on the server, a shared IntersectionObserver sets them). SVG art and images on hosts
 * the optimizer may not fetch are used as they are (lib/settings/text-settings.ts).
 */
export function BlockImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  hero = false,
  lazy = true,
  fill = false,
  className,
}: { src: string; alt: string | undefined } & ImageLayout) {
  const common = {
    src,
    alt: alt ?? '',
    sizes,
    quality: hero ? HERO_IMAGE_QUALITY : IMAGE_QUALITY,
    className,
    ...(fill ? { fill: true } : { width: width ?? 1200, height: height ?? 800 }),
  };
  // The page's largest paint: preloaded with high priority, so a phone fetches it ahead of the
  // scripts (Lighthouse: fetchpriority=high on the LCP image).
  if (hero) return <OptimizedImage {...common} alt={common.alt} preload />;
  if (!lazy) return <OptimizedImage {...common} alt={common.alt} loading="eager" />;
  const props = imageAttributes({ ...common, alt: common.alt, loading: 'eager' });
  const { loading: _eager, fetchPriority: _priority, ...attributes } = props;
  return <LazyImg {...attributes} decoding="async" />;
}
