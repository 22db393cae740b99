'use client';

import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { imageIndexFromParam, type OpenGallery } from '@/lib/domain/gallery-view';
import { EnlargedImage } from './enlarged-image';
import { escapeLeaves } from './gallery-url';
import { ViewerSlide } from './viewer-slide';
import { ViewerVideoSlide } from './viewer-video-slide';
import { imageAddress } from '@/lib/media/protected-image-loader';
import { imagePresets, NARROW_SCREEN_MAX_WIDTH } from '@/lib/media/constants';
import { fill, type ViewerLabels } from './viewer-labels';
import { ViewerHeader } from './viewer-header';

type Props = {
  open: boolean;
  gallery: OpenGallery;
  /** The address's `image` (1-based, counting the film when there is one). */
  startImage: string | null;
  zoomed: boolean;
  labels: ViewerLabels;
  onIndexChange: (index: number) => void;
  onEnlarge: (index: number) => void;
  onShrink: () => void;
  onClose: () => void;
  onClosed: () => void;
};

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight', 'PageDown']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft', 'PageUp']);

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

// On the focused film the browser's player takes these keys (seek, play/pause); the others still move between slides.
const PLAYER_KEYS = new Set(['ArrowLeft', 'ArrowRight', ' ', 'Enter', 'Home', 'End']);

/** The film's poster: its first still, at the viewer's width for the screen (spec: 800 under 768 px, else 1200). */
function posterOf(src: string | undefined): string | undefined {
  if (!src) return undefined;
  const { width, narrowWidth, quality } = imagePresets.viewer;
  return imageAddress(
    src,
    window.matchMedia(`(max-width: ${NARROW_SCREEN_MAX_WIDTH}px)`).matches ? narrowWidth : width,
    quality,
  );
}

/**
 * The one gallery viewer: a full-screen dialog with a vertical scroll-snapping slider. Radix traps focus,
 * locks the body and labels the dialog; the address holds the gallery, image and enlargement (see gallery-url.ts).
 */
