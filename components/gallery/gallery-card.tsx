import { LockIcon } from 'lucide-react';
import { getImageProps } from 'next/image';
import type { PortfolioCard } from '@/lib/domain/gallery-view';
import { Icon } from '@/components/ui/icon';
import { imagePresets } from '@/lib/media/constants';
import { mediaRouteLoader } from '@/lib/media/protected-image-loader';

type Props = { card: PortfolioCard; thumbnail: string; href: string; videoLabel: string };

/**
 * One gallery of a portfolio grid: its 300×300 thumbnail (lazy, cropped square) and its title. A plain link to the
 * gallery's address; the launcher turns the click into the viewer (or the password prompt) without leaving the page.
 * Its look lives in app/globals.css (`.pf-card` and its parts, section perf-galleries): a grid repeats it some 65 times.
 */
export function GalleryCard({ card, thumbnail, href, videoLabel }: Props) {
  const { width, height, quality } = imagePresets.thumbnail;
  // No `sizes`: a fixed 300 px image gets a 1x/2x srcset instead of every configured width. The 1x candidate is the
  // `src` itself (a browser reads `src` as 1x), so each address is written once; the site's own photographs go
  // through the media route (`/media/…?w=300&q=90`), whose addresses are half as long as the optimizer's. Without
  // next/image's inline `color: transparent` (it hides a broken image's alt text: empty here) and `decoding`.
  const { props } = getImageProps({
    src: thumbnail,
    alt: '',
    width,
    height,
    quality,
    loading: 'lazy',
    ...(thumbnail.startsWith('/media/') ? { loader: mediaRouteLoader } : {}),
  });
  const [oneX, ...higher] = (props.srcSet ?? '').split(', ');
  const image = {
    ...props,
    style: undefined,
    decoding: undefined,
    src: oneX?.endsWith(' 1x') ? oneX.slice(0, -3) : props.src,
    srcSet: oneX?.endsWith(' 1x') && higher.length > 0 ? higher.join(', ') : props.srcSet,
  };
  return (
    <li>
      <a href={href} data-gallery={card.id} rel={card.locked ? 'nofollow' : undefined} className="pf-card">
        <span>
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own markup, alt included */}
          <img {...image} />
          {card.locked ? (
            // The line under the title already says 'Privada': the lock alone marks the picture, read once.
            <span aria-hidden className="pf-badge pf-lock">
              <LockIcon className="size-3.5" />
            </span>
          ) : card.video ? (
            <span className="pf-badge pf-video">
              <Icon name="play" className="size-3" />
              {videoLabel}
            </span>
          ) : null}
        </span>
        <span>{card.title}</span>
        <span>{card.meta}</span>
      </a>
    </li>
  );
}
