'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The copyright line with the year as the visitor's clock reads it. Pages are prerendered, so the build's year is
 * only the first guess; it is corrected after hydration without a mismatch.
 */
export function Copyright({ buildYear }: { buildYear: number }) {
  const t = useTranslations('footer');
  const year = useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => buildYear);
  return <p>{t('copyright', { year })}</p>;
}
