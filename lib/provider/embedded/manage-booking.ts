import { MAX_VISITOR_MOVES } from '@/lib/domain/booking-rules';
import { isLocale } from '@/lib/i18n/locales';
import type {
  BookingCancellation,
  CancellationRequest,
  ManagedBooking,
  ManagedBookingLookup,
  RequestContext,
} from '@/lib/provider/contract';
import { manageMessages } from '@/lib/provider/messages';
import { failed, rateLimited } from '@/lib/provider/results';
import { getStore } from './db/connection';
import type { Kysely } from 'kysely';
import type { Selectable } from 'kysely';
import type { AppointmentTable, Database } from './db/schema';
import { composeCancellationMails } from './mail/compose-cancellation';
import { storeWithMail } from './mail/store-with-mail';
import { verifyManageToken } from './manage-token';
import { consumeWrite } from './rate-limit';

const COLUMNS = [
  ...['id', 'name', 'email', 'service', 'lang', 'slot_start', 'status', 'cancelled_by', 'cancel_reason', 'meeting_url'],
  ...['visitor_moves', 'sequence', 'time_zone'],
] as const;

export type ManagedRow = Pick<Selectable<AppointmentTable>, (typeof COLUMNS)[number]>;
type Row = ManagedRow;
type Found = { found: true; row: Row } | { found: false; problem: 'invalid' | 'past' };

export function managed(row: Row): ManagedBooking {
  const cancelled = row.status === 'cancelled';
  const reason = row.cancelled_by === 'studio' ? row.cancel_reason?.trim() : undefined;
  return {
    id: row.id,
    name: row.name,
    date: row.slot_start,
    status: row.status,
    service: row.service,
    lang: isLocale(row.lang) ? row.lang : 'es',
    // Who cancelled, so that the visitor is not shown the studio's cancel as their own; the reason only the studio's.
    ...(cancelled && row.cancelled_by ? { cancelledBy: row.cancelled_by } : {}),
    ...(cancelled && reason ? { cancelReason: reason } : {}),
    ...(!cancelled && row.meeting_url ? { meetingUrl: row.meeting_url } : {}),
    movesLeft: cancelled ? 0 : Math.max(0, MAX_VISITOR_MOVES - Number(row.visitor_moves)),
  };
}

/**
 * Whether the appointment ever started at `start` before the studio moved it (audit_log's reschedule entries): the
 * link the visitor was mailed for that time still opens it, showing the new time.
 */
async function movedFrom(db: Kysely<Database>, appointmentId: string, start: Date): Promise<boolean> {
  const moves = await db
    .selectFrom('audit_log')
    .select('details')
    .where('appointment_id', '=', appointmentId)
    .where('action', '=', 'appointment.reschedule')
    .limit(50)
    .execute();
  return moves.some(({ details }) => {
    try {
      const from: unknown = (JSON.parse(details) as { from?: unknown }).from;
      return typeof from === 'string' && new Date(from).getTime() === start.getTime();
    } catch {
      return false;
    }
  });
}

/**
 * The appointment a token opens. The token names the appointment and expires at the start it was signed for: the
 * appointment's start, or a start it had before the studio moved it (the visitor's first link keeps working after a
 * move, until the earlier of its own expiry and the appointment's start). Any other start is a forged or stale token.
 */
export async function open(token: string, now: Date): Promise<Found> {
  const check = verifyManageToken(token, now);
  if (!check.ok) return { found: false, problem: check.reason === 'expired' ? 'past' : 'invalid' };
  const { db } = await getStore();
  const row = await db
    .selectFrom('appointments')
    .select(COLUMNS)
    .where('id', '=', check.appointmentId)
    .executeTakeFirst();
  if (!row) return { found: false, problem: 'invalid' };
  const start = new Date(row.slot_start);
  if (start.getTime() !== check.expiresAt.getTime() && !(await movedFrom(db, row.id, check.expiresAt)))
    return { found: false, problem: 'invalid' };
  if (start.getTime() <= now.getTime()) return { found: false, problem: 'past' };
  return { found: true, row };
}

/** Reads only: an e-mail scanner that follows the link changes nothing. */
export async function getManagedBooking(token: string): Promise<ManagedBookingLookup> {
  const opened = await open(token, new Date());
  return opened.found ? { found: true, booking: managed(opened.row) } : opened;
}

/**
 * Cancels the booking a manage link opens. One conditional update decides: only a pending or confirmed appointment
 * that has not begun becomes cancelled, so two cancels racing each other mail once, and the slot's unique index (over
 * pending and confirmed rows) lets the next visitor book it. The mails are stored with the change, as for a booking.
 */
export async function cancelBooking(
  { token, lang }: CancellationRequest,
  context?: RequestContext,
): Promise<BookingCancellation> {
  const texts = manageMessages(lang);
  const wait = await consumeWrite(context?.clientId ?? 'local');
  if (wait !== null) return { ...rateLimited(wait, lang), outcome: 'rate-limited' };
  const now = new Date();
  const opened = await open(token, now);
  if (!opened.found && opened.problem === 'past') return { ...failed('gone', texts.past), outcome: 'past' };
  if (!opened.found)
    return { ...failed('invalid', texts.invalid, { fieldErrors: { token: texts.invalid } }), outcome: 'invalid' };

  let cancelled = false;
  await storeWithMail(async (trx) => {
    const changed = await trx
      .updateTable('appointments')
      .set((eb) => ({
        status: 'cancelled',
        cancelled_at: now.toISOString(),
        cancelled_by: 'visitor',
        updated_at: now.toISOString(),
        // The cancellation's .ics must outrank every invitation sent before it (RFC 5546: a higher SEQUENCE wins).
        sequence: eb('sequence', '+', 1),
      }))
      .where('id', '=', opened.row.id)
      .where('status', 'in', ['pending', 'confirmed'])
      .where('slot_start', '>', now.toISOString())
      .returning(['id', 'sequence'])
      .executeTakeFirst();
    if (!changed) return [];
    cancelled = true;
    const { id, name, email, service, slot_start } = opened.row;
    return composeCancellationMails(
      { id, name, email, service, start: new Date(slot_start), locale: lang, sequence: changed.sequence },
      now,
    );
  }, now);

  if (cancelled) {
    const booking = managed({ ...opened.row, status: 'cancelled', cancelled_by: 'visitor', cancel_reason: null });
    return { success: true, message: texts.cancelled, outcome: 'cancelled', booking };
  }
  // Nothing changed: it was cancelled before (a second click, another tab, or by the studio), or it began a moment ago.
  const { db } = await getStore();
  const current = await db
    .selectFrom('appointments')
    .select(['status', 'cancelled_by', 'cancel_reason'])
    .where('id', '=', opened.row.id)
    .executeTakeFirst();
  if (current?.status === 'cancelled') {
    const booking = managed({ ...opened.row, ...current });
    return { success: true, message: texts.alreadyCancelled, outcome: 'already-cancelled', booking };
  }
  return { ...failed('gone', texts.past), outcome: 'past' };
}
