'use client';

import { useTranslations } from 'next-intl';
import { useCurrentYear } from './current-year';

export function Copyright({ buildYear }: { buildYear: number }) {
  const t = useTranslations('footer');
  const year = useCurrentYear(buildYear);
  return <p>{t('copyright', { year })}</p>;
}
