'use client';

import { useEffect, useState, type RefObject } from 'react';
import type * as Enhancement from './booking-enhancement';

export type BookingEnhancement = typeof Enhancement;

/** A visitor reaching the form with the pointer, a touch or the keyboard is on the way to the calendar. */
const INTENT_EVENTS = ['focusin', 'pointerover', 'touchstart'] as const;

/**
 * The form's enhancement (the calendar, the free days, local times: booking-enhancement.ts, about 35 kB with
 * react-day-picker), fetched when the visitor comes to the form, not with the page: when they reach into it (pointer,
 * touch, keyboard), or scroll the date field near the viewport. A date field already near the viewport when the page
 * opens waits for the first scroll or reach, so that the page's own load never carries it; until then the form is
 * the server's, which books as it does without JavaScript. `eager` (the dialog, opened on purpose) loads at once.
 */
export function useBookingEnhancement(formRef: RefObject<HTMLFormElement | null>, eager: boolean): BookingEnhancement | null {
  const [enhancement, setEnhancement] = useState<BookingEnhancement | null>(null);

  useEffect(() => {
    let active = true;
    const form = formRef.current;
    const field = form?.querySelector('[data-booking-date-field]');
    let near = false;
    let scrolled = false;
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
    const observer = new IntersectionObserver((entries) => {
      near = entries.some((entry) => entry.isIntersecting);
      if (near && scrolled) load();
    }, { rootMargin: '0px 0px 200px 0px' });
    const onScroll = () => {
      scrolled = true;
      if (near) load();
    };
    function stop() {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      for (const type of INTENT_EVENTS) form?.removeEventListener(type, load);
    }
    if (eager || !form || !field) load();
    else {
      observer.observe(field);
      window.addEventListener('scroll', onScroll, { passive: true });
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
