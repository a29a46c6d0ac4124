import { OptimizedImage } from '@/components/optimized-image';
import { PLACEHOLDER_PRODUCT_IMAGE } from '@/lib/constants';

/**
 * A product image through next/image's optimizer. Our own art is SVG, served as it is;
 * photographs from the commerce platform's CDN are resized and re-encoded when its host is listed
 * in IMAGE_HOSTS (lib/image-hosts.ts), and shown as they are otherwise.
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
      className={className}
    />
  );
}
