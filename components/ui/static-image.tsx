import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * next/image's markup (optimised srcset, lazy loading, intrinsic size) rendered by the server without its client
 * component: for the many images that need no load callback or placeholder (gallery thumbnails, portraits, section
 * photographs), so that hydrating a page does not run an Image component per picture. `preload` adds the same
 * <link rel="preload"> next/image would, leaving the image its browser priority. Keep next/image itself for an image
 * that reacts to loading.
 */
export function StaticImage({ preload, ...props }: Omit<ImageProps, 'priority' | 'placeholder' | 'onLoad' | 'onError'>) {
  const { props: attributes } = getImageProps(props);
  if (preload && attributes.srcSet) {
    preloadResource(attributes.src, { as: 'image', imageSrcSet: attributes.srcSet, imageSizes: attributes.sizes });
  }
  // The alt text is in `attributes` (required by ImageProps); next/image's own output is a plain <img> too.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...attributes} />;
}
