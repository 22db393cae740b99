'use client';

import { useEffect } from 'react';

/**
 * How long the admin's own scripts may still take the focus away after the page has arrived (seen on a busy machine).
 */
const HOLD_MS = 5000;

/**
 * Moves the focus to `targetId` (or, when it is absent, to the `anchorId` region) when the page was opened at
 * `#anchorId`: after "Show free times" the owner lands on the day's times, not at the top of the admin, whose nav a
 * keyboard user would otherwise Tab through again. The fragment alone did this only until the admin's scripts took
 * over the page; and those scripts, when they finish after this effect, can take the focus back: until the owner
 * presses a key or a pointer, or for a few seconds, the focus is put back where it belongs, at once.
 */
export function FocusOnArrival({ anchorId, targetId }: { anchorId: string; targetId: string }) {
  useEffect(() => {
    if (window.location.hash !== `#${anchorId}`) return;
    const target = () => document.getElementById(targetId) ?? document.getElementById(anchorId);
    target()?.focus();
    const controller = new AbortController();
    const release = () => {
      controller.abort();
      window.clearInterval(timer);
    };
    const restore = () => {
      const element = target();
      if (element && document.activeElement !== element) element.focus();
    };
    const timer = window.setInterval(restore, 100);
    // Taken away between two ticks, it comes back at once: a key pressed just then must start from here.
    target()?.addEventListener('focusout', () => window.setTimeout(restore, 0), { signal: controller.signal });
    const timeout = window.setTimeout(release, HOLD_MS);
    controller.signal.addEventListener('abort', () => window.clearTimeout(timeout));
    for (const type of ['keydown', 'pointerdown'] as const)
      window.addEventListener(type, release, { capture: true, once: true, signal: controller.signal });
    return release;
  }, [anchorId, targetId]);
  return null;
}
