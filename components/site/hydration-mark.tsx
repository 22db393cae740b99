'use client';

import { useEffect } from 'react';

/** `performance.mark('hydrated')` once the page's root has hydrated: `npm run bench` reads it as time to hydrated. */
export function HydrationMark() {
  useEffect(() => {
    performance.mark('hydrated');
  }, []);
  return null;
}
