'use client';
import { useRowLabel } from '@payloadcms/ui';

type Row = { title?: string | null; text?: string | null; label?: string | null; key?: string | null; column?: string | null };

const MAX_LENGTH = 90;

/**
 * The header of a row in a legal page's editor: its title or the start of its text, in the language being edited,
 * instead of "Section 07", so that the studio finds a section (or a list item, a table row) without opening each one.
 */
export function LegalRowLabel() {
  const { data, rowNumber } = useRowLabel<Row | undefined>();
  const text = [data?.column, data?.title || data?.text || data?.label || data?.key].filter(Boolean).join(' · ');
  const shown = text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
  return <span>{shown || String(rowNumber ?? '')}</span>;
}
