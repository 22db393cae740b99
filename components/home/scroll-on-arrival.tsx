'use client';

import { useEffect, useLayoutEffect } from 'react';
import { SCROLL_DELAY_ON_ARRIVAL_MS } from '@/lib/constants';
import { renderAllSections, scrollToStoredTarget } from '@/lib/scroll-target';

/**
 * Finishes a scroll another page asked for, and lays out the sections skipped below the fold before an in-page link's
 * smooth scroll starts, so it lands on its target.
 */
export function ScrollOnArrival() {
  // The router scrolls to a fragment in its own layout effect, after this parent's; pushState sets no `:target`, so
  // the sections are laid out here first for that scroll to land right.
  useLayoutEffect(() => {
    if (window.location.hash.length > 1) renderAllSections();
  }, []);
  useEffect(() => {
    const timer = window.setTimeout(() => scrollToStoredTarget(true), SCROLL_DELAY_ON_ARRIVAL_MS);
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const link = event.target.closest('a[href*="#"]');
      if (link instanceof HTMLAnchorElement && link.pathname === window.location.pathname) renderAllSections();
    };
    // Capture phase, so this runs before the link's handler and before the browser follows the fragment.
    document.addEventListener('click', onClick, true);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
  return null;
}
