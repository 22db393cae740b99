import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's markup (optimised srcset, lazy loading, intrinsic size) rendered by the server without its client
 * component: for the many images that need no load callback or placeholder (gallery thumbnails, portraits, section
 * photographs), so that hydrating a page does not run an Image component per picture. No `preload` prop: React's
 * server rendering already preloads an eager <img> with a srcset (a <link rel="preload"> in the head). Keep next/image
 * itself for an image that reacts to loading.
 */
export function StaticImage(props: Omit<ImageProps, 'priority' | 'preload' | 'placeholder' | 'onLoad' | 'onError'>) {
  const { props: attributes } = getImageProps(props);
  // The alt text is in `attributes` (required by ImageProps); next/image's own output is a plain <img> too.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...attributes} />;
}
