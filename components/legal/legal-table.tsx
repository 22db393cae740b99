import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import type { LegalItem } from './legal-outline';

type Props = {
  id: string;
  caption: ReactNode;
  columns: LegalItem<ReactNode>[];
  rows: { key: string; cells: LegalItem<ReactNode>[] }[];
};

/**
 * A real data table: caption, column headers and a row header per row. A table of more than three columns does not fit
 * a phone: in a box narrower than 36rem (a container query) each row becomes a block, its row header on top and every
 * other cell under the heading of its column (a copy hidden from assistive technology, which reads the table's own
 * headers; the header row is kept for it, only visually hidden), so that nothing is left off-screen. Narrower tables
 * stay tables and scroll sideways if they must, inside a labelled region that keyboard users can focus and scroll.
 * A stacking table spells out its table roles: WebKit drops a table's semantics from the accessibility tree once its
 * parts are `display: block`, so VoiceOver on an iPhone, the very reader of the stacked layout, would hear plain text.
 */
export function LegalTable({ id, caption, columns, rows }: Props) {
  const captionId = `${id}-caption`;
  const stacks = columns.length > 3;
  // The roles each part already has, stated for a stacking table only (see above).
  const role = (name: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'rowheader' | 'cell') =>
    stacks ? name : undefined;
  return (
    <section
      aria-labelledby={captionId}
      tabIndex={0}
      className="@container my-8 overflow-x-auto rounded-xl border border-border bg-card"
    >
      <table
        role={role('table')}
        aria-labelledby={stacks ? captionId : undefined}
        className={cn(
          'w-full border-collapse text-left text-[0.9375rem] leading-relaxed',
          stacks && '@max-[36rem]:block @max-[36rem]:[&_tbody]:block @max-[36rem]:[&_tr]:block',
        )}
      >
        <caption
          id={captionId}
          className={cn(
            'px-5 pt-5 pb-4 text-left font-display text-lg text-foreground',
            stacks && '@max-[36rem]:block',
          )}
        >
          {caption}
        </caption>
        <thead role={role('rowgroup')} className={cn('bg-muted', stacks && '@max-[36rem]:sr-only')}>
          <tr role={role('row')}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                role={role('columnheader')}
                className="px-5 py-3 text-xs font-semibold tracking-[0.14em] text-foreground uppercase"
              >
                {column.text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role={role('rowgroup')}
          className={cn('divide-y divide-border', stacks && '@max-[36rem]:border-t @max-[36rem]:border-border')}
        >
          {rows.map((row) => (
            <tr key={row.key} role={role('row')} className={cn(stacks && '@max-[36rem]:px-5 @max-[36rem]:py-4')}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={cell.key}
                    scope="row"
                    role={role('rowheader')}
                    className={cn(
                      'px-5 py-4 align-top font-semibold text-foreground',
                      stacks && '@max-[36rem]:block @max-[36rem]:p-0 @max-[36rem]:pb-1',
                    )}
                  >
                    {cell.text}
                  </th>
                ) : (
                  <td
                    key={cell.key}
                    role={role('cell')}
                    className={cn(
                      'px-5 py-4 align-top text-foreground/85',
                      stacks && '@max-[36rem]:block @max-[36rem]:p-0 @max-[36rem]:pt-2',
                    )}
                  >
                    {stacks ? (
                      <span
                        aria-hidden
                        className="hidden text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase @max-[36rem]:block"
                      >
                        {columns[index]?.text}
                      </span>
                    ) : null}
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
