import { madridDay } from '@/lib/domain/booking-calendar';
import { madridWeek, nextVisit, parseVisitState } from '@/lib/domain/studio-inbox';
import { isOwnerActor, type StudioActorRef } from './actor';
import type { StudioPorts } from './ports';

/** The most appointments one list of the dashboard shows (a week of 30-minute slots is far fewer). */
const DASHBOARD_LIST_LIMIT = 200;
/** How many of the newest bookings and messages the dashboard names. */
const LATEST_LIMIT = 5;

export interface DashboardAppointment {
  id: string;
  name: string;
  service: string;
  start: string;
  status: 'pending' | 'confirmed';
}

export interface DashboardFigures {
  today: { day: string; appointments: DashboardAppointment[] };
  week: { from: string; to: string; pending: number; confirmed: number; appointments: DashboardAppointment[] };
  /** What arrived since the account's previous visit (everything, on its first), with the latest of it. */
  sinceLastVisit: {
    since: string | null;
    appointments: number;
    leads: number;
    messages: number;
    latestAppointments: { id: string; name: string; start: string; status: string }[];
    latestMessages: { id: string; name: string; subject: string }[];
  };
  /** Upcoming bookings still waiting for the studio's confirmation. */
  toConfirm: number;
  unread: { leads: number; messages: number };
  mail: { waiting: number; failed: number };
}

const visitKey = (accountId: string | number) => `dashboard.visit:${String(accountId)}`;

/** The back office's home: the studio's day and week (Madrid), news since the last visit, mail that failed. */
export function dashboardUseCases(ports: Pick<StudioPorts, 'dashboard' | 'inbox' | 'outbox' | 'settings'>) {
  return {
    /**
     * Records that an account opened the dashboard and returns when its previous visit ended (null on its first). A
     * visit ends after a quiet half hour, so reloading the dashboard keeps showing the same news.
     */
    async recordVisit(accountId: string | number, now: Date = new Date()): Promise<string | null> {
      const key = visitKey(accountId);
      const next = nextVisit(parseVisitState(await ports.settings.read(key)), now);
      await ports.settings.write(key, JSON.stringify(next), now);
      return next.since;
    },

    /** The figures at `now`, "new" meaning created after `since` (everything when null); owners only. */
    async dashboardFigures(
      actor: StudioActorRef | null,
      since: string | null,
      now: Date = new Date(),
    ): Promise<DashboardFigures | null> {
      if (!isOwnerActor(actor)) return null;
      const { dashboard } = ports;
      const today = madridDay(now);
      const week = madridWeek(now);
      const [weekRows, appointments, leads, messages, toConfirm, unread, mail, latestAppointments, latestMessages] =
        await Promise.all([
          dashboard.heldOfDays(week.from, week.to, DASHBOARD_LIST_LIMIT),
          dashboard.createdSince('appointments', since),
          dashboard.createdSince('leads', since),
          dashboard.createdSince('messages', since),
          dashboard.pendingFrom(now),
          ports.inbox.unread(),
          ports.outbox.counts(),
          dashboard.latestAppointments(since, LATEST_LIMIT),
          dashboard.latestMessages(since, LATEST_LIMIT),
        ]);
      const strip = ({ id, name, service, start, status }: (typeof weekRows)[number]): DashboardAppointment => ({
        id,
        name,
        service,
        start,
        status,
      });
      return {
        today: { day: today, appointments: weekRows.filter((row) => row.day === today).map(strip) },
        week: {
          ...week,
          pending: weekRows.filter((row) => row.status === 'pending').length,
          confirmed: weekRows.filter((row) => row.status === 'confirmed').length,
          appointments: weekRows.map(strip),
        },
        sinceLastVisit: { since, appointments, leads, messages, latestAppointments, latestMessages },
        toConfirm,
        unread,
        mail,
      };
    },
  };
}
