'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The copyright line with the year as the visitor's clock reads it. Pages are prerendered, so the build's year is
 * only the first guess; it is corrected after hydration without a mismatch. `template` is the translated line with its
 * `{year}` placeholder, filled here so that no message formatter is shipped for one number.
 */
export function Copyright({ buildYear, template }: { buildYear: number; template: string }) {
  const year = useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => buildYear);
  return <p>{template.replace('{year}', String(year))}</p>;
}
