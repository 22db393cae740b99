import { Link } from '@payloadcms/ui';
import { addDays } from '@/lib/domain/booking-calendar';
import { ERASED_NAME, type AppointmentWeek } from '@/lib/studio';
import type { AdminLang } from '../shared/texts';
import { appointmentTexts } from './texts';

const weekHref = (monday: string) => `/admin/appointments?view=week&week=${monday}`;

/** A Madrid day as a column head: 'lun 7 dic' in the admin's language (noon UTC: no zone moves the day). */
function dayHead(day: string, lang: AdminLang): string {
  return new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/**
 * The week as a table: a column per Madrid day, a row per start, each booking a link (a pill coloured by its status)
 * to its page. A table, so a screen reader names each cell by its day and time; links, so Tab reaches every booking.
 */
export function AppointmentWeekGrid({ week, lang }: { week: AppointmentWeek; lang: AdminLang }) {
  const t = appointmentTexts(lang);
  const range = `${dayHead(week.days[0] ?? week.monday, lang)} – ${dayHead(week.days[6] ?? week.monday, lang)}`;
  return (
    <section aria-labelledby="appointments-week">
      <h2 id="appointments-week">{t.weekOf(range)}</h2>
      <nav className="studio-pager" aria-label={t.weekNavigation}>
        <Link href={weekHref(addDays(week.monday, -7))}>{t.previousWeek}</Link>
        <Link href="/admin/appointments?view=week">{t.thisWeek}</Link>
        <Link href={weekHref(addDays(week.monday, 7))}>{t.nextWeek}</Link>
      </nav>
      {week.bookings.length === 0 ? <p>{t.weekEmpty}</p> : null}
      <div className="studio-table-wrap">
        <table className="studio-table studio-week" data-testid="appointments-week">
          <thead>
            <tr>
              <th scope="col">{t.weekTime}</th>
              {week.days.map((day) => (
                <th key={day} scope="col">
                  <time dateTime={day}>{dayHead(day, lang)}</time>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {week.times.map((time) => (
              <tr key={time}>
                <th scope="row">{time}</th>
                {week.days.map((day) => (
                  <td key={day}>
                    {week.bookings
                      .filter((booking) => booking.day === day && booking.time === time)
                      .map((booking) => (
                        <Link
                          key={booking.id}
                          href={`/admin/appointments/${booking.id}`}
                          className={`studio-pill studio-pill--${booking.status}`}
                          data-appointment-id={booking.id}
                        >
                          {booking.name === ERASED_NAME ? t.erased : booking.name}
                          <span> · {t.statuses[booking.status]}</span>
                        </Link>
                      ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
