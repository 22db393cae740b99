import type { Transaction, Updateable } from 'kysely';
import { madridDay } from '@/lib/domain/booking-calendar';
import { checkSlotAgainstSchedule, parseBookingDate, type BookingViolation } from '@/lib/domain/booking-rules';
import { meetingUrlProblem, MEETING_LIMITS } from '@/lib/domain/meeting';
import { isLocale } from '@/lib/i18n/locales';
import { expireAppointmentLists } from '@/lib/provider/appointment-cache';
import { readSchedule } from '@/lib/provider/cms/schedule';
import { recordAudit } from '../audit';
import { getStore } from '../db/connection';
import type { AppointmentTable, Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import {
  composeStudioCancellation,
  composeStudioConfirmation,
  composeStudioMeetingChange,
  composeStudioReschedule,
  type ChangedAppointment,
} from '../mail/compose-studio-change';
import { deliverSoon } from '../mail/deliver-soon';
import { enqueueMail } from '../mail/outbox';
import type { OutboxMail } from '../mail/outbox-mail';
import { UUID, isOwnerActor, readDetail, type Row, type StudioActorRef, type StudioAppointmentDetail } from './appointments';

/**
 * The studio's changes to a booking (confirm, cancel, move, another video-call link), each for an owner only, in one
 * transaction with its audit entry and the visitor's mail.
 */

export const CANCEL_REASON_MAX_LENGTH = 500;

export type StudioRefusal =
  | 'forbidden'
  | 'not-found'
  /** Someone (another owner, the visitor) changed it since the page was shown: reload and look again. */
  | 'stale'
  | 'not-pending'
  | 'not-active'
  | 'past'
  | 'same-slot'
  | 'slot-taken'
  /** A meeting address that is not https:, or longer than MEETING_LIMITS.urlMax. */
  | 'meeting-url'
  | 'same-meeting'
  | BookingViolation;

export type StudioChange = { ok: true; appointment: StudioAppointmentDetail } | { ok: false; error: StudioRefusal };

/** Thrown inside a change's transaction to leave it without writing. */
class Refused extends Error {
  constructor(readonly refusal: StudioRefusal) {
    super(refusal);
  }
}

interface ChangeContext {
  trx: Transaction<Database>;
  row: Row;
  now: Date;
}

/**
 * One studio change: reads the row, lets `apply` check and write it (raising `sequence`, so a second owner acting on
 * what they saw before gets 'stale'), records the audit entry and stores the visitor's mail, all in one transaction;
 * then tries the mail. `expectedSequence` is the sequence the owner's page showed.
 */
async function change(
  actor: StudioActorRef | null,
  id: string,
  expectedSequence: number | undefined,
  apply: (context: ChangeContext) => Promise<OutboxMail[]>,
  now: Date,
): Promise<StudioChange> {
  if (!isOwnerActor(actor)) return { ok: false, error: 'forbidden' };
  if (!UUID.test(id)) return { ok: false, error: 'not-found' };
  const { db } = await getStore();
  let mailIds: string[];
  try {
    mailIds = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new Refused('not-found');
      if (expectedSequence !== undefined && Number(row.sequence) !== expectedSequence) throw new Refused('stale');
      const mails = await apply({ trx, row, now });
      return enqueueMail(trx, mails, now, { uncapped: true });
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.refusal };
    if (isUniqueViolation(error)) return { ok: false, error: 'slot-taken' };
    throw error;
  }
  expireAppointmentLists();
  await deliverSoon(mailIds);
  const appointment = await readDetail(db, id);
  if (!appointment) return { ok: false, error: 'not-found' };
  return { ok: true, appointment };
}

/**
 * Writes the change only if the row is still as it was read (same sequence): between the read and this update another
 * transaction (a visitor's cancel on PostgreSQL's read-committed) may have changed it.
 */
async function update(
  { trx, row, now }: ChangeContext,
  values: Omit<Updateable<AppointmentTable>, 'sequence' | 'id'>,
): Promise<number> {
  const changed = await trx
    .updateTable('appointments')
    .set((eb) => ({ ...values, updated_at: now.toISOString(), sequence: eb('sequence', '+', 1) }))
    .where('id', '=', row.id)
    .where('sequence', '=', Number(row.sequence))
    .where('status', '=', row.status)
    .returning('sequence')
    .executeTakeFirst();
  if (!changed) throw new Refused('stale');
  return Number(changed.sequence);
}

function changed(row: Row, sequence: number, overrides: Partial<ChangedAppointment> = {}): ChangedAppointment {
  return {
    id: row.id,
    email: row.email,
    service: row.service,
    locale: isLocale(row.lang) ? row.lang : 'es',
    start: new Date(row.slot_start),
    sequence,
    status: row.status,
    meetingUrl: row.meeting_url,
    timeZone: row.time_zone,
    ...overrides,
  };
}

/** The studio changes only appointments that have not begun: 'past' otherwise. */
function refuseIfBegun(row: Row, now: Date): void {
  if (new Date(row.slot_start).getTime() <= now.getTime()) throw new Refused('past');
}

/** Cancelling and moving need an appointment still held (pending or confirmed) that has not begun. */
function refuseUnlessActive(row: Row, now: Date): void {
  if (row.status === 'cancelled') throw new Refused('not-active');
  refuseIfBegun(row, now);
}

