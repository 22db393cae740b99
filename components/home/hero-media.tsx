'use client';

import Image from 'next/image';
import { useState } from 'react';
import { imagePresets } from '@/lib/media/constants';

type Props = { posterUrl: string; videoUrl?: string; alt: string };

/** The hero's poster photograph, with the muted looping video over it when one is configured; a failing video hides. */
export function HeroMedia({ posterUrl, videoUrl, alt }: Props) {
  const [videoFailed, setVideoFailed] = useState(false);
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
      {videoUrl && !videoFailed ? (
        <video
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
