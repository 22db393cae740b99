'use client';

import { useRowLabel } from '@payloadcms/ui';

/** A closed day's row named by its day and reason ("2026-12-25 · Navidad"), so the owner finds it in a long list. */
export function ClosedDayLabel() {
  const { data, rowNumber } = useRowLabel<{ date?: string | null; label?: string | null } | undefined>();
  const text = [data?.date, data?.label].filter(Boolean).join(' · ');
  return <span>{text || String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>;
}
