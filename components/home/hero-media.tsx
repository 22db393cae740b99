import { StaticImage } from '@/components/ui/static-image';
import { imagePresets } from '@/lib/media/constants';
import { HeroVideo } from './hero-video';

type Props = { posterUrl: string; videoUrl?: string | undefined; alt: string };

/**
 * The hero's poster photograph, preloaded and rendered by the server (no image component to hydrate), with the video
 * island over it. The preload keeps the browser's own priority for the image: the first screen's largest paint is the
 * headline, which must not wait for the photograph.
 */
export function HeroMedia({ posterUrl, videoUrl, alt }: Props) {
  return (
    <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-muted">
      <StaticImage
        src={posterUrl}
        alt={alt}
        fill
        preload
        loading="eager"
        quality={imagePresets.default.quality}
        sizes="(max-width: 1024px) 100vw, 40vw"
        className="object-cover"
      />
      <HeroVideo posterUrl={posterUrl} videoUrl={videoUrl} />
    </div>
  );
}
