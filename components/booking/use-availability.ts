'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Availability } from './availability';

/**
 * One request for the whole window, never refetched on focus or interval. `load` arrives with the enhancement, keeping
 * its date arithmetic out of the first load; `refresh` after a slot was lost.
 */
export function useAvailability(
  windowDays: number,
  load: ((windowDays: number, signal: AbortSignal) => Promise<Availability>) | undefined,
) {
  const [availability, setAvailability] = useState<Availability>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    load(windowDays, controller.signal).then(setAvailability, () => {
      // Aborted: the field went away or asks again.
    });
    return () => controller.abort();
  }, [windowDays, version, load]);

  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  return { availability, refresh };
}
