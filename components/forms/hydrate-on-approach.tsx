'use client';

import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';

type Options = {
  /** The element whose coming into view starts the hydration (a selector inside the island); the island itself by default. */
  target?: string;
  /** How near the viewport that element must come (IntersectionObserver's rootMargin). */
  margin?: string;
};

const INTENT_EVENTS = ['focusin', 'pointerover', 'touchstart'] as const;

/**
 * A client island that the server renders in full but the browser hydrates only when the visitor comes to it: its
 * target scrolling near the viewport, or a focus, a pointer or a touch inside it. Until then its code (react-hook-form,
 * a calendar, a quiz…) stays out of the page's first load, and React leaves the server's markup in place: forms post
 * to their server actions as they do without JavaScript.
 */
export function hydrateOnApproach<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { target, margin = '0px' }: Options = {}) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  // On the server the island renders at once; in the browser its code waits at the gate (once opened, it stays open).
  const Island = lazy(() => (typeof window === 'undefined' ? load() : gate.then(load)));

  function OnApproach(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const root = ref.current;
      if (!root) return;
      const watched = (target ? root.querySelector(target) : null) ?? root.firstElementChild;
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: margin });
      function stop() {
        observer.disconnect();
        for (const type of INTENT_EVENTS) root?.removeEventListener(type, start);
      }
      function start() {
        stop();
        open();
      }
      if (watched) observer.observe(watched);
      for (const type of INTENT_EVENTS) root.addEventListener(type, start, { passive: true });
      return stop;
    }, []);
    return (
      // No box of its own: the island lays out as if it were its parent's child.
      <div ref={ref} className="contents">
        <Suspense fallback={null}>
          <Island {...props} />
        </Suspense>
      </div>
    );
  }
  return OnApproach;
}
