import { DefaultDashboard, type DashboardViewServerProps } from '@payloadcms/next/views';
import { Gutter, Link } from '@payloadcms/ui';
import { BOOKING_TIME_ZONE } from '@/lib/domain/booking-calendar';
import { env } from '@/lib/env';
import { calendarFeedPath, ERASED_NAME, studioBackOffice, type DashboardFigures } from '@/lib/studio';
import { ownerOf, type StudioActor } from '../shared/session';
import { ExternalBackOffice } from '../shared/external-back-office';
import type { StudioViewProps } from '../shared/studio-page';
import { CalendarFeed, StatusBadge, WeekTable } from './dashboard-parts';
import { NoticeLine, StudioTime } from './parts';
import { inboxTexts } from './texts';
import '../shared/studio.css';

/**
 * The admin's home (admin.components.views.dashboard): for an owner, the studio's day, week, news since the last visit,
 * failed mail and the private calendar feed, above Payload's own dashboard; an editor sees Payload's dashboard only.
 */
export async function StudioDashboard(props: DashboardViewServerProps) {
  const req = props.initPageResult.req;
  const owner = ownerOf(req);
  return (
    <>
      {owner ? <StudioHome owner={owner} view={props} /> : null}
      <DefaultDashboard {...props} />
    </>
  );
}

async function StudioHome({ owner, view }: { owner: StudioActor; view: Pick<StudioViewProps, 'searchParams'> }) {
  const t = inboxTexts(owner.lang);
  const now = new Date();
  const office = studioBackOffice();
  if (office.kind === 'external') {
    return (
      <Gutter className="studio-view inbox-dashboard">
        <h1 className="studio-view__title">{t.dashboardTitle}</h1>
        <ExternalBackOffice lang={owner.lang} provider={office.provider} />
      </Gutter>
    );
  }
  const { studio } = office;
  let loaded: { figures: DashboardFigures | null; token: string | null };
  try {
    const since = await studio.recordVisit(owner.id, now);
    loaded = {
      figures: await studio.dashboardFigures(owner, since, now),
      token: await studio.calendarFeedToken(owner),
    };
  } catch (error) {
    // The content below stays editable when the bookings store cannot be read; the log names no one.
    console.error(
      '[studio] the dashboard could not read the bookings store',
      error instanceof Error ? error.name : 'unknown error',
    );
    return (
      <Gutter className="studio-view inbox-dashboard">
        <h1 className="studio-view__title">{t.dashboardTitle}</h1>
        <div className="studio-notice studio-notice--error" role="alert">
          <p>{t.storeUnavailable}</p>
        </div>
      </Gutter>
    );
  }
  const { figures, token } = loaded;
  if (!figures) return null;
  const feedUrl = token ? `${env.SITE_URL.replace(/\/$/, '')}${calendarFeedPath(token)}` : null;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(owner.lang, {
      timeZone: BOOKING_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  const shownName = (name: string) => (name === ERASED_NAME ? t.erasedName : name);
  const today = new Intl.DateTimeFormat(owner.lang, {
    timeZone: BOOKING_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(now);
  return (
    <Gutter className="studio-view inbox-dashboard">
      <h1 className="studio-view__title">{t.dashboardTitle}</h1>
      <NoticeLine view={view} t={t} />
      <div className="inbox-cards">
        <section className="inbox-card" aria-labelledby="dashboard-today">
          <h2 id="dashboard-today">
            {t.today} <small>({today})</small>
          </h2>
          {figures.today.appointments.length === 0 ? (
            <p>{t.noAppointmentsToday}</p>
          ) : (
            <ul>
              {figures.today.appointments.map((appointment) => (
                <li key={appointment.id}>
                  <Link prefetch={false} href={`/admin/appointments/${appointment.id}`}>
                    {time(appointment.start)} · {shownName(appointment.name)}
                  </Link>{' '}
                  <StatusBadge status={appointment.status} texts={t} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="inbox-card" aria-labelledby="dashboard-week">
          <h2 id="dashboard-week">{t.thisWeek}</h2>
          <div className="inbox-figure">{figures.week.appointments.length}</div>
          <p>{t.weekSummary(figures.week.pending, figures.week.confirmed)}</p>
          <p>
            <Link prefetch={false} href="/admin/appointments">
              {t.toConfirm(figures.toConfirm)}
            </Link>
          </p>
        </section>
        <section className="inbox-card" aria-labelledby="dashboard-news">
          <h2 id="dashboard-news">{t.sinceLastVisit}</h2>
          {figures.sinceLastVisit.since ? (
            <p>
              <small>
                <StudioTime iso={figures.sinceLastVisit.since} lang={owner.lang} />
              </small>
            </p>
          ) : (
            <p>
              <small>{t.firstVisit}</small>
            </p>
          )}
          <ul>
            <li>
              <Link prefetch={false} href="/admin/appointments">
                {t.newAppointments}:{' '}
                <strong data-testid="new-appointments">{figures.sinceLastVisit.appointments}</strong>
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/admin/messages?filter=unread">
                {t.newMessages}: <strong data-testid="new-messages">{figures.sinceLastVisit.messages}</strong>
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/admin/leads?filter=unread">
                {t.newLeads}: <strong data-testid="new-leads">{figures.sinceLastVisit.leads}</strong>
              </Link>
            </li>
          </ul>
          <p>
            <small>{t.unread(figures.unread.leads, figures.unread.messages)}</small>
          </p>
        </section>
        {figures.sinceLastVisit.latestAppointments.length + figures.sinceLastVisit.latestMessages.length > 0 ? (
          <section className="inbox-card" aria-labelledby="dashboard-latest">
            <h2 id="dashboard-latest">{t.latest}</h2>
            <ul>
              {figures.sinceLastVisit.latestAppointments.map((appointment) => (
                <li key={appointment.id}>
                  <Link prefetch={false} href={`/admin/appointments/${appointment.id}`}>
                    {t.bookingBy(shownName(appointment.name))}
                  </Link>{' '}
                  <small>
                    <StudioTime iso={appointment.start} lang={owner.lang} />
                  </small>{' '}
                  <StatusBadge status={appointment.status} texts={t} />
                </li>
              ))}
              {figures.sinceLastVisit.latestMessages.map((message) => (
                <li key={message.id}>
                  <Link prefetch={false} href={`/admin/messages/${message.id}`}>
                    {t.messageFrom(message.name, message.subject)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section
          className={`inbox-card${figures.mail.failed > 0 ? ' inbox-card--alert' : ''}`}
          aria-labelledby="dashboard-mail"
        >
          <h2 id="dashboard-mail">{t.mail}</h2>
          {figures.mail.failed > 0 ? (
            <p role="alert">
              <Link prefetch={false} href="/admin/outbox?filter=failed">
                {t.failedMail(figures.mail.failed)}
              </Link>
            </p>
          ) : (
            <p>{t.noFailedMail}</p>
          )}
          <p>
            <small>{t.waitingMail(figures.mail.waiting)}</small>
          </p>
          <p>
            <Link prefetch={false} href="/admin/outbox">
              {t.seeOutbox}
            </Link>
          </p>
        </section>
      </div>
      {figures.today.appointments.length > 0 || figures.week.appointments.length > 0 ? (
        <WeekTable week={figures.week} t={t} lang={owner.lang} shownName={shownName} />
      ) : null}
      <CalendarFeed feedUrl={feedUrl} t={t} />
    </Gutter>
  );
}
