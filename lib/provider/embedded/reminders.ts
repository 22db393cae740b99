import type { Kysely } from 'kysely';
import { madridDay, madridInstant, madridTime } from '@/lib/domain/booking-calendar';
import { agendaDay, dueReminder, reminderHorizonMinutes, type ReminderMinutes } from '@/lib/domain/booking-reminders';
import { env } from '@/lib/env';
import { readSchedule } from '@/lib/provider/cms/schedule';
import { getStore } from './db/connection';
import type { Database } from './db/schema';
import { composeAgenda, composeReminder, type RemindedAppointment } from './mail/compose-reminder';
import { deliverMail, enqueueMail } from './mail/outbox';

/**
 * The reminder jobs: each visitor's reminders before their consultation and the studio's morning agenda. Run by a
 * long-running server's minute timer, by the cron route where there is none (Vercel), and after each booking (one made
 * inside a reminder's window gets it at once). Any number of processes may run them together: the primary keys of
 * booking_reminders and studio_agendas let one of them send each mail.
 */

// A job reads at most this many appointments: far more than a studio's three days of consultations.
const BATCH = 500;
// Records of reminders for slots that ended this long ago are no longer needed.
const KEEP_RECORDS_MS = 7 * 24 * 60 * 60_000;

const ACTIVE = ['pending', 'confirmed'] as const;

type Row = {
  id: string;
  name: string;
  email: string;
  service: string;
  lang: string;
  slot_start: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  meeting_url: string | null;
  time_zone: string | null;
};

const COLUMNS = ['id', 'name', 'email', 'service', 'lang', 'slot_start', 'status', 'meeting_url', 'time_zone'] as const;

function reminded(row: Row): RemindedAppointment {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    service: row.service,
    lang: row.lang,
    start: new Date(row.slot_start),
    status: row.status === 'confirmed' ? 'confirmed' : 'pending',
    meetingUrl: row.meeting_url,
    timeZone: row.time_zone,
  };
}

/** Stores every reminder due at `now` for sending; returns the ids of their mails. */
async function sendReminders(db: Kysely<Database>, plan: readonly ReminderMinutes[], now: Date): Promise<string[]> {
  if (plan.length === 0) return [];
  const horizon = new Date(now.getTime() + reminderHorizonMinutes(plan) * 60_000);
  const rows = await db
    .selectFrom('appointments')
    .select(COLUMNS)
    .where('status', 'in', ACTIVE)
    .where('slot_start', '>', now.toISOString())
    .where('slot_start', '<=', horizon.toISOString())
    .orderBy('slot_start')
    .limit(BATCH)
    .execute();
  if (rows.length === 0) return [];
  const records = await db
    .selectFrom('booking_reminders')
    .select(['appointment_id', 'slot_start', 'minutes'])
    .where(
      'appointment_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const mailIds: string[] = [];
  for (const row of rows) {
    // Only what was sent for this start counts: a moved booking is planned afresh.
    const sent = records
      .filter((r) => r.appointment_id === row.id && r.slot_start === row.slot_start)
      .map((r) => Number(r.minutes));
    const due = dueReminder(new Date(row.slot_start), plan, sent, now);
    if (!due) continue;
    const ids = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('booking_reminders')
        .values(
          due.covers.map((minutes) => ({
            appointment_id: row.id,
            slot_start: row.slot_start,
            minutes,
            sent_at: now.toISOString(),
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .returning('minutes')
        .execute();
      // Another process recorded it first: it sends the mail.
      if (!claimed.some((record) => Number(record.minutes) === due.minutes)) return [];
      // The consultation's own mail, not one a form triggers: the daily cap per address does not hold it back.
      return enqueueMail(trx, [composeReminder(reminded(row))], now, { uncapped: true });
    });
    mailIds.push(...ids);
  }
  return mailIds;
}

/** The studio's agenda of today, once, from 07:00 Madrid on a day with consultations. */
async function sendAgenda(db: Kysely<Database>, now: Date): Promise<string[]> {
  const day = agendaDay(madridDay(now), madridTime(now));
  if (!day) return [];
  const rows = await db
    .selectFrom('appointments')
    .select(COLUMNS)
    .where('slot_day', '=', day)
    .where('status', 'in', ACTIVE)
    .orderBy('slot_start')
    .limit(BATCH)
    .execute();
  if (rows.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('studio_agendas')
      .values({ day, sent_at: now.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .returning('day')
      .execute();
    if (claimed.length === 0) return [];
    return enqueueMail(trx, [composeAgenda(madridInstant(day, '12:00'), rows.map(reminded))], now);
  });
}

/** Forgets the records of reminders whose slot is long past, so the table stays the size of the upcoming days. */
async function pruneRecords(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom('booking_reminders')
    .where('slot_start', '<', new Date(now.getTime() - KEEP_RECORDS_MS).toISOString())
    .execute();
}

/** Runs both jobs at `now` and tries their mail; what could not be sent stays in the outbox for its retry. */
export async function runReminderJobs(now: Date = new Date()): Promise<{ reminders: number; agendas: number }> {
  const { db } = await getStore();
  // Read fresh: the owner's change of lead times holds from the next run.
  const { reminders } = await readSchedule();
  const reminderMails = await sendReminders(db, reminders.leadMinutes, now);
  const agendaMails = reminders.morningAgenda ? await sendAgenda(db, now) : [];
  await pruneRecords(db, now);
  await deliverMail([...reminderMails, ...agendaMails]);
  return { reminders: reminderMails.length, agendas: agendaMails.length };
}

let timer: NodeJS.Timeout | undefined;

/** The jobs on a long-running server: every REMINDER_INTERVAL_SECONDS, unref'd so it never keeps a process alive. */
export function startReminderJobs(): void {
  if (timer || process.env.NEXT_PHASE === 'phase-production-build') return;
  timer = setInterval(() => {
    runReminderJobs().catch((error: unknown) => console.error('[reminders] the reminder jobs failed', error));
  }, env.REMINDER_INTERVAL_SECONDS * 1000);
  timer.unref();
}
