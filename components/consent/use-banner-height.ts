'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Publishes the banner's height as `--consent-banner-height` on the root element, so that other fixed elements (the
 * chat button) sit above it instead of covering it. Zero when the banner is hidden.
 */
export function useBannerHeight(ref: RefObject<HTMLElement | null>, visible: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    const element = ref.current;
    if (!visible || !element) {
      root.style.removeProperty('--consent-banner-height');
      return;
    }
    const publish = () => root.style.setProperty('--consent-banner-height', `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-banner-height');
    };
  }, [ref, visible]);
}
