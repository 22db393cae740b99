import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { madridDay } from '@/lib/domain/booking-calendar';
import { notifiesStudio } from '@/lib/domain/booking-caps';
import { normalizeEmail } from '@/lib/domain/booking-email';
import { checkBookingTime, parseBookingDate, type BookingViolation } from '@/lib/domain/booking-rules';
import {
  CONSULTATION_MINUTES,
  allSlotTimes,
  pauseMessageIn,
  slotsOfDay,
  type Schedule,
} from '@/lib/domain/booking-schedule';
import { freeConsultationService } from '@/lib/domain/booking-services';
import { MEETING_LIMITS, meetingLinkFor } from '@/lib/domain/meeting';
import type { BookingRequest, ProviderResult, RequestContext } from '@/lib/provider/contract';
import { errorMessages, fill, type ErrorMessages } from '@/lib/provider/messages';
import { env } from '@/lib/env';
import { readSchedule } from '@/lib/provider/cms/schedule';
import { bookingRequestSchema } from '@/lib/schemas/booking';
import { getStore } from './db/connection';
import type { Database } from './db/schema';
import { isUniqueViolation } from './db/unique-violation';
import { composeBookingMails } from './mail/compose-booking';
import { storeWithMail } from './mail/store-with-mail';
import { consumeWrite } from './rate-limit';
import { reachedCap, type BookingOwner, type CapReached } from './booking-caps';
import { failed, invalidPayload, rateLimited, succeeded } from '@/lib/provider/results';
import { isStudioAuthorized } from '@/lib/access/studio-token';

export { getAvailability, listAppointments, listUpcomingAppointments, TAKEN_STATUSES } from './appointment-reads';
import { TAKEN_STATUSES } from './appointment-reads';

const violationMessage: Record<BookingViolation, keyof ErrorMessages['booking']> = {
  'invalid-date': 'invalidDate',
  'off-grid': 'offGrid',
  weekend: 'weekend',
  closed: 'closed',
  past: 'past',
  'too-soon': 'tooSoon',
  'too-far': 'tooFar',
};

/**
 * The message of a time the schedule refuses, with the schedule's own figures: the day's first and last start and the
 * interval (for a time off the grid), the window's days (too far).
 */
export function violationText(
  code: BookingViolation,
  texts: ErrorMessages,
  schedule: Schedule,
  start: Date | null,
): string {
  const template = texts.booking[violationMessage[code]];
  const grid = start ? slotsOfDay(madridDay(start), schedule) : [];
  const times = grid.length ? grid : allSlotTimes(schedule);
  return fill(template, {
    first: times[0] ?? '',
    last: times.at(-1) ?? '',
    every: schedule.slotMinutes,
    days: schedule.horizonDays,
  });
}

/**
 * Whether a held booking other than `except` overlaps the slot starting at `start` without owning that very start:
 * the unique index owns each start, but a booking kept from an older, finer grid can still overlap it.
 */
export async function overlapsAnother(trx: Transaction<Database>, start: Date, except?: string): Promise<boolean> {
  let query = trx
    .selectFrom('appointments')
    .select('id')
    .where('status', 'in', TAKEN_STATUSES)
    .where('slot_start', '>', new Date(start.getTime() - CONSULTATION_MINUTES * 60_000).toISOString())
    .where('slot_start', '<', new Date(start.getTime() + CONSULTATION_MINUTES * 60_000).toISOString())
    .where('slot_start', '!=', start.toISOString());
  if (except) query = query.where('id', '!=', except);
  return Boolean(await query.limit(1).executeTakeFirst());
}

/** Thrown inside the booking's transaction when the slot overlaps a booking kept from an older grid. */
class SlotOverlaps extends Error {}

/** A cap's refusal: 409 for what a booker holds (per inbox, client, network), 429 for what they made this hour. */
function capRefusal({ cap, retryAfterSeconds }: CapReached, texts: ErrorMessages): ProviderResult {
  if (cap === 'hourly-limit')
    return failed('rate-limited', texts.booking.hourlyLimit, { code: cap, retryAfterSeconds });
  if (cap === 'email-limit')
    return failed('conflict', texts.booking.emailLimit, {
      code: cap,
      fieldErrors: { email: texts.booking.emailLimit },
    });
  return failed('conflict', texts.booking.clientLimit, { code: cap });
}

