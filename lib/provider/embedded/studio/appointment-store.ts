import { sql, type Selectable } from 'kysely';
import { madridDay } from '@/lib/domain/booking-calendar';
import { containsPattern } from '@/lib/domain/studio-inbox';
import type {
  AppointmentFilter,
  AppointmentStore,
  HeldAppointment,
  StoredAppointment,
  StudioAppointmentSummary,
} from '@/lib/studio/ports';
import { appointmentHistory } from '../audit';
import { getStore } from '../db/connection';
import type { AppointmentTable } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { trxOf } from './tx';

type Row = Selectable<AppointmentTable>;

function summary(row: Row): StudioAppointmentSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    service: row.service,
    lang: row.lang === 'en' || row.lang === 'it' ? row.lang : 'es',
    start: row.slot_start,
    status: row.status,
    sequence: Number(row.sequence),
    createdAt: row.created_at,
  };
}

async function filtered(filter: AppointmentFilter) {
  const { db } = await getStore();
  let base = db.selectFrom('appointments');
  if (filter.status) base = base.where('status', '=', filter.status);
  if (filter.from) base = base.where('slot_day', '>=', filter.from);
  if (filter.to) base = base.where('slot_day', '<=', filter.to);
  if (filter.q) {
    const pattern = containsPattern(filter.q).toLowerCase();
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`lower(name)`, 'like', sql<string>`${pattern} escape '!'`),
        eb(sql<string>`lower(email)`, 'like', sql<string>`${pattern} escape '!'`),
      ]),
    );
  }
  return base;
}

const held = (row: Row): HeldAppointment => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  service: row.service,
  message: row.message,
  lang: row.lang,
  start: row.slot_start,
  day: row.slot_day,
  status: row.status === 'confirmed' ? 'confirmed' : 'pending',
  sequence: Number(row.sequence),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The studio's appointments in the Kysely store the site books into. */
export const appointmentStore: AppointmentStore = {
  async count(filter) {
    const counted = await (
      await filtered(filter)
    )
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    return Number(counted?.n ?? 0);
  },

  async list(filter, { limit, offset }, now) {
    const nowIso = now.toISOString();
    const rows = await (
      await filtered(filter)
    )
      .selectAll()
      .orderBy(sql`case when slot_start >= ${nowIso} then 0 else 1 end`)
      .orderBy(sql`case when slot_start >= ${nowIso} then slot_start end`, 'asc')
      .orderBy(sql`case when slot_start < ${nowIso} then slot_start end`, 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(summary);
  },

  async detail(id) {
    const { db } = await getStore();
    const row = await db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    return {
      ...summary(row),
      phone: row.phone,
      message: row.message,
      notifyEmail: row.notify_email,
      updatedAt: row.updated_at,
      cancelledAt: row.cancelled_at,
      cancelledBy: row.cancelled_by,
      cancelReason: row.cancel_reason,
      timeZone: row.time_zone,
      meetingUrl: row.meeting_url,
      history: await appointmentHistory(db, id),
    };
  },

  async ofDays(from, to, limit) {
    const { db } = await getStore();
    const rows = await db
      .selectFrom('appointments')
      .select(['id', 'name', 'slot_start', 'status'])
      .where('slot_day', '>=', from)
      .where('slot_day', '<=', to)
      .orderBy('slot_start')
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, start: row.slot_start, status: row.status }));
  },

  async held(from, limit) {
    const { db } = await getStore();
    const rows = await db
      .selectFrom('appointments')
      .selectAll()
      .where('status', 'in', ['pending', 'confirmed'])
      .where('slot_start', '>=', from.toISOString())
      .orderBy('slot_start')
      .limit(limit)
      .execute();
    return rows.map(held);
  },

  async forChange(tx, id): Promise<StoredAppointment | null> {
    const row = await trxOf(tx).selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const { email, service, lang, status, slot_start: start } = row;
    return {
      id,
      email,
      service,
      lang,
      start,
      status,
      sequence: Number(row.sequence),
      meetingUrl: row.meeting_url,
      timeZone: row.time_zone,
    };
  },

  /* Guarded by sequence and status: between the read and this update another transaction (a visitor's cancel on
     PostgreSQL's read-committed) may have changed the row. */
  async update(tx, row, values, now) {
    const start = values.start ? { slot_start: values.start, slot_day: madridDay(new Date(values.start)) } : {};
    try {
      const changed = await trxOf(tx)
        .updateTable('appointments')
        .set((eb) => ({
          ...(values.status ? { status: values.status } : {}),
          ...start,
          ...(values.cancelledAt ? { cancelled_at: values.cancelledAt } : {}),
          ...(values.cancelledBy ? { cancelled_by: values.cancelledBy } : {}),
          ...(values.cancelReason !== undefined ? { cancel_reason: values.cancelReason } : {}),
          ...(values.meetingUrl !== undefined ? { meeting_url: values.meetingUrl } : {}),
          updated_at: now.toISOString(),
          sequence: eb('sequence', '+', 1),
        }))
        .where('id', '=', row.id)
        .where('sequence', '=', row.sequence)
        .where('status', '=', row.status)
        .returning('sequence')
        .executeTakeFirst();
      return changed ? Number(changed.sequence) : 'stale';
    } catch (error) {
      if (isUniqueViolation(error)) return 'slot-taken';
      throw error;
    }
  },
};
