import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { imagePresets } from '@/lib/media/constants';
import { HeroVideo } from './hero-video';

type Props = { posterUrl: string; videoUrl?: string | undefined; alt: string };

/**
 * The hero's poster photograph, preloaded and rendered by the server (no image component to hydrate), with the video
 * island over it. The preload keeps the browser's own priority for the image: the first screen's largest paint is the
 * headline, which must not wait for the photograph.
 */
export function HeroMedia({ posterUrl, videoUrl, alt }: Props) {
  const { props: poster } = getImageProps({
    src: posterUrl,
    alt,
    fill: true,
    quality: imagePresets.default.quality,
    sizes: '(max-width: 1024px) 100vw, 40vw',
    className: 'object-cover',
    loading: 'eager',
  });
  if (poster.srcSet) preload(poster.src, { as: 'image', imageSrcSet: poster.srcSet, imageSizes: poster.sizes });
  return (
    <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-muted">
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own markup, from getImageProps */}
      <img {...poster} alt={alt} />
      <HeroVideo posterUrl={posterUrl} videoUrl={videoUrl} />
    </div>
  );
}
