import { madridDay } from '@/lib/domain/booking-calendar';
import { madridWeek, nextVisit, parseVisitState } from '@/lib/domain/studio-inbox';
import { getStore } from '../db/connection';
import { outboxCounts } from '../mail/outbox';
import { unreadCounts } from './inbox';
import { readSetting, writeSetting } from './settings';

/*
 * The back office's home: the studio's day and week of appointments (Madrid time), what arrived since the account's
 * last visit, and mail that could not be sent. Server-only; callers check that an owner is asking.
 */

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
  /** What arrived since the account's previous visit (everything, on its first), with the latest bookings and messages. */
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

/**
 * Records that an account opened the dashboard and returns when its previous visit ended (null on its first). A visit
 * ends after a quiet half hour (lib/domain/studio-inbox), so reloading the dashboard keeps showing the same news.
 */
export async function recordVisit(accountId: string | number, now: Date = new Date()): Promise<string | null> {
  const { db } = await getStore();
  const key = visitKey(accountId);
  const next = nextVisit(parseVisitState(await readSetting(db, key)), now);
  await writeSetting(db, key, JSON.stringify(next), now);
  return next.since;
}

/** The dashboard's figures at `now`, with "new" meaning created after `since` (everything when null). */
export async function dashboardFigures(since: string | null, now: Date = new Date()): Promise<DashboardFigures> {
  const { db } = await getStore();
  const today = madridDay(now);
  const week = madridWeek(now);
  const active = ['pending', 'confirmed'] as const;

  const weekRows = await db
    .selectFrom('appointments')
    .select(['id', 'name', 'service', 'slot_start', 'slot_day', 'status'])
    .where('slot_day', '>=', week.from)
    .where('slot_day', '<=', week.to)
    .where('status', 'in', active)
    .orderBy('slot_start')
    .limit(DASHBOARD_LIST_LIMIT)
    .execute();
  const weekAppointments = weekRows.map((row) => ({
    id: row.id,
    name: row.name,
    service: row.service,
    start: row.slot_start,
    day: row.slot_day,
    status: row.status === 'confirmed' ? ('confirmed' as const) : ('pending' as const),
  }));
  const strip = (row: (typeof weekAppointments)[number]): DashboardAppointment => ({
    id: row.id,
    name: row.name,
    service: row.service,
    start: row.start,
    status: row.status,
  });

  const countSince = async (table: 'appointments' | 'leads' | 'contact_messages') => {
    let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    if (since) query = query.where('created_at', '>', since);
    return Number((await query.executeTakeFirst())?.n ?? 0);
  };
  const toConfirmRow = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .where('slot_start', '>=', now.toISOString())
    .executeTakeFirst();

  let latestAppointments = db
    .selectFrom('appointments')
    .select(['id', 'name', 'slot_start', 'status'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(LATEST_LIMIT);
  let latestMessages = db.selectFrom('contact_messages').select(['id', 'name', 'subject']).orderBy('created_at', 'desc').orderBy('id').limit(LATEST_LIMIT);
  if (since) {
    latestAppointments = latestAppointments.where('created_at', '>', since);
    latestMessages = latestMessages.where('created_at', '>', since);
  }

  const [appointments, leads, messages, unread, mail, newestAppointments, newestMessages] = await Promise.all([
    countSince('appointments'),
    countSince('leads'),
    countSince('contact_messages'),
    unreadCounts(),
    outboxCounts(),
    latestAppointments.execute(),
    latestMessages.execute(),
  ]);

  return {
    today: { day: today, appointments: weekAppointments.filter((row) => row.day === today).map(strip) },
    week: {
      ...week,
      pending: weekAppointments.filter((row) => row.status === 'pending').length,
      confirmed: weekAppointments.filter((row) => row.status === 'confirmed').length,
      appointments: weekAppointments.map(strip),
    },
    sinceLastVisit: {
      since,
      appointments,
      leads,
      messages,
      latestAppointments: newestAppointments.map((row) => ({ id: row.id, name: row.name, start: row.slot_start, status: row.status })),
      latestMessages: newestMessages,
    },
    toConfirm: Number(toConfirmRow?.n ?? 0),
    unread,
    mail,
  };
}
