import { StaticImage } from '@/components/ui/static-image';
import { imagePresets } from '@/lib/media/constants';
import { HeroVideo } from './hero-video';

/** Sharp on a 3× phone (1,125 px → 1,200) and a 2× desktop (40vw of 1,440 → 1,200), 800 for Lighthouse's phone. */
const HERO_WIDTHS = [640, 800, 1200, 1600] as const;

type Props = { posterUrl: string; videoUrl?: string | undefined; alt: string };

/**
 * The hero's poster photograph, rendered by the server (no image component to hydrate), with the video island over
 * it. Eager, so React preloads it from the head, at the browser's own priority: the first screen's largest paint is
 * the headline, which must not wait for the photograph.
 */
export function HeroMedia({ posterUrl, videoUrl, alt }: Props) {
  return (
    <div className="frame-wide">
      <StaticImage
        src={posterUrl}
        alt={alt}
        fill
        loading="eager"
        optimizer
        quality={imagePresets.default.quality}
        sizes="(max-width: 1024px) 100vw, 40vw"
        widths={HERO_WIDTHS}
        className="object-cover"
      />
      <HeroVideo posterUrl={posterUrl} videoUrl={videoUrl} />
    </div>
  );
}
