'use client';

import Image from 'next/image';
import { useState } from 'react';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { imagePresets } from '@/lib/media/constants';

type Props = { posterUrl: string; videoUrl?: string | undefined; alt: string };

type NetworkInformation = { saveData?: boolean };

function wantsToSaveData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true;
}

/**
 * The hero's poster photograph (the LCP element, prioritised), with the muted looping video over it when one is
 * configured. The video is added only in the browser, and not for reduced motion or Save-Data; a failing video hides.
 */
export function HeroMedia({ posterUrl, videoUrl, alt }: Props) {
  const [videoFailed, setVideoFailed] = useState(false);
  const reducedMotion = useReducedMotion();
  const showVideo = Boolean(videoUrl) && !videoFailed && !reducedMotion && !wantsToSaveData();
  return (
    <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-muted">
      <Image
        src={posterUrl}
        alt={alt}
        fill
        priority
        quality={imagePresets.default.quality}
        sizes="(max-width: 1024px) 100vw, 40vw"
        className="object-cover"
      />
      {showVideo ? (
        <video
          data-testid="hero-video"
          className="absolute inset-0 size-full object-cover"
          src={videoUrl}
          poster={posterUrl}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          aria-hidden
          onError={() => {
            console.warn('[hero] background video could not be loaded; showing the poster');
            setVideoFailed(true);
          }}
        />
      ) : null}
    </div>
  );
}

