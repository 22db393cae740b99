import type { PortfolioCard } from '@/lib/domain/gallery-view';
import { Icon } from '@/components/ui/icon';
import { IMAGE_DEVICE_WIDTHS, IMAGE_ICON_WIDTHS, imagePresets } from '@/lib/media/constants';
import { imageAddress } from '@/lib/media/protected-image-loader';

type Props = { card: PortfolioCard; thumbnail: string; href: string; videoLabel: string };

// As next/image does, so the addresses match the optimizer's configured widths.
const widths = [...IMAGE_ICON_WIDTHS, ...IMAGE_DEVICE_WIDTHS].sort((a, b) => a - b);
const configuredWidth = (width: number) => widths.find((candidate) => candidate >= width) ?? width;

/**
 * A plain link, so it works without JavaScript; the launcher turns the click into the viewer. Styled by short classes
 * in app/globals.css because a grid repeats it many times.
 */
export function GalleryCard({ card, thumbnail, href, videoLabel }: Props) {
  const { width, height, quality } = imagePresets.thumbnail;
  // A browser reads `src` as the 1x candidate, so each address is written once.
  const src = imageAddress(thumbnail, configuredWidth(width), quality);
  const srcSet = `${imageAddress(thumbnail, configuredWidth(width * 2), quality)} 2x`;
  return (
    <li>
      <a href={href} data-gallery={card.id} rel={card.locked ? 'nofollow' : undefined} className="pf-card">
        <span>
          {/* Decorative: the link is named by the title below it. Without a cover (a protected gallery's photographs
              are locked) the tile stays plain rather than show a broken image. */}
          {thumbnail ? (
            // eslint-disable-next-line @next/next/no-img-element -- next/image's markup, without its client code
            <img alt="" loading="lazy" width={width} height={height} srcSet={srcSet} src={src} />
          ) : null}
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
