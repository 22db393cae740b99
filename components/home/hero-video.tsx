'use client';

import { useState } from 'react';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';

type NetworkInformation = { saveData?: boolean };

function wantsToSaveData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true;
}

/**
 * The muted looping video over the hero's poster, when one is configured. It is added only in the browser, and not for
 * reduced motion or Save-Data; a video that fails to load hides, leaving the poster.
 */
export function HeroVideo({ posterUrl, videoUrl }: { posterUrl: string; videoUrl?: string | undefined }) {
  const [videoFailed, setVideoFailed] = useState(false);
  const reducedMotion = useReducedMotion();
  if (!videoUrl || videoFailed || reducedMotion || wantsToSaveData()) return null;
  return (
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
  );
}
