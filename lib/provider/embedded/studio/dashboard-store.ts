import type { DashboardStore } from '@/lib/studio/ports';
import { getStore } from '../db/connection';

const TABLES = { appointments: 'appointments', leads: 'leads', messages: 'contact_messages' } as const;

/** The dashboard's counts and latest rows, from the Kysely store. */
export const dashboardStore: DashboardStore = {
  async heldOfDays(from, to, limit) {
    const { db } = await getStore();
    const rows = await db
      .selectFrom('appointments')
      .select(['id', 'name', 'service', 'slot_start', 'slot_day', 'status'])
      .where('slot_day', '>=', from)
      .where('slot_day', '<=', to)
      .where('status', 'in', ['pending', 'confirmed'])
      .orderBy('slot_start')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      service: row.service,
      start: row.slot_start,
      day: row.slot_day,
      status: row.status === 'confirmed' ? ('confirmed' as const) : ('pending' as const),
    }));
  },

  async createdSince(table, since) {
    const { db } = await getStore();
    let query = db.selectFrom(TABLES[table]).select((eb) => eb.fn.countAll<number>().as('n'));
    if (since) query = query.where('created_at', '>', since);
    return Number((await query.executeTakeFirst())?.n ?? 0);
  },

  async pendingFrom(now) {
    const { db } = await getStore();
    const row = await db
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .where('slot_start', '>=', now.toISOString())
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  async latestAppointments(since, limit) {
    const { db } = await getStore();
    let query = db
      .selectFrom('appointments')
      .select(['id', 'name', 'slot_start', 'status'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit);
    if (since) query = query.where('created_at', '>', since);
    return (await query.execute()).map((row) => ({
      id: row.id,
      name: row.name,
      start: row.slot_start,
      status: row.status,
    }));
  },

  async latestMessages(since, limit) {
    const { db } = await getStore();
    let query = db
      .selectFrom('contact_messages')
      .select(['id', 'name', 'subject'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit);
    if (since) query = query.where('created_at', '>', since);
    return query.execute();
  },
};
