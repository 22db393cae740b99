'use client';

import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { valueStore } from '@/lib/value-store';

/*
 * The cookie banner's height, for the fixed elements that must sit above it (the chat button and panel). It is kept
 * here and applied by those elements to themselves, not set as a custom property on the root element: a custom
 * property inherits, so changing it on <html> restyled every element of the page, a long task right after hydration.
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
    // No measuring here: reading offsetHeight right after the banner mounts forces a layout of the whole page in the
    // middle of hydration. A ResizeObserver reports the element's size once when observation starts, after the
    // browser's own layout, and again on every resize.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      bannerHeight.set(Math.round(height));
    });
    // The border box: the height published is the one the page must keep clear, padding and border included.
    observer.observe(element, { box: 'border-box' });
    return () => {
      observer.disconnect();
      bannerHeight.set(0);
    };
  }, [ref, visible]);
}
