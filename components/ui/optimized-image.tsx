import { getImageProps, type ImageProps } from 'next/image';
import { ImagePreload } from '@/components/ui/image-preload';
import { isOptimizable } from '@/lib/settings/text-settings';
import { getSettings } from '@/server/config';

type ImageInput = Omit<
  ImageProps,
  'priority' | 'preload' | 'unoptimized' | 'onLoad' | 'onError' | 'placeholder' | 'blurDataURL'
> & { src: string };

/**
 * next/image's attributes for an image (sources, sizes, dimensions), computed on the server. Only
 * images the optimizer can fetch go through it (lib/settings/text-settings.ts); others are used as they are.
 */
export function imageAttributes(image: ImageInput) {
  const unoptimized = !isOptimizable(image.src, getSettings().images.hosts);
  return getImageProps({ ...image, unoptimized }).props;
}

/**
 * An image as a plain `<img>` rendered on the server. `<Image>` is a client component: every page
 * that showed one shipped and hydrated next/image's runtime (about 4.5 KB gzip) only to repeat
 * attributes the server had already written. None of its client features (load callbacks, blur
 * placeholders) are used here. `preload` marks the page's largest paint: loaded eagerly with high
 * priority and preloaded from the document head by `ImagePreload`. Its `<picture>` (no layout box
 * of its own) keeps React's server components from writing a preload of their own for it into the
 * page's data (they do for every eager `<img>` outside a `<picture>`), which a mere prefetch of a
 * link to the page would act on.
 */
export function OptimizedImage({ preload = false, ...image }: ImageInput & { preload?: boolean }) {
  const props = imageAttributes(
    preload ? { ...image, loading: 'eager', fetchPriority: 'high' } : image,
  );
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  const img = <img {...props} />;
  if (!preload) return img;
  return (
    <>
      <ImagePreload src={props.src} srcSet={props.srcSet} sizes={props.sizes} />
      <picture className="contents">{img}</picture>
    </>
  );
}
