'use client';

import { useCallback, useEffect, useState } from 'react';
import { addDays, madridDay } from '@/lib/domain/booking-calendar';

/** Each day's free slots in the window, as the server computes them; `error` falls back to the server's re-check. */
export type Availability =
  | { status: 'loading' }
  | { status: 'ready'; days: ReadonlyMap<string, readonly string[]> }
  | { status: 'error' };

type DayList = { date: string; slots: string[] }[];

/** One request for the whole window (never refetched on focus or interval); `refresh` after a slot was lost. */
export function useAvailability(windowDays: number) {
  const [availability, setAvailability] = useState<Availability>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const today = madridDay(new Date());
    fetch(`/api/availability?from=${today}&to=${addDays(today, windowDays)}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        const days = (await response.json()) as DayList;
        setAvailability({ status: 'ready', days: new Map(days.map(({ date, slots }) => [date, slots])) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[booking] could not load availability', error);
        setAvailability({ status: 'error' });
      });
    return () => controller.abort();
  }, [windowDays, version]);

  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  return { availability, refresh };
}
