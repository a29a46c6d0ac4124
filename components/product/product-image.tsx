import { OptimizedImage } from '@/components/optimized-image';
import { PLACEHOLDER_PRODUCT_IMAGE } from '@/lib/constants';

/**
 * A product image through next/image's optimizer. Our own art is SVG, which the optimizer passes through
 * untouched, so it is served as-is; photographs from a CDN are resized and re-encoded.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  sizes,
  quality,
  priority = false,
  className,
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
  const source = src || PLACEHOLDER_PRODUCT_IMAGE;
  return (
    <OptimizedImage
      src={source}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      quality={quality}
      preload={priority}
      unoptimized={source.endsWith('.svg')}
      className={className}
    />
  );
}
