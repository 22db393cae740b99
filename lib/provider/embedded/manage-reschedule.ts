import { madridDay } from '@/lib/domain/booking-calendar';
import { MAX_VISITOR_MOVES, checkBookingTime, parseBookingDate } from '@/lib/domain/booking-rules';
import { pauseMessageIn } from '@/lib/domain/booking-schedule';
import { isLocale } from '@/lib/i18n/locales';
import type { BookingReschedule, RequestContext, RescheduleOutcome, RescheduleRequest } from '@/lib/provider/contract';
import { readSchedule } from '@/lib/provider/cms/schedule';
import { errorMessages, manageMessages } from '@/lib/provider/messages';
import { failed, rateLimited, succeeded } from '@/lib/provider/results';
import type { ProviderFailure } from '@/lib/provider/contract';
import { overlapsAnother, violationText } from './appointments';
import { recordAudit } from './audit';
import { isUniqueViolation } from './db/unique-violation';
import { composeVisitorMove } from './mail/compose-visitor-move';
import { storeWithMail } from './mail/store-with-mail';
import { managed, open, type ManagedRow } from './manage-booking';
import { signManageToken } from './manage-token';
import { consumeWrite } from './rate-limit';

/** Thrown inside the move's transaction to leave it without writing. */
class MoveRefused extends Error {
  constructor(readonly outcome: RescheduleOutcome) {
    super(outcome);
  }
}

function refusal(outcome: RescheduleOutcome, reason: ProviderFailure, message: string, extra = {}): BookingReschedule {
  return { ...failed(reason, message, { code: outcome, ...extra }), outcome };
}

/**
 * Moves the booking a manage link opens to another slot, under the same rules as a new booking (the schedule, its
 * notice and window, a pause) and the same partial unique index, so a move racing a booking for the slot has one
 * winner. At most MAX_VISITOR_MOVES times, never once it has begun or when cancelled. One conditional update decides
 * (the row still at the start that was read, still held, moves left), so two moves racing each other move it once.
 * The event keeps its UID with a raised SEQUENCE; the visitor gets the update and a manage link for the new start,
 * the studio a notice, and the history a `appointment.reschedule` entry by the visitor (so the links mailed for the
 * earlier start keep opening it, lib/provider/embedded/manage-booking.ts).
 */
export async function rescheduleBooking(
  { token, date, lang }: RescheduleRequest,
  context?: RequestContext,
): Promise<BookingReschedule> {
  const texts = manageMessages(lang);
  const errors = errorMessages(lang);
  const wait = await consumeWrite(context?.clientId ?? 'local');
  if (wait !== null) return { ...rateLimited(wait, lang), outcome: 'rate-limited' };
  const now = new Date();
  const opened = await open(token, now);
  if (!opened.found && opened.problem === 'past') return refusal('past', 'gone', texts.past);
  if (!opened.found) return refusal('invalid', 'invalid', texts.invalid, { fieldErrors: { token: texts.invalid } });
  const row = opened.row;
  const booking = managed(row);
  if (row.status === 'cancelled') return { ...refusal('not-active', 'conflict', texts.notActive), booking };
  if (Number(row.visitor_moves) >= MAX_VISITOR_MOVES)
    return { ...refusal('no-moves-left', 'conflict', texts.noMovesLeft), booking };

  // Read fresh, never from a cache: a day the owner has just closed, or a pause, holds at once.
  const schedule = await readSchedule();
  if (schedule.paused) return { ...refusal('paused', 'conflict', pauseMessageIn(schedule, lang)), booking };
  const start = parseBookingDate(date.slice(0, 40));
  const violation = start ? checkBookingTime(start, now, schedule) : 'invalid-date';
  if (!start || violation) {
    const code = violation ?? 'invalid-date';
    const message = violationText(code, errors, schedule, start);
    // The rule that failed, as a booking's refusal names it ('weekend', 'off-grid'…), for the form to place it.
    return { ...refusal('refused', 'invalid', message, { fieldErrors: { date: message }, code }), booking };
  }
  const previous = new Date(row.slot_start);
  if (start.getTime() === previous.getTime()) {
    return { ...refusal('same-slot', 'invalid', texts.sameSlot, { fieldErrors: { date: texts.sameSlot } }), booking };
  }

  let moved: ManagedRow | undefined;
  try {
    await storeWithMail(
      async (trx) => {
        if (await overlapsAnother(trx, start, row.id)) throw new MoveRefused('slot-taken');
        const changed = await trx
          .updateTable('appointments')
          .set((eb) => ({
            slot_start: start.toISOString(),
            slot_day: madridDay(start),
            updated_at: now.toISOString(),
            visitor_moves: eb('visitor_moves', '+', 1),
            sequence: eb('sequence', '+', 1),
          }))
          .where('id', '=', row.id)
          .where('slot_start', '=', row.slot_start)
          .where('slot_start', '>', now.toISOString())
          .where('status', 'in', ['pending', 'confirmed'])
          .where('visitor_moves', '<', MAX_VISITOR_MOVES)
          .returning(['sequence', 'visitor_moves', 'status'])
          .executeTakeFirst();
        // Another tab, the studio or the clock changed it since it was read: the page shows it as it is now.
        if (!changed) throw new MoveRefused('invalid');
        const sequence = Number(changed.sequence);
        moved = {
          ...row,
          slot_start: start.toISOString(),
          sequence,
          visitor_moves: Number(changed.visitor_moves),
          status: changed.status,
        };
        await recordAudit(
          trx,
          {
            actor: 'visitor',
            action: 'appointment.reschedule',
            appointmentId: row.id,
            details: { sequence, from: row.slot_start, to: start.toISOString(), by: 'visitor' },
          },
          now,
        );
        const locale = isLocale(row.lang) ? row.lang : 'es';
        return composeVisitorMove(
          {
            id: row.id,
            name: row.name,
            email: row.email,
            service: row.service,
            locale,
            start,
            sequence,
            status: changed.status,
            meetingUrl: row.meeting_url,
            timeZone: row.time_zone,
          },
          previous,
          now,
        );
        // At most MAX_VISITOR_MOVES of them, each with the invitation the visitor's calendar needs: never held back.
      },
      now,
      { uncapped: true },
    );
  } catch (error) {
    if (error instanceof MoveRefused && error.outcome === 'invalid')
      return refusal('invalid', 'conflict', texts.invalid);
    if ((error instanceof MoveRefused && error.outcome === 'slot-taken') || isUniqueViolation(error)) {
      return {
        ...refusal('slot-taken', 'conflict', errors.booking.slotTaken, {
          fieldErrors: { date: errors.booking.slotTaken },
        }),
        booking,
      };
    }
    throw error;
  }
  if (!moved) throw new Error('unreachable: a move without its row');
  return {
    ...succeeded(texts.moved, row.id),
    outcome: 'moved',
    booking: managed(moved),
    manageToken: signManageToken(row.id, start),
  };
}
