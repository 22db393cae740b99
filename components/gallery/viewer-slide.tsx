import Image from 'next/image';
import { protectedImageLoader } from '@/lib/media/protected-image-loader';
import { altText, type ViewerImage } from '@/lib/domain/gallery-view';
import { imagePresets, imageSizes } from '@/lib/media/constants';
import { Icon } from '@/components/ui/icon';

type Props = {
  index: number;
  image: ViewerImage;
  near: boolean;
  direct: boolean;
  enlargeLabel: string;
  onEnlarge: () => void;
};

/** One image of the viewer's slider: a snap point, the photograph as a button that enlarges it, its caption. */
export function ViewerSlide({ index, image, near, direct, enlargeLabel, onEnlarge }: Props) {
  return (
    <figure
      data-index={index}
      className="flex h-dvh snap-center snap-always flex-col items-center justify-center gap-4 px-3 pt-28 pb-8 sm:px-10 sm:pt-32"
    >
      <button
        type="button"
        onClick={onEnlarge}
        aria-label={enlargeLabel}
        className="relative block aspect-[3/2] max-h-full min-h-0 w-full max-w-[1200px] flex-none cursor-zoom-in md:aspect-auto md:flex-1 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-paper"
      >
        <Image
          src={image.src}
          alt={altText(image)}
          fill
          sizes={imageSizes.viewer}
          quality={imagePresets.viewer.quality}
          // The current image and its neighbours load now; the rest when the visitor scrolls near them.
          loading={near ? 'eager' : 'lazy'}
          className="object-contain"
          // A protected image is resized by the media route, for the visitor holding the unlock cookie.
          loader={direct ? protectedImageLoader : undefined}
        />
      </button>
      <figcaption className="flex flex-col items-center gap-1 text-center">
        <span className="font-display text-lg font-light sm:text-xl">{image.title}</span>
        {image.location ? (
          <span className="inline-flex items-center gap-1.5 text-xs tracking-[0.18em] text-paper/65 uppercase">
            <Icon name="map-pin" className="size-3.5" />
            {image.location}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
