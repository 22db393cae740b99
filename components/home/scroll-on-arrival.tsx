'use client';

import { useEffect } from 'react';
import { SCROLL_DELAY_ON_ARRIVAL_MS } from '@/lib/constants';
import { scrollToStoredTarget } from '@/lib/scroll-target';

/** On arrival at the home page, finishes a scroll that another page asked for (spec §2 Stored scroll target). */
export function ScrollOnArrival() {
  useEffect(() => {
    const timer = window.setTimeout(scrollToStoredTarget, SCROLL_DELAY_ON_ARRIVAL_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
