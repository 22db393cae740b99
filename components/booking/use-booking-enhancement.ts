'use client';

import { useEffect, useState, type RefObject } from 'react';
import type * as Enhancement from './booking-enhancement';

export type BookingEnhancement = typeof Enhancement;

/** Any of these means the visitor is on the way to the calendar. */
const INTENT_EVENTS = ['focusin', 'pointerover', 'touchstart'] as const;

/**
 * Fetched when the date field nears the viewport or the visitor reaches into the form; until then the server's form
 * books without it. `eager` (the dialog) loads at once.
 */
export function useBookingEnhancement(
  formRef: RefObject<HTMLFormElement | null>,
  eager: boolean,
): BookingEnhancement | null {
  const [enhancement, setEnhancement] = useState<BookingEnhancement | null>(null);

  useEffect(() => {
    let active = true;
    const form = formRef.current;
    const field = form?.querySelector('[data-booking-date-field]');
    const load = () => {
      stop();
      import('./booking-enhancement').then(
        (module) => {
          if (active) setEnhancement(module);
        },
        // The form stays the server's (native date field, the server's check): it still books.
        (error: unknown) => console.error('[booking] the calendar could not be loaded', error),
      );
    };
    // Its first report gives the field's current position, so a visitor who scrolled there early is caught.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    function stop() {
      observer.disconnect();
      for (const type of INTENT_EVENTS) form?.removeEventListener(type, load);
    }
    if (eager || !form || !field) load();
    else {
      observer.observe(field);
      for (const type of INTENT_EVENTS) form.addEventListener(type, load, { passive: true });
    }
    return () => {
      active = false;
      stop();
    };
    // Once per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return enhancement;
}
