import type { ImageLoader } from 'next/image';

/**
 * A protected gallery's photographs skip Next's optimizer (it would fetch them without the visitor's unlock cookie,
 * and its shared cache would hand them to anyone): the media route itself resizes them to the width and quality
 * next/image asks for, as webp, for the visitor who holds the cookie.
 */
export const protectedImageLoader: ImageLoader = ({ src, width, quality }) => `${src}?w=${width}&q=${quality ?? 90}`;

/**
 * The same resizing for any of the site's own /media photographs (the media route keeps each variant in its cache
 * and marks it immutable): a shorter address than the optimizer's, for pictures a page repeats many times. The
 * route's default quality (90) is left out of the address.
 */
export const mediaRouteLoader: ImageLoader = ({ src, width, quality }) => (quality === undefined || quality === 90 ? `${src}?w=${width}` : protectedImageLoader({ src, width, quality }));

/**
 * A photograph's address at a width: the site's own photographs through the media route (`/media/…?w=300`, half as
 * long as the optimizer's), anything else through next/image's optimizer as its default loader writes it. Written
 * here rather than with next/image's getImageProps, which would ship its configuration code to every portfolio page.
 * The width must be one next.config.ts lists (IMAGE_DEVICE_WIDTHS, IMAGE_ICON_WIDTHS).
 */
export function imageAddress(src: string, width: number, quality: number): string {
  if (src.startsWith('/media/')) return mediaRouteLoader({ src, width, quality });
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}