export function GalleryViewer({
  open,
  gallery,
  startImage,
  zoomed,
  labels,
  onIndexChange,
  onEnlarge,
  onShrink,
  onClose,
  onClosed,
}: Props) {
  // A film comes first, as slide 0; one that fails to play is dropped and the stills move up.
  const [filmFailed, setFilmFailed] = useState(false);
  const film = filmFailed ? undefined : gallery.videoUrl;
  const offset = film ? 1 : 0;
  const total = gallery.images.length + offset;
  const startIndex = imageIndexFromParam(startImage, total);
  const [index, setIndex] = useState(startIndex);
  // Opened again (from its card, or a link), the viewer starts where the address says, not where it was left: the
  // index is reset before the effect below writes it to the address.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setIndex(startIndex);
  }
  const scroller = useRef<HTMLDivElement>(null);
  // The slider mounts inside the dialog's portal after this component: the observer below waits for it.
  const [slider, setSlider] = useState<HTMLDivElement | null>(null);
  const attachSlider = useCallback((element: HTMLDivElement | null) => {
    scroller.current = element;
    setSlider(element);
  }, []);
  const filmElement = useRef<HTMLVideoElement>(null);

  // The control that stands for a slide: the film itself, or a still's enlarge button.
  const slideControl = (i: number) =>
    scroller.current?.querySelector<HTMLElement>(`[data-index="${i}"] :is(button, video)`) ?? null;

  const goTo = useCallback(
    (target: number, behavior: ScrollBehavior) => {
      const next = Math.max(0, Math.min(total - 1, target));
      const slide = scroller.current?.querySelector<HTMLElement>(`[data-index="${next}"]`);
      slide?.scrollIntoView({ block: 'center', behavior });
      slide?.querySelector<HTMLElement>(':is(button, video)')?.focus({ preventScroll: true });
      setIndex(next);
    },
    [total],
  );

  // The image in view is the current one: it drives the announced position, the address and the preloading.
  useEffect(() => {
    const root = slider;
    if (!open || !root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setIndex(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root, threshold: 0.6 },
    );
    for (const slide of root.querySelectorAll('[data-index]')) observer.observe(slide);
    return () => observer.disconnect();
  }, [open, slider, gallery.images, film]);

  // The film stops when the visitor moves on to the stills or closes the viewer: no sound from what is not shown.
  useEffect(() => {
    if ((!open || index !== 0) && filmElement.current && !filmElement.current.paused) filmElement.current.pause();
  }, [open, index]);

  // Once a failed film's slide is gone, the same still stays in view (and keeps the focus when the film had it).
  const afterFilmDropped = useRef<{ index: number; focus: boolean } | null>(null);
  function dropFilm() {
    const focus = Boolean(filmElement.current && filmElement.current === document.activeElement);
    afterFilmDropped.current = { index: Math.max(0, index - 1), focus };
    setFilmFailed(true);
  }
  useLayoutEffect(() => {
    const pending = afterFilmDropped.current;
    if (!filmFailed || !pending) return;
    afterFilmDropped.current = null;
    const slide = scroller.current?.querySelector<HTMLElement>(`[data-index="${pending.index}"]`);
    slide?.scrollIntoView({ block: 'center', behavior: 'instant' });
    if (pending.focus) slideControl(pending.index)?.focus({ preventScroll: true });
    setIndex(pending.index);
  }, [filmFailed]);

  useEffect(() => {
    if (open) onIndexChange(index);
    // onIndexChange changes identity on every render of the launcher; the index alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.target instanceof HTMLVideoElement && PLAYER_KEYS.has(event.key)) return;
    if (NEXT_KEYS.has(event.key)) goTo(index + 1, reducedMotion() ? 'auto' : 'smooth');
    else if (PREVIOUS_KEYS.has(event.key)) goTo(index - 1, reducedMotion() ? 'auto' : 'smooth');
    else if (event.key === 'Home') goTo(0, 'auto');
    else if (event.key === 'End') goTo(total - 1, 'auto');
    else return;
    event.preventDefault();
  }

  // The still enlarged, if any: the film has no enlarged view (its player goes full screen).
  const current = index >= offset ? gallery.images[index - offset] : undefined;
  const position = fill(labels.position, { current: index + 1, total });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-[#0e0d0b] data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0 duration-300 motion-reduce:animate-none" />
        <Dialog.Content
          data-testid="gallery-viewer"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            goTo(startIndex, 'instant');
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          onEscapeKeyDown={(event) => {
            // Escape closes the enlarged image first, then the gallery; one pressed while the enlargement is still
            // closing, or once it has closed but before it is drawn away, already means the gallery.
            if (escapeLeaves() === 'viewer') return;
            event.preventDefault();
            onShrink();
          }}
          className="fixed inset-0 z-[70] text-paper outline-none data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0 duration-300 motion-reduce:animate-none"
        >
          <ViewerHeader
            title={gallery.title}
            description={gallery.description}
            position={position}
            closeLabel={labels.close}
          />
          <p className="sr-only">{labels.hint}</p>
          <div
            ref={attachSlider}
            data-testid="viewer-slider"
            // Under the enlarged image the slides are out of reach: Tab stays on what can be seen.
            inert={zoomed}
            // Tab moves focus (and the scroll) to another image: it becomes the current one, as with the arrow keys,
            // so that the announced position and the next arrow key start from it.
            onFocus={(event) => {
              const slide = event.target.closest<HTMLElement>('[data-index]');
              if (slide) setIndex(Number(slide.dataset.index));
            }}
            className="h-full snap-y snap-mandatory overflow-y-auto overscroll-contain [scrollbar-width:none]"
          >
            {film ? (
              <ViewerVideoSlide
                src={film}
                poster={posterOf(gallery.images[0]?.src)}
                title={gallery.title}
                label={labels.video}
                videoRef={filmElement}
                onFail={dropFilm}
              />
            ) : null}
            {gallery.images.map((image, i) => (
              <ViewerSlide
                key={image.src}
                index={i + offset}
                image={image}
                near={Math.abs(i + offset - index) <= 1}
                direct={gallery.direct === true}
                enlargeLabel={fill(labels.enlarge, { title: image.title })}
                onEnlarge={() => onEnlarge(i + offset)}
              />
            ))}
          </div>
          {zoomed && current ? (
            <EnlargedImage
              image={current}
              direct={gallery.direct === true}
              label={fill(labels.enlargedLabel, { title: current.title })}
              shrinkLabel={labels.shrink}
              onShrink={onShrink}
              onUnmount={() => slideControl(index)?.focus({ preventScroll: true })}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
