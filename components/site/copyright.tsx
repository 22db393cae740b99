'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Prerendered pages only know the build's year, so the visitor's clock corrects it after hydration without a
 * mismatch. `{year}` is filled here so no message formatter is shipped for one number.
 */
export function Copyright({ buildYear, template }: { buildYear: number; template: string }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <p>{template.replace('{year}', String(year))}</p>;
}
