import type { ReactNode } from 'react';
import { buttonClass, type StudioViewProps } from '../shared/studio-page';
import { FilterLinks, NoticeLine, Pager } from './parts';
import type { InboxTexts } from './texts';

/** One column of an inbox list: its heading and what each row shows under it. */
export interface InboxColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  className?: string;
}

/**
 * The body of an inbox list page (leads, messages, outbox): notices, the filter links, the count with an optional CSV
 * download, the table (or a line saying it is empty) and the pager.
 */
export function InboxList<F extends string, R extends { id: string }>({
  view,
  t,
  path,
  list,
  filterLabels,
  csvHref,
  columns,
  rowProps,
}: {
  view: StudioViewProps;
  t: InboxTexts;
  path: string;
  list: { filter: F; total: number; rows: R[]; page: number; pageCount: number };
  filterLabels: Record<F, string>;
  csvHref?: string;
  columns: InboxColumn<R>[];
  rowProps?: (row: R) => { className?: string; 'data-state'?: string };
}) {
  return (
    <>
      <NoticeLine view={view} t={t} />
      <FilterLinks path={path} current={list.filter} labels={filterLabels} label={t.show} />
      <p>
        {t.total(list.total)}
        {csvHref ? (
          <>
            {' · '}
            <a className={buttonClass.small} href={csvHref} download>
              {t.downloadCsv}
            </a>
          </>
        ) : null}
      </p>
      {list.rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <InboxTable columns={columns} rows={list.rows} rowProps={rowProps} />
      )}
      <Pager path={path} filter={list.filter} page={list.page} pageCount={list.pageCount} t={t} />
    </>
  );
}

/** A table of the inbox's rows: one column per heading, an optional caption, in a box that scrolls on a phone. */
export function InboxTable<R extends { id: string }>({
  caption,
  columns,
  rows,
  rowProps,
}: {
  caption?: ReactNode;
  columns: InboxColumn<R>[];
  rows: R[];
  rowProps?: (row: R) => { className?: string; 'data-state'?: string };
}) {
  return (
    <div className="inbox-table-wrap">
      <table className="studio-table studio-table--stack">
        {caption ? <caption className="inbox-caption">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} {...rowProps?.(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.className} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
