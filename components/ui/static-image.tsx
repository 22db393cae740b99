import { getImageProps, type ImageProps } from 'next/image';
import { clsx } from 'clsx';
import { mediaRouteLoader } from '@/lib/media/protected-image-loader';

type Props = Omit<ImageProps, 'priority' | 'preload' | 'placeholder' | 'onLoad' | 'onError'> & {
  /**
   * Fewer srcset widths, since each is a long URL sent in the HTML and again in the serialized tree. Only for a
   * `sizes` image; keep one width at least as large as the image is drawn on a 3× phone and a wide 2× screen.
   */
  widths?: readonly number[];
  /** Use Next's optimizer even for the site's own photographs, which otherwise take the media route's address. */
  optimizer?: boolean;
};

/** Only the site's own photographs, not a MEDIA_BASE_URL's, can be resized by the media route. */
export const isOwnMedia = (src: ImageProps['src']): src is string =>
  typeof src === 'string' && src.startsWith('/media/');

/** The largest kept width becomes the fallback src, so it is never one the srcset dropped. */
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
 * next/image's markup without its client component, so hydration runs no Image per picture; keep next/image for an
 * image that reacts to loading. No `preload`: React already preloads an eager <img> with a srcset. Classes
 * `img-fill`/`img-fixed` stand in for next/image's inline style unless the caller passes a style of its own.
 */
export function StaticImage({ widths, optimizer, ...props }: Props) {
  // The loader only sees the quality as given, so next/image's default is spelled out for the address to name it.
  const direct = !optimizer && isOwnMedia(props.src);
  const { props: attributes } = getImageProps(
    direct ? { ...props, quality: props.quality ?? 75, loader: mediaRouteLoader } : props,
  );
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
