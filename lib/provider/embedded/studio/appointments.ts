import { sql, type Selectable, type Transaction } from 'kysely';
import { z } from 'zod';
import { isCalendarDay } from '@/lib/domain/booking-calendar';
import { isLocale } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/provider/contract';
import { appointmentHistory, type AuditRecord } from '../audit';
import { getStore } from '../db/connection';
import type { AppointmentTable, Database } from '../db/schema';

/**
 * The studio's side of the bookings (the back office's appointments views), reading: the list and one appointment,
 * from the same Kysely store the site books into (its changes: appointment-changes.ts). Every function here is for a signed-in owner only; the caller passes who it is, and anything
 * but an owner is refused here as well as in the view or action that called it.
 */

export const STUDIO_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type StudioStatus = (typeof STUDIO_STATUSES)[number];

/** Who is acting: the owner's role and what the audit log records for them (their account's e-mail). */
export interface StudioActorRef {
  role: string;
  auditActor: string;
}

export const STUDIO_PAGE_SIZE = 25;
const MAX_PAGE = 400;
export const SEARCH_MAX_LENGTH = 100;

const day = z.string().trim().refine(isCalendarDay);

/** The list's filters, as the view's URL carries them; anything out of bounds is dropped, not trusted. */
export const studioListQuerySchema = z.object({
  status: z.enum(STUDIO_STATUSES).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH)
    .optional()
    .catch(undefined)
    .transform((value) => (value ? value : undefined)),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1).default(1),
});
/** The list's filters as a URL or a caller gives them: anything, read through studioListQuerySchema. */
export type StudioListQuery = Partial<Record<'status' | 'from' | 'to' | 'q', string | undefined>> & { page?: number | string };

export interface StudioAppointmentSummary {
  id: string;
  name: string;
  email: string;
  service: string;
  lang: Locale;
  /** The slot's start, ISO UTC. */
  start: string;
  status: StudioStatus;
  sequence: number;
  createdAt: string;
}

export interface StudioAppointmentList {
  items: StudioAppointmentSummary[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** The filters as they were read (out-of-bound values dropped). */
  query: z.output<typeof studioListQuerySchema>;
}

export interface StudioAppointmentDetail extends StudioAppointmentSummary {
  phone: string;
  message: string;
  notifyEmail: string | null;
  updatedAt: string | null;
  cancelledAt: string | null;
  cancelledBy: 'visitor' | 'studio' | null;
  cancelReason: string | null;
  /** The visitor's IANA time zone as their browser reported it when booking; null when unknown. */
  timeZone: string | null;
  /** Where the video call happens; null for a booking made before the links. */
  meetingUrl: string | null;
  history: AuditRecord[];
}


export const isOwnerActor = (actor: StudioActorRef | null | undefined): actor is StudioActorRef => actor?.role === 'owner';

export type Row = Selectable<AppointmentTable>;

export function summary(row: Row): StudioAppointmentSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    service: row.service,
    lang: isLocale(row.lang) ? row.lang : 'es',
    start: row.slot_start,
    status: row.status,
    sequence: Number(row.sequence),
    createdAt: row.created_at,
  };
}

/** LIKE pattern for a search text: its own % _ \ match literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Upcoming appointments first (soonest first), then past ones (latest first); filtered by status, Madrid days and a
 * search in name or e-mail; one bounded page at a time.
 */
export async function listStudioAppointments(
  actor: StudioActorRef | null,
  input: StudioListQuery,
  now: Date = new Date(),
): Promise<StudioAppointmentList | null> {
  if (!isOwnerActor(actor)) return null;
  const query = studioListQuerySchema.parse(input);
  const { db } = await getStore();
  let base = db.selectFrom('appointments');
  if (query.status) base = base.where('status', '=', query.status);
  if (query.from) base = base.where('slot_day', '>=', query.from);
  if (query.to) base = base.where('slot_day', '<=', query.to);
  if (query.q) {
    const pattern = containsPattern(query.q);
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`lower(name)`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(email)`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / STUDIO_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const nowIso = now.toISOString();
  const rows = await base
    .selectAll()
    .orderBy(sql`case when slot_start >= ${nowIso} then 0 else 1 end`)
    .orderBy(sql`case when slot_start >= ${nowIso} then slot_start end`, 'asc')
    .orderBy(sql`case when slot_start < ${nowIso} then slot_start end`, 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .limit(STUDIO_PAGE_SIZE)
    .offset((page - 1) * STUDIO_PAGE_SIZE)
    .execute();
  return { items: rows.map(summary), total, page, pageCount, pageSize: STUDIO_PAGE_SIZE, query: { ...query, page } };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function readDetail(db: Transaction<Database> | Awaited<ReturnType<typeof getStore>>['db'], id: string): Promise<StudioAppointmentDetail | null> {
  const row = await db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const { db: store } = await getStore();
  const history = await appointmentHistory(store, id);
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
    history,
  };
}

/** Everything the visitor sent, and the appointment's history of changes. */
export async function getStudioAppointment(actor: StudioActorRef | null, id: string): Promise<StudioAppointmentDetail | null> {
  if (!isOwnerActor(actor) || !UUID.test(id)) return null;
  const { db } = await getStore();
  return readDetail(db, id);
}
