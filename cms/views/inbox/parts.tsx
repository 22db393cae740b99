import { Link } from '@payloadcms/ui';
import { BOOKING_TIME_ZONE } from '@/lib/domain/booking-calendar';
import type { InboxFilter } from '@/lib/domain/studio-inbox';
import { buttonClass, searchParam, type StudioViewProps } from '../shared/studio-page';
import { formatInZone, type AdminLang } from '../shared/texts';
import { markAction } from './actions';
import { NOTICES, type Notice } from './operations';
import type { InboxTexts } from './texts';
import './inbox.css';

/** An instant in the studio's time (Madrid), labelled so. */
export function StudioTime({ iso, lang }: { iso: string | null; lang: AdminLang }) {
  if (!iso) return <span>—</span>;
  const date = new Date(iso);
  return <time dateTime={iso}>{formatInZone(date, lang, BOOKING_TIME_ZONE)}</time>;
}

/** A link that opens the studio's own mail program on a reply to `email` (the subject prefilled when given). */
export function mailtoHref(email: string, subject?: string): string {
  const address = encodeURIComponent(email).replace(/%40/g, '@');
  return subject ? `mailto:${address}?subject=${encodeURIComponent(`Re: ${subject}`)}` : `mailto:${address}`;
}

/** The current page's path and query, for forms to come back to. */
export function currentPath(view: StudioViewProps, path: string, keys: readonly string[]): string {
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = searchParam(view, key, 40);
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The notice a form action left in the query (notice=…), as an alert or a status line. */
export function NoticeLine({
  view,
  t,
  erased,
}: {
  view: Pick<StudioViewProps, 'searchParams'>;
  t: InboxTexts;
  erased?: string;
}) {
  const raw = view.searchParams?.notice;
  const value = typeof raw === 'string' ? raw : '';
  if (!(NOTICES as readonly string[]).includes(value)) return null;
  const notice = value as Notice;
  const errors: Notice[] = [
    'refused',
    'external',
    'notFound',
    'invalidEmail',
    'searchExpired',
    'eraseNeedsConfirm',
    'retryQueued',
    'retryNotFailed',
  ];
  const message =
    notice === 'erased' ? (erased ?? t.saved) : notice === 'feedRegenerated' ? t.feedRegenerated : t[notice];
  const isError = errors.includes(notice);
  return (
    <div
      className={`studio-notice ${isError ? 'studio-notice--error' : 'studio-notice--success'}`}
      role={isError ? 'alert' : 'status'}
    >
      <p>{message}</p>
    </div>
  );
}

/** Links to the same list with another filter, the current one marked. */
export function FilterLinks<F extends string>({
  path,
  current,
  labels,
  label,
}: {
  path: string;
  current: F;
  labels: Record<F, string>;
  label: string;
}) {
  return (
    <nav aria-label={label} className="studio-filters inbox-filters">
      {(Object.keys(labels) as F[]).map((filter) => (
        <Link
          prefetch={false}
          key={filter}
          href={filter === 'all' ? path : `${path}?filter=${filter}`}
          aria-current={filter === current ? 'page' : undefined}
          className={filter === current ? buttonClass.primary : buttonClass.secondary}
        >
          {labels[filter]}
        </Link>
      ))}
    </nav>
  );
}

/** Previous / next page links. */
export function Pager({
  path,
  filter,
  page,
  pageCount,
  t,
}: {
  path: string;
  filter: string;
  page: number;
  pageCount: number;
  t: InboxTexts;
}) {
  if (pageCount <= 1) return null;
  const href = (target: number) => {
    const query = new URLSearchParams();
    if (filter !== 'all') query.set('filter', filter);
    if (target > 1) query.set('page', String(target));
    const search = query.toString();
    return search ? `${path}?${search}` : path;
  };
  return (
    <nav className="studio-pager" aria-label={t.page(page, pageCount)}>
      {page > 1 ? (
        <Link prefetch={false} className={buttonClass.small} href={href(page - 1)} rel="prev">
          {t.previous}
        </Link>
      ) : null}
      <span>{t.page(page, pageCount)}</span>
      {page < pageCount ? (
        <Link prefetch={false} className={buttonClass.small} href={href(page + 1)} rel="next">
          {t.next}
        </Link>
      ) : null}
    </nav>
  );
}

/** The read / handled buttons of a lead or a message (forms posting to a server action). */
export function MarkButtons({
  kind,
  id,
  readAt,
  handledAt,
  back,
  t,
  label,
}: {
  kind: 'lead' | 'message';
  id: string;
  readAt: string | null;
  handledAt: string | null;
  back: string;
  t: InboxTexts;
  /** What the row is, for screen readers: the buttons say "Mark read" for which row. */
  label: string;
}) {
  const marks: { mark: 'read' | 'unread' | 'handled' | 'open'; text: string }[] = [];
  if (!readAt) marks.push({ mark: 'read', text: t.markRead });
  else if (!handledAt) marks.push({ mark: 'unread', text: t.markUnread });
  if (!handledAt) marks.push({ mark: 'handled', text: t.markHandled });
  else marks.push({ mark: 'open', text: t.reopen });
  return (
    <div className="inbox-marks">
      {marks.map(({ mark, text }) => (
        <form key={mark} action={markAction}>
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="mark" value={mark} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className={buttonClass.small} aria-label={`${text}: ${label}`}>
            {text}
          </button>
        </form>
      ))}
    </div>
  );
}

/** Read / handled as words, for the status column. */
export function InboxStatus({
  readAt,
  handledAt,
  t,
}: {
  readAt: string | null;
  handledAt: string | null;
  t: InboxTexts;
}) {
  if (handledAt) return <span className="studio-badge studio-badge--confirmed">{t.handled}</span>;
  if (readAt) return <span className="studio-badge">{t.read}</span>;
  return <span className="studio-badge inbox-badge--unread">{t.notRead}</span>;
}

export function filterOf<F extends string>(view: StudioViewProps, filters: readonly F[]): F {
  const value = searchParam(view, 'filter', 20);
  return (filters as readonly string[]).includes(value) ? (value as F) : ('all' as F);
}

export type { InboxFilter };
