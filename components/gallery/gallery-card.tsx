import type { PortfolioCard } from '@/lib/domain/gallery-view';
import { Icon } from '@/components/ui/icon';
import { IMAGE_DEVICE_WIDTHS, IMAGE_ICON_WIDTHS, imagePresets } from '@/lib/media/constants';
import { imageAddress } from '@/lib/media/protected-image-loader';

type Props = { card: PortfolioCard; thumbnail: string; href: string; videoLabel: string };

// next/image's widths, in its order: a size asked for becomes the smallest configured width at least that large.
const widths = [...IMAGE_ICON_WIDTHS, ...IMAGE_DEVICE_WIDTHS].sort((a, b) => a - b);
const configuredWidth = (width: number) => widths.find((candidate) => candidate >= width) ?? width;

/**
 * One gallery of a portfolio grid: its 300×300 thumbnail (lazy, cropped square) and its title. A plain link to the
 * gallery's address; the launcher turns the click into the viewer (or the password prompt) without leaving the page.
 * Its look lives in app/globals.css (`.pf-card` and its parts, section perf-galleries): a grid repeats it some 65 times.
 */
export function GalleryCard({ card, thumbnail, href, videoLabel }: Props) {
  const { width, height, quality } = imagePresets.thumbnail;
  // A fixed 300 px image: 1x and 2x, as next/image writes them without `sizes`. The 1x candidate is the `src` itself
  // (a browser reads `src` as 1x), so each address is written once. No `decoding` or inline style: the alt text is
  // empty and the image lazy.
  const src = imageAddress(thumbnail, configuredWidth(width), quality);
  const srcSet = `${imageAddress(thumbnail, configuredWidth(width * 2), quality)} 2x`;
  return (
    <li>
      <a href={href} data-gallery={card.id} rel={card.locked ? 'nofollow' : undefined} className="pf-card">
        <span>
          {/* eslint-disable-next-line @next/next/no-img-element -- next/image's markup, without its client code */}
          <img alt="" loading="lazy" width={width} height={height} srcSet={srcSet} src={src} />
          {card.locked ? (
            // The line under the title already says 'Privada': the lock alone marks the picture, read once.
            <span aria-hidden className="pf-badge pf-lock">
              <Icon name="lock" className="size-3.5" />
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
