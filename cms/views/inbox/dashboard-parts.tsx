import { Link } from '@payloadcms/ui';
import { serviceLabel, type DashboardFigures } from '@/lib/studio';
import { buttonClass } from '../shared/studio-page';
import type { AdminLang } from '../shared/texts';
import { regenerateFeedAction } from './actions';
import { StudioTime } from './parts';
import type { inboxTexts } from './texts';

type Texts = ReturnType<typeof inboxTexts>;

/** This week's appointments, one row each: time, who (and the service), status. */
export function WeekTable({
  week,
  t,
  lang,
  shownName,
}: {
  week: DashboardFigures['week'];
  t: Texts;
  lang: AdminLang;
  shownName: (name: string) => string;
}) {
  return (
    <section className="inbox-section" aria-labelledby="dashboard-week-list">
      <h2 id="dashboard-week-list">
        {t.thisWeek}{' '}
        <small>
          ({week.from} – {week.to})
        </small>
      </h2>
      <div className="inbox-table-wrap">
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">{t.slot}</th>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {week.appointments.map((appointment) => (
              <tr key={appointment.id}>
                <td>
                  <StudioTime iso={appointment.start} lang={lang} />
                </td>
                <td>
                  <Link prefetch={false} href={`/admin/appointments/${appointment.id}`}>
                    {shownName(appointment.name)}
                  </Link>
                  <br />
                  <small>{serviceLabel(appointment.service, lang)}</small>
                </td>
                <td>
                  <StatusBadge status={appointment.status} texts={t} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The private calendar feed's address, and the form that creates or replaces it. */
export function CalendarFeed({ feedUrl, t }: { feedUrl: string | null; t: Texts }) {
  return (
    <section className="inbox-section inbox-feed" aria-labelledby="dashboard-feed">
      <h2 id="dashboard-feed">{t.feedTitle}</h2>
      <p>{t.feedHelp}</p>
      {feedUrl ? (
        <div className="studio-field">
          <label htmlFor="calendar-feed-url">{t.feedAddress}</label>
          <input id="calendar-feed-url" type="text" readOnly value={feedUrl} />
        </div>
      ) : (
        <p>{t.feedNone}</p>
      )}
      <form action={regenerateFeedAction}>
        <input type="hidden" name="back" value="/admin" />
        <p>
          <button type="submit" className={feedUrl ? buttonClass.secondary : buttonClass.primary}>
            {feedUrl ? t.feedRegenerate : t.feedCreate}
          </button>
        </p>
      </form>
    </section>
  );
}

/** An appointment's status as the appointment views show it: pending, confirmed (green) or cancelled (red). */
export function StatusBadge({ status, texts }: { status: string; texts: Texts }) {
  return <span className={`studio-badge studio-badge--${status}`}>{texts.appointmentStatus[status] ?? status}</span>;
}
