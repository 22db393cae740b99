'use client';

import { useEffect, useLayoutEffect } from 'react';
import { SCROLL_DELAY_ON_ARRIVAL_MS } from '@/lib/constants';
import { renderAllSections, scrollToStoredTarget } from '@/lib/scroll-target';

/**
 * On arrival at the home page, finishes a scroll that another page asked for (the stored scroll target). Also
 * readies the page for its in-page links (hero, pricing, closing call to action…): the first click on one lays out the
 * sections still skipped below the fold before the browser starts its smooth scroll (see renderAllSections).
 */
export function ScrollOnArrival() {
  // A client-side navigation to a fragment (the footer's /en#cta from another page): the router has already pushed the
  // URL and scrolls to the fragment in its own layout effect, which runs after this one (a parent's). pushState does
  // not set `:target`, so the sections are laid out here, before that scroll, for it to land where the target is.
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
    // Capture phase: before the link's own handler and before the browser follows the fragment.
    document.addEventListener('click', onClick, true);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
  return null;
}
