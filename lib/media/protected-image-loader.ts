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
