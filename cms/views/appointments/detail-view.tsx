import { Link } from '@payloadcms/ui';
import { isCalendarDay, madridDay } from '@/lib/domain/booking-calendar';
import { ERASED_NAME, serviceLabel, studioBackOffice, type StudioAppointmentDetail } from '@/lib/studio';
import { Actions } from './detail-actions';
import { OwnerView, gate, searchParam, type StudioViewProps } from '../shared/studio-page';
import { formatInZone, languageName, type AdminLang } from '../shared/texts';
import { appointmentTexts } from './texts';

const MADRID = 'Europe/Madrid';

/** The appointment's id from the admin's URL, /admin/appointments/<id>. */
function idOf(view: StudioViewProps): string {
  const segments = view.params?.segments;
  const id = Array.isArray(segments) ? segments[1] : undefined;
  return typeof id === 'string' ? id.slice(0, 40) : '';
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

function History({ appointment, lang }: { appointment: StudioAppointmentDetail; lang: AdminLang }) {
  const t = appointmentTexts(lang);
  const when = (iso: unknown, inSentence = false) =>
    typeof iso === 'string' && !Number.isNaN(Date.parse(iso))
      ? formatInZone(new Date(iso), lang, MADRID, { inSentence })
      : '';
  return (
    <section aria-labelledby="appointment-history">
      <h2 id="appointment-history">{t.history}</h2>
      {appointment.history.length === 0 ? (
        <p>{t.noHistory}</p>
      ) : (
        <ol>
          {appointment.history.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{when(entry.at)}</time> · {t.historyActions[entry.action] ?? entry.action} ·{' '}
              {entry.actor === 'visitor' ? t.historyVisitor : entry.actor}
              {entry.action === 'appointment.reschedule'
                ? ` · ${t.movedFromTo(when(entry.details.from, true), when(entry.details.to, true))}`
                : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

async function Detail({
  view,
  appointment,
  lang,
  freeTimes,
}: {
  view: StudioViewProps;
  appointment: StudioAppointmentDetail;
  lang: AdminLang;
  freeTimes: (day: string) => Promise<string[]>;
}) {
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
          {appointment.timeZone
            ? `${formatInZone(start, lang, appointment.timeZone)} (${appointment.timeZone})`
            : t.visitorTimeUnknown}
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
      <Actions
        appointment={appointment}
        lang={lang}
        day={day}
        rescheduleOpen={isCalendarDay(askedDay)}
        freeTimes={freeTimes}
      />
      <section aria-labelledby="appointment-sent">
        <h2 id="appointment-sent">{t.sent}</h2>
        <dl className="studio-dl">
          <dt>{t.name}</dt>
          <dd>{appointment.name === ERASED_NAME ? t.erased : appointment.name}</dd>
          <dt>{t.email}</dt>
          <dd>
            {/* Erased for a personal-data request: no address, and no empty link to nowhere. */}
            {appointment.email ? (
              <a href={`mailto:${encodeURIComponent(appointment.email).replace(/%40/g, '@')}`}>{appointment.email}</a>
            ) : (
              none
            )}
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
  const office = studioBackOffice();
  const found = owner && office.kind === 'local' ? await office.studio.getStudioAppointment(owner, idOf(view)) : null;
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
      render={(actor, studio) => {
        const appointment = found;
        if (!appointment) {
          return (
            <div className="studio-notice studio-notice--error" role="alert">
              <p>{appointmentTexts(actor.lang).notFound}</p>
            </div>
          );
        }
        return (
          <Detail
            view={view}
            appointment={appointment}
            lang={actor.lang}
            freeTimes={(day) => studio.freeTimes(actor, day)}
          />
        );
      }}
    />
  );
}
