'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False until hydration ends, so an island can serve a plain link that works without JavaScript and swap it for its
 * scripted control without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
