import Image from 'next/image';
import { HERO_IMAGE_QUALITY, IMAGE_QUALITY } from '@/lib/constants';

/**
 * Every content image goes through next/image (webp, the spec's device and image sizes, quality 75
 * or 85 for heroes). Lazy by default (the browser's lazy loading starts about 200 px early, the
 * spec's margin); heroes are preloaded. SVG art is passed through as-is.
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
}: {
  src: string;
  alt: string | undefined;
  width?: number;
  height?: number;
  sizes?: string;
  hero?: boolean;
  lazy?: boolean;
  fill?: boolean;
  className?: string;
}) {
  const common = {
    src,
    alt: alt ?? '',
    sizes,
    quality: hero ? HERO_IMAGE_QUALITY : IMAGE_QUALITY,
    unoptimized: src.endsWith('.svg'),
    className,
    ...(hero ? { preload: true } : { loading: lazy ? ('lazy' as const) : ('eager' as const) }),
  };
  return fill ? <Image {...common} alt={common.alt} fill /> : <Image {...common} alt={common.alt} width={width ?? 1200} height={height ?? 800} />;
}
