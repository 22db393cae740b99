'use client';

import type { ImgHTMLAttributes } from 'react';
import { mediaImageSources } from '@/lib/media/protected-image-loader';

export type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** The photograph's /media path. */
  path: string;
  /** The srcset's widths, smallest first. */
  widths: number[];
  /** The media route's quality, left out for its default (90). */
  quality?: number;
};

/**
 * One of the site's own photographs as StaticImage writes it (media route addresses, lazy, async decoding), drawn
 * from its path and widths: a client component without state or effects, so that the page's serialized tree carries
 * those few values instead of the whole srcset a second time (the server renders the same <img>). Use StaticImage,
 * which hands an image over to this one when the addresses match.
 */
export function MediaImage({ path, widths, quality, loading = 'lazy', decoding = 'async', sizes, ...rest }: MediaImageProps) {
  const { srcSet, src } = mediaImageSources(path, widths, quality, sizes ? 'w' : 'x');
  // The alt text is in `rest` (StaticImage passes next/image's attributes on).
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...rest} loading={loading} decoding={decoding} sizes={sizes} srcSet={srcSet} src={src} />;
}
