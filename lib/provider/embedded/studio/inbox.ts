import { sql, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { CSV_MAX_ROWS, INBOX_PAGE_SIZE, leadStage, type InboxFilter } from '@/lib/domain/studio-inbox';
import { inboxListQuerySchema, inboxMarkSchema, type InboxMark } from '@/lib/schemas/studio-inbox';
import { getStore } from '../db/connection';
import type { Database } from '../db/schema';

/*
 * The studio's inbox in the back office: the leads (guide downloads, quiz results) and contact messages visitors left,
 * newest first, with read / handled marks and a CSV export. Server-only; the admin views and their server actions call
 * it after checking that an owner is asking (cms/views/inbox).
 */

export interface Page<T> {
  rows: T[];
  page: number;
  pageCount: number;
  total: number;
}

export interface LeadRow {
  id: string;
  email: string;
  lang: string;
  /** Null for a lead that is about no stage (a general guide): see leadStage. */
  stage: number | null;
  type: string;
  source: string;
  consentAt: string;
  createdAt: string;
  readAt: string | null;
  handledAt: string | null;
}

export interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
  createdAt: string;
  readAt: string | null;
  handledAt: string | null;
}

type InboxTable = 'leads' | 'contact_messages';

/** The filter as a condition both tables read alike (they share the columns it names). */
function filterCondition(filter: InboxFilter): RawBuilder<SqlBool> {
  if (filter === 'unread') return sql<SqlBool>`read_at is null`;
  if (filter === 'open') return sql<SqlBool>`handled_at is null`;
  if (filter === 'handled') return sql<SqlBool>`handled_at is not null`;
  return sql<SqlBool>`1 = 1`;
}

/** A table's rows as the filter keeps them, newest first: the lists' pages and the CSV exports read them alike. */
async function newestFirst<T extends InboxTable>(table: T, filter: InboxFilter, limit: number, offset = 0): Promise<Selectable<Database[T]>[]> {
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

async function pageOf(table: InboxTable, input: unknown) {
  const { filter, page } = inboxListQuerySchema.parse(input ?? {});
  const { db } = await getStore();
  const count = await db
    .selectFrom(table as InboxTable)
    .where(filterCondition(filter))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const total = Number(count?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  return { filter, total, pageCount, page: current, offset: (current - 1) * INBOX_PAGE_SIZE };
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

/** A page of leads, newest first. `input` is the list's query ({ filter, page }), bounded by its schema. */
export async function listLeads(input: unknown): Promise<Page<LeadRow> & { filter: InboxFilter }> {
  const { filter, total, pageCount, page, offset } = await pageOf('leads', input);
  const rows = await newestFirst('leads', filter, INBOX_PAGE_SIZE, offset);
  return { rows: rows.map(leadRow), page, pageCount, total, filter };
}

/** A page of contact messages, newest first. */
export async function listMessages(input: unknown): Promise<Page<MessageRow> & { filter: InboxFilter }> {
  const { filter, total, pageCount, page, offset } = await pageOf('contact_messages', input);
  const rows = await newestFirst('contact_messages', filter, INBOX_PAGE_SIZE, offset);
  return { rows: rows.map(messageRow), page, pageCount, total, filter };
}

/** One message, marked read the first time the studio opens it; null when there is no such message. */
export async function openMessage(id: string, now: Date = new Date()): Promise<MessageRow | null> {
  const { db } = await getStore();
  const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  if (!row.read_at) {
    const readAt = now.toISOString();
    await db.updateTable('contact_messages').set({ read_at: readAt }).where('id', '=', id).where('read_at', 'is', null).execute();
    row.read_at = readAt;
  }
  return messageRow(row);
}

/** Marks a lead or a message; false when the row does not exist (or the input is not a valid mark). */
export async function markInboxItem(input: unknown, now: Date = new Date()): Promise<boolean> {
  const parsed = inboxMarkSchema.safeParse(input);
  if (!parsed.success) return false;
  const { kind, id, mark }: InboxMark = parsed.data;
  const { db } = await getStore();
  const table: InboxTable = kind === 'lead' ? 'leads' : 'contact_messages';
  const at = now.toISOString();
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
  if (mark === 'handled') await db.updateTable(table).set({ read_at: at }).where('id', '=', id).where('read_at', 'is', null).execute();
  if (Number(result.numUpdatedRows) > 0) return true;
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** How many leads and messages the studio has not opened yet. */
export async function unreadCounts(): Promise<{ leads: number; messages: number }> {
  const { db } = await getStore();
  const count = async (table: InboxTable) =>
    Number(
      (await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('read_at', 'is', null).executeTakeFirst())?.n ?? 0,
    );
  const [leads, messages] = await Promise.all([count('leads'), count('contact_messages')]);
  return { leads, messages };
}

/** Every lead (as filtered, at most CSV_MAX_ROWS), newest first: the rows of the CSV export. */
export async function leadsForExport(filter: InboxFilter = 'all'): Promise<LeadRow[]> {
  return (await newestFirst('leads', filter, CSV_MAX_ROWS)).map(leadRow);
}

/** Every contact message (as filtered, at most CSV_MAX_ROWS), newest first: the rows of the CSV export. */
export async function messagesForExport(filter: InboxFilter = 'all'): Promise<MessageRow[]> {
  return (await newestFirst('contact_messages', filter, CSV_MAX_ROWS)).map(messageRow);
}
