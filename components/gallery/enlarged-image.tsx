import Image from 'next/image';
import { protectedImageLoader } from '@/lib/media/protected-image-loader';
import { useEffect, useRef } from 'react';
import { altText, type ViewerImage } from '@/lib/domain/gallery-view';
import { imagePresets, imageSizes } from '@/lib/media/constants';

type Props = {
  image: ViewerImage;
  direct: boolean;
  label: string;
  shrinkLabel: string;
  onShrink: () => void;
  onUnmount: () => void;
};

/**
 * The enlarged view (1600 px, quality 95) over the slider; a click or Escape returns to the slider. On a phone the
 * photograph fills the screen's height and pans sideways, so enlarging really shows more than the slider does.
 */
export function EnlargedImage({ image, direct, label, shrinkLabel, onShrink, onUnmount }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const leave = useRef(onUnmount);
  useEffect(() => {
    leave.current = onUnmount;
  });
  useEffect(() => {
    const el = frame.current;
    if (el) el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
    button.current?.focus({ preventScroll: true });
    return () => leave.current();
  }, []);
  return (
    <div
      ref={frame}
      role="group"
      aria-label={label}
      data-testid="viewer-enlarged"
      className="absolute inset-0 z-10 overflow-auto overscroll-contain bg-black [scrollbar-width:none] motion-safe:animate-in motion-safe:fade-in-0 motion-safe:duration-200"
    >
      <button
        ref={button}
        type="button"
        onClick={onShrink}
        aria-label={shrinkLabel}
        className="relative block h-full w-[150dvh] cursor-zoom-out focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-paper md:w-full"
      >
        {/* The slider's copy of this photograph, already loaded, shows at once; the 1600 px one covers it when it
            arrives. Without it a slow connection saw a black screen until then. */}
        <Image
          src={image.src}
          alt=""
          aria-hidden
          fill
          sizes={imageSizes.viewer}
          quality={imagePresets.viewer.quality}
          loader={direct ? protectedImageLoader : undefined}
          className="object-contain"
        />
        <Image
          src={image.src}
          alt={altText(image)}
          fill
          sizes={imageSizes.enlarged}
          quality={imagePresets.enlarged.quality}
          loader={direct ? protectedImageLoader : undefined}
          className="object-contain"
        />
      </button>
    </div>
  );
}
