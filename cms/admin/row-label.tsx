'use client';

import { useRowLabel } from '@payloadcms/ui';

type Row = {
  name?: string | null;
  title?: string | null;
  text?: string | null;
  label?: string | null;
  key?: string | null;
  column?: string | null;
};

const MAX_LENGTH = 90;

/**
 * A list row in the admin named after what it holds, in the language being edited (a person's or client's name, a
 * plan's or section's title, the start of a bullet, a table cell with its column), so an editor finds "Carmen Vidal"
 * among thirteen testimonials instead of "Testimonial 04".
 */
export function NamedRowLabel() {
  const { data, rowNumber } = useRowLabel<Row | undefined>();
  const text = [data?.column, data?.name || data?.title || data?.text || data?.label || data?.key]
    .filter(Boolean)
    .join(' · ');
  const shown = text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
  return <span>{shown || String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>;
}
