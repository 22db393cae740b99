'use client';

import { useRowLabel } from '@payloadcms/ui';

type Row = { name?: string | null; title?: string | null; text?: string | null };

/**
 * A list row in the admin named after what it holds (a person's or client's name, a title, a bullet's text), so an
 * editor finds "Carmen Vidal" among thirteen testimonials instead of "Testimonial 04".
 */
export function NamedRowLabel() {
  const { data, rowNumber } = useRowLabel<Row>();
  const name = data?.name || data?.title || data?.text;
  return <span>{name ? name.slice(0, 80) : String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>;
}
