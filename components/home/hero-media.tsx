import { StaticImage } from '@/components/ui/static-image';
import { imagePresets } from '@/lib/media/constants';
import { HeroVideo } from './hero-video';

/** Enough to stay sharp on a 3× phone and a 2× desktop without sending needless widths. */
const HERO_WIDTHS = [640, 800, 1200, 1600] as const;

type Props = { posterUrl: string; videoUrl?: string | undefined; alt: string };

/**
 * Server-rendered, so there is no image component to hydrate. Eager at the browser's own priority: the largest paint
 * is the headline, which must not wait for the photograph.
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
