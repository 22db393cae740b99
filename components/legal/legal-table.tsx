import type { ReactNode } from 'react';
import type { LegalItem } from './legal-outline';

type Props = {
  id: string;
  caption: ReactNode;
  columns: LegalItem<ReactNode>[];
  rows: { key: string; cells: LegalItem<ReactNode>[] }[];
};

/**
 * A real data table: caption, column headers and a row header per row. Wide tables scroll sideways on narrow
 * screens inside a labelled region that keyboard users can focus and scroll.
 */
export function LegalTable({ id, caption, columns, rows }: Props) {
  const captionId = `${id}-caption`;
  return (
    <section
      aria-labelledby={captionId}
      tabIndex={0}
      className="my-8 overflow-x-auto rounded-xl border border-border bg-card"
    >
      <table className={`w-full border-collapse text-left text-[0.9375rem] leading-relaxed ${columns.length > 3 ? 'min-w-[36rem]' : ''}`}>
        <caption id={captionId} className="px-5 pt-5 pb-4 text-left font-display text-lg text-foreground">
          {caption}
        </caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="px-5 py-3 text-xs font-semibold tracking-[0.14em] text-foreground uppercase"
              >
                {column.text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={cell.key} scope="row" className="px-5 py-4 align-top font-semibold text-foreground">
                    {cell.text}
                  </th>
                ) : (
                  <td key={cell.key} className="px-5 py-4 align-top text-foreground/85">
                    {cell.text}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
