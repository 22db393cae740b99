'use client';

import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { valueStore } from '@/lib/value-store';

/*
 * Kept here for the fixed elements above the banner to apply themselves, not as a custom property on <html>: that
 * inherits, so changing it restyles the whole page right after hydration.
 */
const bannerHeight = valueStore(0);

/** The banner's current height in pixels; zero when it is hidden. */
export function useConsentBannerHeight(): number {
  return useSyncExternalStore(bannerHeight.subscribe, bannerHeight.get, () => 0);
}

/** Publishes the banner's height while it is visible, following its resizes. */
export function useBannerHeight(ref: RefObject<HTMLElement | null>, visible: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!visible || !element) {
      bannerHeight.set(0);
      return;
    }
    // Reading offsetHeight now would force a layout mid-hydration; the observer reports after the browser's own layout.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      bannerHeight.set(Math.round(height));
    });
    // The page must keep clear of the padding and border too.
    observer.observe(element, { box: 'border-box' });
    return () => {
      observer.disconnect();
      bannerHeight.set(0);
    };
  }, [ref, visible]);
}
