'use client';

import { useEffect } from 'react';

/**
 * Moves the focus to `targetId` (or, when it is absent, to the `anchorId` region) when the page was opened at
 * `#anchorId`: after "Show free times" the owner lands on the day's times, not at the top of the admin, whose nav a
 * keyboard user would otherwise Tab through again. The fragment alone did this only until the admin's scripts took
 * over the page.
 */
export function FocusOnArrival({ anchorId, targetId }: { anchorId: string; targetId: string }) {
  useEffect(() => {
    if (window.location.hash !== `#${anchorId}`) return;
    const target = document.getElementById(targetId) ?? document.getElementById(anchorId);
    target?.focus();
  }, [anchorId, targetId]);
  return null;
}
