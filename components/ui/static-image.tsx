import { getImageProps, type ImageProps } from 'next/image';
import { clsx } from 'clsx';
import { mediaRouteLoader } from '@/lib/media/protected-image-loader';

type Props = Omit<ImageProps, 'priority' | 'preload' | 'placeholder' | 'onLoad' | 'onError'> & {
  /**
   * The srcset's widths, when fewer than next.config's list will do (each width is a long URL, sent twice: in the
   * HTML and in the page's serialized tree). Only for `w` descriptors (a `sizes` image); keep one width at least as
   * large as the image is drawn on a 3× phone and on a wide 2× screen.
   */
  widths?: readonly number[];
  /**
   * Through Next's optimizer (`/_next/image?url=…`) even for one of the site's own /media photographs, which otherwise
   * take the media route's shorter address (`/media/…?w=&q=`: the same webp variants, cached and immutable).
   */
  optimizer?: boolean;
};

/** The site's own photographs (not a MEDIA_BASE_URL's) can be resized by the media route itself. */
export const isOwnMedia = (src: ImageProps['src']): src is string => typeof src === 'string' && src.startsWith('/media/');

/** The srcset entries whose width is listed (all of them when none is), and the largest one kept as the fallback src. */
function keepWidths(srcSet: string | undefined, src: string, widths: readonly number[] | undefined) {
  if (!srcSet || !widths) return { srcSet, src };
  const kept = srcSet.split(', ').filter((entry) => {
    const match = /\s(\d+)w$/.exec(entry);
    return !match || widths.includes(Number(match[1]));
  });
  const last = kept.at(-1);
  return { srcSet: kept.join(', '), src: last ? last.slice(0, last.lastIndexOf(' ')) : src };
}

/**
 * next/image's markup (optimised srcset, lazy loading, intrinsic size) rendered by the server without its client
 * component: for the many images that need no load callback or placeholder (gallery thumbnails, portraits, section
 * photographs), so that hydrating a page does not run an Image component per picture. No `preload` prop: React's
 * server rendering already preloads an eager <img> with a srcset (a <link rel="preload"> in the head). Keep next/image
 * itself for an image that reacts to loading.
 * next/image's inline style (a filled frame's absolute position, the transparent alt text) is the class `img-fill` or
 * `img-fixed` instead (app/globals.css), unless the caller passes a style of its own.
 * A server component's <img> only: a client component writing it from the path and widths (MediaImage, until issue
 * 26) spared the page's serialized tree the srcset and src (about 2 kB raw, 0.4 kB gzipped on the home page) but cost
 * the home and services pages' first script 0.43 kB brotli, where the budget is tighter.
 */
export function StaticImage({ widths, optimizer, ...props }: Props) {
  // The loader gets the quality as given: spell out next/image's default (75) so the address names it.
  const direct = !optimizer && isOwnMedia(props.src);
  const { props: attributes } = getImageProps(direct ? { ...props, quality: props.quality ?? 75, loader: mediaRouteLoader } : props);
  const { style, className, ...rest } = attributes;
  const own = props.style !== undefined;
  const { srcSet, src } = keepWidths(rest.srcSet, rest.src, widths);
  const classes = clsx(!own && (props.fill ? 'img-fill' : 'img-fixed'), className);
  return (
    // The alt text is in `rest` (required by ImageProps); next/image's own output is a plain <img> too.
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
    <img {...rest} srcSet={srcSet} src={src} {...(own ? { style } : {})} className={classes} />
  );
}
