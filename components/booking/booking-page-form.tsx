'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import type { BookingPageIslandProps } from './booking-page-island';

let openGate: () => void = () => {};
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});

// The server renders the form at once (it books without JavaScript: a real form posting to the server action). In the
// browser its code waits at the gate, and React leaves the server's markup in place, unhydrated, until it arrives.
const Island = lazy(() => (typeof window === 'undefined' ? import('./booking-page-island') : gate.then(() => import('./booking-page-island'))));

const INTENT_EVENTS = ['focusin', 'pointerover', 'touchstart'] as const;

/**
 * The booking page's form, hydrated when the visitor comes to it: a focus, a pointer or a touch on the form, or its
 * date field scrolling into view (where the calendar takes the native date field's place). Until then the page's
 * first load carries none of its code (react-hook-form, the schema's loader, the message formatter, the calendar).
 * A submit before that is the plain form's post, which the server action answers as without JavaScript.
 */
export function BookingPageForm(props: BookingPageIslandProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    });
    function stop() {
      observer.disconnect();
      for (const type of INTENT_EVENTS) element?.removeEventListener(type, start);
    }
    function start() {
      stop();
      openGate();
    }
    observer.observe(element.querySelector('[data-booking-date-field]') ?? element);
    for (const type of INTENT_EVENTS) element.addEventListener(type, start, { passive: true });
    return stop;
  }, []);
  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    </div>
  );
}
