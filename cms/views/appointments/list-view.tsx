import { Link } from '@payloadcms/ui';
import { ERASED_NAME, SEARCH_MAX_LENGTH, STUDIO_STATUSES, type StudioAppointmentList } from '@/lib/studio';
import { OwnerView, buttonClass, searchParam, type StudioViewProps } from '../shared/studio-page';
import { formatInZone, languageName, type AdminLang } from '../shared/texts';
import { appointmentTexts } from './texts';
import { AppointmentWeekGrid } from './week-view';

const MADRID = 'Europe/Madrid';

function listHref(query: StudioAppointmentList['query'], page: number): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.q) params.set('q', query.q);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `/admin/appointments?${text}` : '/admin/appointments';
}

function AppointmentList({ list, lang }: { list: StudioAppointmentList; lang: AdminLang }) {
  const t = appointmentTexts(lang);
  const { query } = list;
  return (
    <>
      <form method="get" action="/admin/appointments" className="studio-filters" aria-label={t.filters} role="search">
        <div className="studio-field">
          <label htmlFor="appointments-status">{t.status}</label>
          <select id="appointments-status" name="status" defaultValue={query.status ?? ''}>
            <option value="">{t.anyStatus}</option>
            {STUDIO_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="studio-field">
          <label htmlFor="appointments-from">{t.from}</label>
          <input id="appointments-from" name="from" type="date" defaultValue={query.from ?? ''} />
        </div>
        <div className="studio-field">
          <label htmlFor="appointments-to">{t.to}</label>
          <input id="appointments-to" name="to" type="date" defaultValue={query.to ?? ''} />
        </div>
        <div className="studio-field">
          <label htmlFor="appointments-q">{t.search}</label>
          <input
            id="appointments-q"
            name="q"
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            defaultValue={query.q ?? ''}
          />
        </div>
        <button type="submit" className={buttonClass.primary}>
          {t.apply}
        </button>
        {query.status || query.from || query.to || query.q ? <Link href="/admin/appointments">{t.clear}</Link> : null}
      </form>
      <p aria-live="polite">{t.count(list.total)}</p>
      {list.items.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="studio-table-wrap">
          <table className="studio-table studio-table--stack">
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.email}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.language}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.id} data-appointment-id={item.id}>
                  <td data-label={t.when}>
                    <Link href={`/admin/appointments/${item.id}`}>
                      {formatInZone(new Date(item.start), lang, MADRID)}
                    </Link>
                  </td>
                  <td data-label={t.name}>{item.name === ERASED_NAME ? t.erased : item.name}</td>
                  <td data-label={t.email}>{item.email || t.none}</td>
                  <td data-label={t.status}>
                    <span className={`studio-badge studio-badge--${item.status}`}>{t.statuses[item.status]}</span>
                  </td>
                  <td data-label={t.language}>{languageName(item.lang, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.pageCount > 1 ? (
        <nav className="studio-pager" aria-label={t.pagination}>
          {list.page > 1 ? <Link href={listHref(query, list.page - 1)}>{t.previous}</Link> : null}
          <span>{t.page(list.page, list.pageCount)}</span>
          {list.page < list.pageCount ? <Link href={listHref(query, list.page + 1)}>{t.next}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

/** /admin/appointments: every booking, upcoming first, with filters; owners only. */
export function AppointmentsListView(view: StudioViewProps) {
  return (
    <OwnerView
      view={view}
      title={(lang) => appointmentTexts(lang).title}
      render={async (owner, studio) => {
        const week = searchParam(view, 'view', 4) === 'week';
        const t = appointmentTexts(owner.lang);
        const views = (
          <nav className="studio-pager" aria-label={t.views}>
            <Link href="/admin/appointments" aria-current={week ? undefined : 'page'}>
              {t.listView}
            </Link>
            <Link href="/admin/appointments?view=week" aria-current={week ? 'page' : undefined}>
              {t.weekView}
            </Link>
          </nav>
        );
        if (week) {
          const grid = await studio.studioWeek(owner, searchParam(view, 'week', 10));
          return grid ? (
            <>
              {views}
              <AppointmentWeekGrid week={grid} lang={owner.lang} />
            </>
          ) : null;
        }
        const list = await studio.listStudioAppointments(owner, {
          status: searchParam(view, 'status', 20) || undefined,
          from: searchParam(view, 'from', 10) || undefined,
          to: searchParam(view, 'to', 10) || undefined,
          q: searchParam(view, 'q', SEARCH_MAX_LENGTH),
          page: searchParam(view, 'page', 6) || 1,
        });
        return list ? (
          <>
            {views}
            <AppointmentList list={list} lang={owner.lang} />
          </>
        ) : null;
      }}
    />
  );
}
