'use client';

import { useRowLabel, useTranslation } from '@payloadcms/ui';

/** A day as the admin's language writes it ("jue, 25 dic 2026"), or as stored when it is no day yet. */
function readableDay(day: string, language: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const noon = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return day;
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noon);
}

/**
 * A closed day's row named by its day and reason ("jue, 25 dic 2026 · Navidad"), so the owner finds it in a long list.
 */
export function ClosedDayLabel() {
  const { data, rowNumber } = useRowLabel<{ date?: string | null; label?: string | null } | undefined>();
  const { i18n } = useTranslation();
  const day = data?.date ? readableDay(data.date, i18n?.language || 'es') : '';
  const text = [day, data?.label].filter(Boolean).join(' · ');
  return <span>{text || String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>;
}
