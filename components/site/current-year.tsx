'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The year as the visitor's clock reads it. Pages are prerendered, so the server's year is only the first guess;
 * it is corrected after hydration without a mismatch.
 */
export function useCurrentYear(buildYear: number): number {
  return useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => buildYear);
}