/** Pending → confirmed, for an appointment that has not begun; the visitor gets the invitation with STATUS:CONFIRMED. */
export function confirmAppointment(
  actor: StudioActorRef | null,
  id: string,
  options: { expectedSequence?: number; now?: Date } = {},
): Promise<StudioChange> {
  const now = options.now ?? new Date();
  return change(
    actor,
    id,
    options.expectedSequence,
    async (context) => {
      const { row, trx } = context;
      if (row.status !== 'pending') throw new Refused('not-pending');
      refuseIfBegun(row, now);
      const sequence = await update(context, { status: 'confirmed' });
      await recordAudit(trx, { actor: actor?.auditActor ?? '', action: 'appointment.confirm', appointmentId: row.id, details: { sequence, start: row.slot_start } }, now);
      return composeStudioConfirmation(changed(row, sequence, { status: 'confirmed' }), now);
    },
    now,
  );
}

/** A reason as the visitor will read it: trimmed, bounded, without control characters but line breaks. */
export function cleanReason(reason: string | null | undefined): string | null {
  const text = (reason ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .trim()
    .slice(0, CANCEL_REASON_MAX_LENGTH)
    .trim();
  return text || null;
}

/**
 * Pending or confirmed → cancelled by the studio, with an optional reason that goes to the visitor; the slot is free
 * again at once (the unique index covers pending and confirmed rows only).
 */
export function cancelStudioAppointment(
  actor: StudioActorRef | null,
  id: string,
  options: { reason?: string | null; expectedSequence?: number; now?: Date } = {},
): Promise<StudioChange> {
  const now = options.now ?? new Date();
  const reason = cleanReason(options.reason);
  return change(
    actor,
    id,
    options.expectedSequence,
    async (context) => {
      const { row, trx } = context;
      refuseUnlessActive(row, now);
      const sequence = await update(context, { status: 'cancelled', cancelled_at: now.toISOString(), cancelled_by: 'studio', cancel_reason: reason });
      await recordAudit(
        trx,
        {
          actor: actor?.auditActor ?? '',
          action: 'appointment.cancel',
          appointmentId: row.id,
          details: { sequence, start: row.slot_start, from: row.status, withReason: reason !== null },
        },
        now,
      );
      return composeStudioCancellation(changed(row, sequence, { status: 'cancelled' }), reason, now);
    },
    now,
  );
}

/**
 * Moves a pending or confirmed appointment to another slot. The slot must meet the booking rules under the studio's
 * schedule (grid, open day, notice, within the horizon) and be free: the same partial unique index that stops two visitors booking one slot
 * decides, so a move racing a booking (or another move) for the slot has one winner and the other gets 'slot-taken'.
 * The visitor gets the updated invitation (same UID, raised SEQUENCE) and a manage link for the new time.
 */
export async function rescheduleAppointment(
  actor: StudioActorRef | null,
  id: string,
  newStart: string,
  options: { expectedSequence?: number; now?: Date } = {},
): Promise<StudioChange> {
  const now = options.now ?? new Date();
  const start = parseBookingDate(newStart.slice(0, 40));
  // The studio's schedule as the booking forms and the server's re-check read it (the back office's global).
  const schedule = await readSchedule();
  return change(
    actor,
    id,
    options.expectedSequence,
    async (context) => {
      const { row, trx } = context;
      refuseUnlessActive(row, now);
      if (!start) throw new Refused('invalid-date');
      const violation = checkSlotAgainstSchedule(start, now, schedule);
      if (violation) throw new Refused(violation);
      if (start.getTime() === new Date(row.slot_start).getTime()) throw new Refused('same-slot');
      const sequence = await update(context, { slot_start: start.toISOString(), slot_day: madridDay(start) });
      await recordAudit(
        trx,
        {
          actor: actor?.auditActor ?? '',
          action: 'appointment.reschedule',
          appointmentId: row.id,
          details: { sequence, from: row.slot_start, to: start.toISOString() },
        },
        now,
      );
      return composeStudioReschedule(changed(row, sequence, { start }), new Date(row.slot_start), now);
    },
    now,
  );
}

/**
 * Gives the appointment another video-call address (a room of the studio's, a new one): it must be https: and at most
 * MEETING_LIMITS.urlMax characters. The visitor gets the updated invitation (same UID, raised SEQUENCE) with it.
 */
export function setMeetingLink(
  actor: StudioActorRef | null,
  id: string,
  url: string,
  options: { expectedSequence?: number; now?: Date } = {},
): Promise<StudioChange> {
  const now = options.now ?? new Date();
  const meetingUrl = url.slice(0, MEETING_LIMITS.urlMax + 1).trim();
  return change(
    actor,
    id,
    options.expectedSequence,
    async (context) => {
      const { row, trx } = context;
      refuseUnlessActive(row, now);
      if (meetingUrlProblem(meetingUrl)) throw new Refused('meeting-url');
      if (meetingUrl === row.meeting_url) throw new Refused('same-meeting');
      const sequence = await update(context, { meeting_url: meetingUrl });
      // The addresses themselves stay out of the log: whoever reads it need not be able to join.
      await recordAudit(trx, { actor: actor?.auditActor ?? '', action: 'appointment.meeting-link', appointmentId: row.id, details: { sequence, hadLink: row.meeting_url !== null } }, now);
      return composeStudioMeetingChange(changed(row, sequence, { meetingUrl }), now);
    },
    now,
  );
}
