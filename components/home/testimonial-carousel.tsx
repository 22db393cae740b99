'use client';

import { useCallback, useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { TESTIMONIAL_ROTATION_MS } from '@/lib/constants';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';

/**
 * `page` ('Page {page} of {total}') and `showPage` ('Show testimonials page {page}') are the messages' patterns, filled
 * in here; `ratings` the accessible name of each rating the cards give, keyed by the rating.
 */
type Labels = {
  region: string;
  pages: string;
  pause: string;
  play: string;
  page: string;
  showPage: string;
  ratings: Record<string, string>;
};

/**
 * One testimonial as the server prepared it: its rating (5 or 4.5), the portrait either as one of the site's own
 * /media paths (`media`: the addresses are built here, see `portrait`) or as next/image's prepared addresses.
 */
export type QuoteCard = { quote: string; name: string; role: string; rating: number } & (
  { media: string } | { src: string; srcSet: string }
);

/**
 * A 56 px portrait's addresses: the widths next/image picks for it at 1× and 2× (64 and 128, next.config imageSizes),
 * through the media route at next/image's default quality, as StaticImage writes them.
 */
function portrait(card: QuoteCard): { src: string; srcSet: string } {
  if (!('media' in card)) return { srcSet: card.srcSet, src: card.src };
  return { srcSet: `${card.media}?w=64&q=75 1x, ${card.media}?w=128&q=75 2x`, src: `${card.media}?w=128&q=75` };
}

/**
 * The rating as the width of the strip of stars: each whole star is a 1.125rem tile (star and gap), a half star the
 * left half of the 1rem star.
 */
function stars(rating: number): number {
  const full = Math.floor(rating);
  return full + (rating > full ? 0.5 / 1.125 : 0);
}

/** A page label's pattern with its numbers. */
const fill = (pattern: string, page: number, total: number) =>
  pattern.replace('{page}', String(page)).replace('{total}', String(total));

type Props = { labels: Labels; pages: QuoteCard[][] };

export const testimonialPageId = (index: number) => `testimonios-${index + 1}`;

/**
 * Pages of testimonials in a scroll-snapping track: without JavaScript the visitor scrolls or follows the dots' links;
 * with it the pages rotate every 30 s, pausing on hover, on focus, for reduced motion and with the pause control
 * (WCAG 2.2.2).
 */
export function TestimonialCarousel({ labels, pages }: Props) {
  const trackRef = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const paused = stopped || hovered || focused || reducedMotion;

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => setCurrent(Math.round(track.scrollLeft / Math.max(track.clientWidth, 1)));
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, []);

  const show = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track) return;
      track.scrollTo({ left: index * track.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
      setCurrent(index);
    },
    [reducedMotion],
  );

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => show((current + 1) % pages.length), TESTIMONIAL_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, current, pages.length, show]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      data-testid="testimonials"
      data-paused={paused}
      data-page={current + 1}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <section ref={trackRef} aria-label={labels.region} tabIndex={0} className="track">
        {pages.map((page, index) => (
          <div
            key={index}
            id={testimonialPageId(index)}
            role="group"
            aria-label={fill(labels.page, index + 1, pages.length)}
          >
            <ul>
              {page.map((card) => (
                <li key={card.name} data-testid="testimonial">
                  <p
                    role="img"
                    aria-label={labels.ratings[card.rating]}
                    className="star-rating"
                    style={{ '--stars': stars(card.rating) } as CSSProperties}
                  />
                  <blockquote>“{card.quote}”</blockquote>
                  <div>
                    {/* The portrait is decorative (the name is beside it): next/image's attributes, prepared by the
                       server. */}
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img
                      alt=""
                      loading="lazy"
                      width={56}
                      height={56}
                      decoding="async"
                      className="img-fixed"
                      {...portrait(card)}
                    />
                    <p>
                      <span>{card.name}</span>
                      <span>{card.role}</span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <div className="tnav">
        <nav aria-label={labels.pages}>
          <ul>
            {pages.map((_, index) => (
              <li key={index}>
                <a
                  href={`#${testimonialPageId(index)}`}
                  aria-label={fill(labels.showPage, index + 1, pages.length)}
                  aria-current={index === current ? 'true' : undefined}
                  data-testid="testimonial-dot"
                  onClick={(event) => {
                    event.preventDefault();
                    show(index);
                  }}
                >
                  <span aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {reducedMotion ? null : (
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? labels.play : labels.pause}
            data-testid="testimonials-pause"
          >
            <Icon name={stopped ? 'play' : 'pause'} />
          </button>
        )}
      </div>
    </div>
  );
}
