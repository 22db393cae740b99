import { sql, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { leadStage, type InboxFilter } from '@/lib/domain/studio-inbox';
import type { InboxKind, InboxStore, LeadRow, MessageRow } from '@/lib/studio/ports';
import { getStore } from '../db/connection';
import type { Database } from '../db/schema';

type InboxTable = 'leads' | 'contact_messages';
const tableOf = (kind: InboxKind): InboxTable => (kind === 'lead' ? 'leads' : 'contact_messages');

/** The filter as a condition both tables read alike (they share the columns it names). */
function filterCondition(filter: InboxFilter): RawBuilder<SqlBool> {
  if (filter === 'unread') return sql<SqlBool>`read_at is null`;
  if (filter === 'open') return sql<SqlBool>`handled_at is null`;
  if (filter === 'handled') return sql<SqlBool>`handled_at is not null`;
  return sql<SqlBool>`1 = 1`;
}

/** A table's rows as the filter keeps them, newest first: the lists' pages and the CSV exports read them alike. */
async function newestFirst<T extends InboxTable>(
  table: T,
  filter: InboxFilter,
  limit: number,
  offset: number,
): Promise<Selectable<Database[T]>[]> {
  const { db } = await getStore();
  const rows = await db
    .selectFrom(table as InboxTable)
    .selectAll()
    .where(filterCondition(filter))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows as Selectable<Database[T]>[];
}

const leadRow = (row: Selectable<Database['leads']>): LeadRow => ({
  id: row.id,
  email: row.email,
  lang: row.lang,
  stage: leadStage(row),
  type: row.type,
  source: row.source,
  consentAt: row.consent_at,
  createdAt: row.created_at,
  readAt: row.read_at,
  handledAt: row.handled_at,
});

const messageRow = (row: Selectable<Database['contact_messages']>): MessageRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  lang: row.lang,
  createdAt: row.created_at,
  readAt: row.read_at,
  handledAt: row.handled_at,
});

/** The leads and contact messages visitors left, in the Kysely store. */
export const inboxStore: InboxStore = {
  async count(kind, filter) {
    const { db } = await getStore();
    const count = await db
      .selectFrom(tableOf(kind))
      .where(filterCondition(filter))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(count?.n ?? 0);
  },

  leads: async (filter, limit, offset) => (await newestFirst('leads', filter, limit, offset)).map(leadRow),
  messages: async (filter, limit, offset) =>
    (await newestFirst('contact_messages', filter, limit, offset)).map(messageRow),

  async message(id) {
    const { db } = await getStore();
    const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? messageRow(row) : null;
  },

  async markRead(kind, id, at) {
    const { db } = await getStore();
    await db
      .updateTable(tableOf(kind))
      .set({ read_at: at })
      .where('id', '=', id)
      .where('read_at', 'is', null)
      .execute();
  },

  async mark(kind, id, mark, at) {
    const { db } = await getStore();
    const table = tableOf(kind);
    const changes =
      mark === 'read'
        ? { read_at: at }
        : mark === 'unread'
          ? { read_at: null, handled_at: null }
          : mark === 'handled'
            ? { handled_at: at }
            : { handled_at: null };
    let update = db.updateTable(table).set(changes).where('id', '=', id);
    // Marking read keeps the first time it was read; handling something also reads it.
    if (mark === 'read') update = update.where('read_at', 'is', null);
    const result = await update.executeTakeFirst();
    if (mark === 'handled') await inboxStore.markRead(kind, id, at);
    if (Number(result.numUpdatedRows) > 0) return true;
    return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  },

  async unread() {
    const { db } = await getStore();
    const count = async (table: InboxTable) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('read_at', 'is', null)
            .executeTakeFirst()
        )?.n ?? 0,
      );
    const [leads, messages] = await Promise.all([count('leads'), count('contact_messages')]);
    return { leads, messages };
  },
};
