import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

type OptimizedImageProps = Omit<
  ImageProps,
  'priority' | 'preload' | 'onLoad' | 'onError' | 'placeholder' | 'blurDataURL'
> & {
  /** The page's largest paint: fetched from the document head, with high priority. */
  preload?: boolean;
};

/**
 * next/image's markup (sources, sizes, dimensions) as a plain `<img>` rendered on the server.
 * `<Image>` is a client component: every page that showed one shipped and hydrated next/image's
 * runtime (about 4.5 KB gzip) only to repeat attributes the server had already written. None of
 * its client features (load callbacks, blur placeholders) are used here.
 */
export function OptimizedImage({ preload = false, ...image }: OptimizedImageProps) {
  const { props } = getImageProps(
    preload ? { ...image, loading: 'eager', fetchPriority: 'high' } : image,
  );
  if (preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  return <img {...props} />;
}
