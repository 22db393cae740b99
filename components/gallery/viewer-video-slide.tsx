import type { Ref } from 'react';
import { Icon } from '@/components/ui/icon';

type Props = {
  src: string;
  poster?: string;
  title: string;
  label: string;
  videoRef: Ref<HTMLVideoElement>;
  onFail: () => void;
};

/**
 * The gallery's film, the viewer's first slide: the browser's own player (its controls work from the keyboard), named
 * by the gallery's title. Nothing is fetched but the poster until the visitor plays it, and it never starts by itself.
 * A film that cannot be played (the host is down, the file is missing) takes its slide away: the stills remain.
 */
export function ViewerVideoSlide({ src, poster, title, label, videoRef, onFail }: Props) {
  return (
    <figure
      data-index={0}
      data-testid="viewer-video"
      className="flex h-dvh snap-center snap-always flex-col items-center justify-center gap-4 px-3 pt-28 pb-8 sm:px-10 sm:pt-32"
    >
      <video
        ref={videoRef}
        src={src}
        poster={poster}
        controls
        playsInline
        preload="none"
        aria-label={title}
        onError={onFail}
        // As wide as the screen allows (1200 px at most) while its 16:9 frame still fits under the header.
        className="aspect-video w-full max-w-[min(1200px,calc((100dvh-14rem)*16/9))] min-h-0 flex-none rounded-sm bg-black object-contain focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-paper"
      />
      <figcaption className="flex flex-col items-center gap-1 text-center">
        <span className="font-display text-lg font-light sm:text-xl">{title}</span>
        <span className="inline-flex items-center gap-1.5 text-xs tracking-[0.18em] text-paper/65 uppercase">
          <Icon name="play" className="size-3" />
          {label}
        </span>
      </figcaption>
    </figure>
  );
}
