import { OptimizedImage } from '@/components/ui/optimized-image';
import { PLACEHOLDER_PRODUCT_IMAGE } from '@/lib/constants';

/**
 * A product image through next/image's optimizer. Our own art is SVG, served as it is;
 * photographs from the commerce platform's CDN are resized and re-encoded when its host is listed
 * in IMAGE_HOSTS (lib/site/image-hosts.ts), and shown as they are otherwise.
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