/** Thrown inside the booking's transaction to leave it without writing. */
class CapRefused extends Error {
  constructor(readonly reached: CapReached) {
    super(reached.cap);
  }
}

/**
 * Books a slot. Every rule is checked again here, whatever the form allowed; then the caps are counted and the insert
 * itself decides who owns the slot (a unique index among pending and confirmed rows), so two visitors racing for it
 * cannot both win.
 */
export async function createAppointment(request: BookingRequest, context?: RequestContext): Promise<ProviderResult> {
  const locale = request.lang;
  const texts = errorMessages(locale);
  const wait = await consumeWrite(context?.clientId ?? 'local');
  if (wait !== null) return rateLimited(wait, locale);

  const parsed = bookingRequestSchema.safeParse(request);
  if (!parsed.success) return invalidPayload(parsed.error, locale);
  const booking = parsed.data;
  // Read fresh, never from a cache: a day the owner has just closed, or a pause, holds at once.
  const schedule = await readSchedule();
  if (schedule.paused) {
    const message = pauseMessageIn(schedule, locale);
    return failed('conflict', message, { code: 'paused' });
  }
  const now = new Date();
  const start = parseBookingDate(booking.date);
  const violation = start ? checkBookingTime(start, now, schedule) : 'invalid-date';
  if (!start || violation) {
    const code = violation ?? 'invalid-date';
    const message = violationText(code, texts, schedule, start);
    return failed('invalid', message, { code, fieldErrors: { date: message } });
  }

  const id = randomUUID();
  const service = booking.service ?? freeConsultationService(locale);
  const meetingUrl = meetingLinkFor(schedule.meeting, randomBytes(MEETING_LIMITS.roomRandomBytes));
  const status = schedule.autoConfirm ? 'confirmed' : 'pending';
  const owner: BookingOwner = { emailKey: normalizeEmail(booking.email), clientId: capClientId(context) };
  const { driver } = await getStore();
  try {
    await storeWithMail(async (trx) => {
      const { counts, reached } = await reachedCap(trx, driver, owner, now);
      if (reached) throw new CapRefused(reached);
      if (await overlapsAnother(trx, start)) throw new SlotOverlaps();
      await trx
        .insertInto('appointments')
        .values({
          id,
          name: booking.name,
          email: booking.email,
          email_key: owner.emailKey,
          client_id: owner.clientId,
          phone: booking.phone,
          service,
          message: booking.message,
          notify_email: booking.notifyEmail ?? null,
          time_zone: booking.timeZone ?? null,
          lang: locale,
          slot_start: start.toISOString(),
          slot_day: madridDay(start),
          status,
          meeting_url: meetingUrl,
          created_at: now.toISOString(),
        })
        .execute();
      const notify = notifiesStudio(counts, env.BOOKING_STUDIO_NOTICES_PER_CLIENT_HOUR);
      return composeBookingMails({ ...booking, id, service, locale, start, status, meetingUrl }, now, {
        notifyStudio: notify,
      });
    }, now);
  } catch (error) {
    if (error instanceof CapRefused) return capRefusal(error.reached, texts);
    if (error instanceof SlotOverlaps || isUniqueViolation(error)) {
      return failed('conflict', texts.booking.slotTaken, {
        code: 'slot-taken',
        fieldErrors: { date: texts.booking.slotTaken },
      });
    }
    throw error;
  }
  return { ...succeeded(texts.success.booking, id), bookingStatus: status };
}

/**
 * The client a booking counts against: none when the caller cannot be told apart ('unknown' would put every such
 * visitor in one count) or is the studio booking for someone with its token.
 */
function capClientId(context: RequestContext | undefined): string | null {
  if (!context || context.clientId === 'unknown' || isStudioAuthorized(context.authorization)) return null;
  return context.clientId;
}
