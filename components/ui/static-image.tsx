import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's markup (optimised srcset, lazy loading, intrinsic size) rendered by the server without its client
 * component: for the many images that need no load callback or placeholder (gallery thumbnails, portraits, section
 * photographs), so that hydrating a page does not run an Image component per picture. No `preload`: whether it is
 * react-dom's preload() or a <link rel="preload"> (from a server or a client component), the prerendered page's RSC
 * payload carries it as a hint, which the router applies as soon as it merely prefetches the page, so every page
 * linking home downloaded the home hero without showing it. An <img> early in the HTML is found by the browser's
 * preload scanner anyway. Keep next/image itself for an image that reacts to loading.
 */
export function StaticImage(props: Omit<ImageProps, 'priority' | 'preload' | 'placeholder' | 'onLoad' | 'onError'>) {
  const { props: attributes } = getImageProps(props);
  // The alt text is in `attributes` (required by ImageProps); next/image's own output is a plain <img> too.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...attributes} />;
}
