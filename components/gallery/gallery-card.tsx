import { LockIcon, PlayIcon } from 'lucide-react';
import { StaticImage } from '@/components/ui/static-image';
import { imagePresets } from '@/lib/media/constants';

type Props = {
  href: string;
  id: string;
  title: string;
  thumbnail: string;
  meta: string;
  badge?: { kind: 'protected' | 'video'; label: string };
};

/**
 * One gallery of a portfolio grid: its 300×300 thumbnail (lazy, cropped square) and its title. A plain link to the
 * gallery's address; the launcher turns the click into the viewer (or the password prompt) without leaving the page.
 */
export function GalleryCard({ href, id, title, thumbnail, meta, badge }: Props) {
  const { width, height, quality } = imagePresets.thumbnail;
  return (
    <li>
      <a
        href={href}
        data-gallery={id}
        rel={badge?.kind === 'protected' ? 'nofollow' : undefined}
        className="group block rounded-lg outline-offset-4 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <span className="relative block aspect-square overflow-hidden rounded-lg bg-muted">
          <StaticImage
            src={thumbnail}
            alt=""
            width={width}
            height={height}
            quality={quality}
            // No `sizes`: a fixed 300 px image gets a 1x/2x srcset instead of every configured width.
            loading="lazy"
            className="size-full object-cover transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.04]"
          />
          <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-ink/35 via-transparent to-transparent opacity-0 transition-opacity duration-500 group-hover:opacity-100" />
          {badge ? (
            badge.kind === 'protected' ? (
              // The line under the title already says 'Privada': the lock alone marks the picture, read once.
              <span aria-hidden className="absolute top-2.5 left-2.5 inline-flex size-7 items-center justify-center rounded-full bg-paper/90 text-ink shadow-sm backdrop-blur">
                <LockIcon className="size-3.5" />
              </span>
            ) : (
              <span className="absolute top-2.5 left-2.5 inline-flex items-center gap-1.5 rounded-full bg-paper/90 px-2.5 py-1 text-[0.68rem] font-semibold tracking-wide text-ink uppercase shadow-sm backdrop-blur">
                <PlayIcon aria-hidden className="size-3" />
                {badge.label}
              </span>
            )
          ) : null}
        </span>
        <span className="mt-3 block font-display text-lg leading-snug text-foreground decoration-accent/60 underline-offset-4 group-hover:underline md:text-xl">
          {title}
        </span>
        <span className="mt-1 block text-xs tracking-wide text-muted-foreground uppercase">{meta}</span>
      </a>
    </li>
  );
}
