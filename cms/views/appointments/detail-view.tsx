import { Link } from '@payloadcms/ui';
import { addDays, isCalendarDay, madridDay } from '@/lib/domain/booking-calendar';
import { getAvailability } from '@/lib/provider/embedded/appointments';
import { serviceLabel } from '@/lib/provider/embedded/mail/compose-booking';
import { CANCEL_REASON_MAX_LENGTH } from '@/lib/provider/embedded/studio/appointment-changes';
import { getStudioAppointment, type StudioAppointmentDetail } from '@/lib/provider/embedded/studio/appointments';
import { ERASED_NAME } from '@/lib/provider/embedded/studio/personal-data';
import { MEETING_LIMITS } from '@/lib/domain/meeting';
import { cancelAppointmentAction, confirmAppointmentAction, rescheduleAppointmentAction, setMeetingLinkAction } from './actions';
import { OwnerView, buttonClass, gate, searchParam, type StudioViewProps } from '../shared/studio-page';
import { formatInZone, languageName, type AdminLang } from '../shared/texts';
import { FocusOnArrival } from './focus-on-arrival';
import { appointmentTexts } from './texts';

const MADRID = 'Europe/Madrid';

/** The appointment's id from the admin's URL, /admin/appointments/<id>. */
function idOf(view: StudioViewProps): string {
  const segments = view.params?.segments;
  const id = Array.isArray(segments) ? segments[1] : undefined;
  return typeof id === 'string' ? id.slice(0, 40) : '';
}

/** The free times of a Madrid day under the studio's schedule; none for a day outside the window or on failure. */
async function freeTimes(day: string): Promise<string[]> {
  try {
    const [availability] = await getAvailability({ from: day, to: day });
    return availability?.slots ?? [];
  } catch {
    return [];
  }
}

function Notice({ view, lang }: { view: StudioViewProps; lang: AdminLang }) {
  const t = appointmentTexts(lang);
  const done = t.done[searchParam(view, 'done', 20)];
  const error = t.errors[searchParam(view, 'error', 20)];
  if (error) {
    return (
      <div className="studio-notice studio-notice--error" role="alert">
        <p>{error}</p>
      </div>
    );
  }
  if (done) {
    return (
      <div className="studio-notice studio-notice--success" role="status">
        <p>{done}</p>
      </div>
    );
  }
  return null;
}

function Hidden({ appointment }: { appointment: StudioAppointmentDetail }) {
  return (
    <>
      <input type="hidden" name="id" value={appointment.id} />
      <input type="hidden" name="sequence" value={appointment.sequence} />
    </>
  );
}

