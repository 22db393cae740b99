'use client';

import { useEffect } from 'react';

// The same mark as the site's (components/site/hydration-mark.tsx), so time to hydrated has a floor.
export function HydrationMark() {
  useEffect(() => {
    performance.mark('hydrated');
  }, []);
  return null;
}
