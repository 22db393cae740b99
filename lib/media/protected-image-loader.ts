import type { ImageLoader } from 'next/image';

/**
 * Protected photographs skip Next's optimizer: it would fetch them without the visitor's unlock cookie and its shared
 * cache would hand them to anyone, so the media route resizes them for the cookie holder instead.
 */
export const protectedImageLoader: ImageLoader = ({ src, width, quality }) => `${src}?w=${width}&q=${quality ?? 90}`;

/**
 * The media route's resizing for any of the site's own photographs: a shorter address than the optimizer's for
 * pictures a page repeats. The route's default quality is left out of the address.
 */
export const mediaRouteLoader: ImageLoader = ({ src, width, quality }) =>
  quality === undefined || quality === 90 ? `${src}?w=${width}` : protectedImageLoader({ src, width, quality });

/**
 * A photograph's address at a width, without getImageProps, which would ship its configuration code to every page.
 * The width must be one next.config.ts lists (IMAGE_DEVICE_WIDTHS, IMAGE_ICON_WIDTHS).
 */
export function imageAddress(src: string, width: number, quality: number): string {
  if (src.startsWith('/media/')) return mediaRouteLoader({ src, width, quality });
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}