async function Actions({
  appointment,
  lang,
  day,
  rescheduleOpen,
}: {
  appointment: StudioAppointmentDetail;
  lang: AdminLang;
  day: string;
  /** The owner is choosing a new time (they asked for a day's free times, or a move failed). */
  rescheduleOpen: boolean;
}) {
  const t = appointmentTexts(lang);
  const now = new Date();
  const active = appointment.status !== 'cancelled' && new Date(appointment.start).getTime() > now.getTime();
  if (!active) return null;
  const times = await freeTimes(day);
  const today = madridDay(now);
  return (
    <section aria-labelledby="appointment-actions">
      <h2 id="appointment-actions">{t.actions}</h2>
      <div className="studio-actions">
        {appointment.status === 'pending' ? (
          <form action={confirmAppointmentAction}>
            <Hidden appointment={appointment} />
            <button type="submit" className={buttonClass.primary} aria-describedby="confirm-hint">
              {t.confirm}
            </button>
            <p id="confirm-hint">{t.confirmHint}</p>
          </form>
        ) : null}
      </div>
      <details className="studio-notice" open={rescheduleOpen || undefined}>
        <summary>{t.reschedule}</summary>
        <p>{t.rescheduleHint}</p>
        {/* The fragment brings the page back at the day's times, where FocusOnArrival puts the focus (a keyboard user
            otherwise started again from the top, through the whole nav). */}
        <form method="get" action={`/admin/appointments/${appointment.id}#reschedule-times`} className="studio-filters">
          <div className="studio-field">
            <label htmlFor="reschedule-day">{t.rescheduleDay}</label>
            <input id="reschedule-day" name="day" type="date" required min={today} max={addDays(today, 366)} defaultValue={day} />
          </div>
          <button type="submit" className={buttonClass.secondary}>
            {t.showTimes}
          </button>
        </form>
        <div id="reschedule-times" tabIndex={-1}>
          <FocusOnArrival anchorId="reschedule-times" targetId="reschedule-time" />
          {times.length === 0 ? (
            <p role="status">{t.noFreeTimes}</p>
          ) : (
            <form action={rescheduleAppointmentAction} className="studio-filters">
              <Hidden appointment={appointment} />
              <input type="hidden" name="day" value={day} />
              <div className="studio-field">
                <label htmlFor="reschedule-time">
                  {t.rescheduleTime} · {day}
                </label>
                {/* No time is chosen for the owner: "Move" without choosing moved the appointment to the first free
                    time. The browser asks for one (required), and so does the action. */}
                <select id="reschedule-time" name="time" required defaultValue="">
                  <option value="" disabled>
                    {t.chooseTime}
                  </option>
                  {times.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={buttonClass.primary}>
                {t.rescheduleSubmit}
              </button>
            </form>
          )}
        </div>
      </details>
      <details className="studio-notice">
        <summary>{t.meetingChange}</summary>
        <form action={setMeetingLinkAction}>
          <Hidden appointment={appointment} />
          <div className="studio-field">
            <label htmlFor="meeting-url">{t.meetingLabel}</label>
            <input
              id="meeting-url"
              name="meetingUrl"
              type="url"
              required
              pattern="https://.+"
              maxLength={MEETING_LIMITS.urlMax}
              defaultValue={appointment.meetingUrl ?? ''}
              aria-describedby="meeting-hint"
            />
          </div>
          <p id="meeting-hint">{t.meetingHint}</p>
          <button type="submit" className={buttonClass.secondary}>
            {t.meetingSubmit}
          </button>
        </form>
      </details>
      <details className="studio-notice">
        <summary>{t.cancel}</summary>
        <form action={cancelAppointmentAction}>
          <Hidden appointment={appointment} />
          <div className="studio-field">
            <label htmlFor="cancel-reason">{t.cancelReasonLabel}</label>
            <textarea id="cancel-reason" name="reason" rows={3} maxLength={CANCEL_REASON_MAX_LENGTH} />
          </div>
          <p>
            <label>
              <input type="checkbox" name="confirmed" value="yes" required /> {t.cancelCheck}
            </label>
          </p>
          <button type="submit" className={buttonClass.secondary}>
            {t.cancelSubmit}
          </button>
        </form>
      </details>
    </section>
  );
}

function History({ appointment, lang }: { appointment: StudioAppointmentDetail; lang: AdminLang }) {
  const t = appointmentTexts(lang);
  const when = (iso: unknown, inSentence = false) =>
    typeof iso === 'string' && !Number.isNaN(Date.parse(iso)) ? formatInZone(new Date(iso), lang, MADRID, { inSentence }) : '';
  return (
    <section aria-labelledby="appointment-history">
      <h2 id="appointment-history">{t.history}</h2>
      {appointment.history.length === 0 ? (
        <p>{t.noHistory}</p>
      ) : (
        <ol>
          {appointment.history.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{when(entry.at)}</time> · {t.historyActions[entry.action] ?? entry.action} · {entry.actor === 'visitor' ? t.historyVisitor : entry.actor}
              {entry.action === 'appointment.reschedule' ? ` · ${t.movedFromTo(when(entry.details.from, true), when(entry.details.to, true))}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

async function Detail({ view, appointment, lang }: { view: StudioViewProps; appointment: StudioAppointmentDetail; lang: AdminLang }) {
  const t = appointmentTexts(lang);
  const start = new Date(appointment.start);
  const askedDay = searchParam(view, 'day', 10);
  const day = isCalendarDay(askedDay) ? askedDay : madridDay(start);
  const none = t.none;
  return (
    <>
      <Notice view={view} lang={lang} />
      <p>
        <span className={`studio-badge studio-badge--${appointment.status}`} data-status={appointment.status}>
          {t.statuses[appointment.status]}
        </span>
        {appointment.cancelledBy ? ` · ${t.cancelledBy[appointment.cancelledBy]}` : ''}
      </p>
      <dl className="studio-dl">
        <dt>{t.madridTime}</dt>
        <dd>{formatInZone(start, lang, MADRID)}</dd>
        <dt>{t.visitorTime}</dt>
        <dd>
          {appointment.timeZone ? `${formatInZone(start, lang, appointment.timeZone)} (${appointment.timeZone})` : t.visitorTimeUnknown}
        </dd>
        <dt>{t.meeting}</dt>
        <dd>
          {appointment.meetingUrl ? (
            <a href={appointment.meetingUrl} rel="noopener noreferrer" data-testid="appointment-meeting">
              {appointment.meetingUrl}
            </a>
          ) : (
            t.meetingNone
          )}
        </dd>
        {appointment.cancelReason ? (
          <>
            <dt>{t.cancelReason}</dt>
            <dd>{appointment.cancelReason}</dd>
          </>
        ) : null}
      </dl>
      <Actions appointment={appointment} lang={lang} day={day} rescheduleOpen={isCalendarDay(askedDay)} />
      <section aria-labelledby="appointment-sent">
        <h2 id="appointment-sent">{t.sent}</h2>
        <dl className="studio-dl">
          <dt>{t.name}</dt>
          <dd>{appointment.name === ERASED_NAME ? t.erased : appointment.name}</dd>
          <dt>{t.email}</dt>
          <dd>
            {/* Erased for a personal-data request: no address, and no empty link to nowhere. */}
            {appointment.email ? <a href={`mailto:${encodeURIComponent(appointment.email).replace(/%40/g, '@')}`}>{appointment.email}</a> : none}
          </dd>
          <dt>{t.phone}</dt>
          <dd>{appointment.phone || none}</dd>
          <dt>{t.service}</dt>
          <dd>{serviceLabel(appointment.service, lang)}</dd>
          <dt>{t.language}</dt>
          <dd>{languageName(appointment.lang, lang)}</dd>
          <dt>{t.message}</dt>
          <dd>{appointment.message || none}</dd>
          <dt>{t.notifyEmail}</dt>
          <dd>{appointment.notifyEmail ?? none}</dd>
          <dt>{t.bookedAt}</dt>
          <dd>{formatInZone(new Date(appointment.createdAt), lang, MADRID)}</dd>
          <dt>{t.updatedAt}</dt>
          <dd>{appointment.updatedAt ? formatInZone(new Date(appointment.updatedAt), lang, MADRID) : none}</dd>
          <dt>{t.sequence}</dt>
          <dd>{appointment.sequence}</dd>
        </dl>
      </section>
      <History appointment={appointment} lang={lang} />
    </>
  );
}

/** /admin/appointments/<id>: everything the visitor sent, the history, and confirm / move / cancel; owners only. */
export async function AppointmentDetailView(view: StudioViewProps) {
  // Read before the frame, so that its heading names the person ('Cita · Ana López').
  const { owner } = gate(view);
  const found = owner ? await getStudioAppointment(owner, idOf(view)) : null;
  const heading = (lang: AdminLang) => {
    const t = appointmentTexts(lang);
    if (!found) return t.detailTitle;
    return `${t.detailTitle} · ${found.name === ERASED_NAME ? t.erased : found.name}`;
  };
  return (
    <OwnerView
      view={view}
      title={heading}
      parent={(lang) => ({ label: appointmentTexts(lang).title, url: '/admin/appointments' })}
      before={(lang) => (
        <p>
          <Link href="/admin/appointments">{appointmentTexts(lang).back}</Link>
        </p>
      )}
      render={(actor) => {
        const appointment = found;
        if (!appointment) {
          return (
            <div className="studio-notice studio-notice--error" role="alert">
              <p>{appointmentTexts(actor.lang).notFound}</p>
            </div>
          );
        }
        return <Detail view={view} appointment={appointment} lang={actor.lang} />;
      }}
    />
  );
}
