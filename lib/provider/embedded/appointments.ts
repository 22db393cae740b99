import { randomUUID } from 'node:crypto';
import { madridDay } from '@/lib/domain/booking-calendar';
import { checkBookingTime, parseBookingDate, type BookingViolation } from '@/lib/domain/booking-rules';
import { freeConsultationService } from '@/lib/domain/booking-services';
import { availabilityInRange } from '@/lib/domain/booking-slots';
import type {
  Appointment,
  AvailabilityQuery,
  BookingRequest,
  DayAvailability,
  ProviderResult,
  RequestContext,
} from '@/lib/provider/contract';
import { errorMessages, type ErrorMessages } from '@/lib/provider/messages';
import { availabilityQuerySchema } from '@/lib/schemas/availability';
import { bookingRequestSchema } from '@/lib/schemas/booking';
import { getStore } from './db/connection';
import { isUniqueViolation } from './db/unique-violation';
import { composeBookingMails } from './mail/compose-booking';
import { storeWithMail } from './mail/store-with-mail';
import { consumeWrite } from './rate-limit';
import { failed, invalidFields, invalidPayload, rateLimited, succeeded } from '@/lib/provider/results';
import { isStudioAuthorized } from '@/lib/access/studio-token';

const TAKEN_STATUSES = ['pending', 'confirmed'] as const;

const violationMessage: Record<BookingViolation, keyof ErrorMessages['booking']> = {
  'invalid-date': 'invalidDate',
  'off-grid': 'offGrid',
  weekend: 'weekend',
  past: 'past',
  'too-far': 'tooFar',
};

/**
 * Books a slot. Every rule is checked again here, whatever the form allowed; then the insert itself decides who owns
 * the slot (a unique index among pending and confirmed rows), so two visitors racing for it cannot both win.
 */
export async function createAppointment(request: BookingRequest, context?: RequestContext): Promise<ProviderResult> {
  const locale = request.lang;
  const texts = errorMessages(locale);
  const wait = await consumeWrite(context?.clientId ?? 'local');
  if (wait !== null) return rateLimited(wait, locale);

  const parsed = bookingRequestSchema.safeParse(request);
  if (!parsed.success) return invalidPayload(parsed.error, locale);
  const booking = parsed.data;
  const now = new Date();
  const start = parseBookingDate(booking.date);
  const violation = start ? checkBookingTime(start, now) : 'invalid-date';
  if (!start || violation) return invalidFields({ date: texts.booking[violationMessage[violation ?? 'invalid-date']] }, locale);

  const id = randomUUID();
  const service = booking.service ?? freeConsultationService(locale);
  try {
    await storeWithMail(async (trx) => {
      await trx
        .insertInto('appointments')
        .values({
          id,
          name: booking.name,
          email: booking.email,
          phone: booking.phone,
          service,
          message: booking.message,
          notify_email: booking.notifyEmail ?? null,
          lang: locale,
          slot_start: start.toISOString(),
          slot_day: madridDay(start),
          status: 'pending',
          created_at: now.toISOString(),
        })
        .execute();
      return composeBookingMails({ ...booking, id, service, locale, start }, now);
    }, now);
  } catch (error) {
    if (isUniqueViolation(error)) return failed('conflict', texts.booking.slotTaken, { fieldErrors: { date: texts.booking.slotTaken } });
    throw error;
  }
  return succeeded(texts.success.booking, id);
}

/** The studio's list, for a caller holding STUDIO_API_TOKEN; anyone else gets nothing (spec §6). */
export async function listAppointments(context?: RequestContext): Promise<Appointment[]> {
  if (!isStudioAuthorized(context?.authorization)) return [];
  const { db } = await getStore();
  const rows = await db
    .selectFrom('appointments')
    .select(['id', 'name', 'slot_start', 'status'])
    .orderBy('slot_start')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, date: row.slot_start, status: row.status }));
}

/** The free slots of each day in a range, without saying who took the others. */
export async function getAvailability(query: AvailabilityQuery): Promise<DayAvailability[]> {
  const { from, to } = availabilityQuerySchema.parse(query);
  const { db } = await getStore();
  const rows = await db
    .selectFrom('appointments')
    .select('slot_start')
    .where('slot_day', '>=', from)
    .where('slot_day', '<=', to)
    .where('status', 'in', TAKEN_STATUSES)
    .execute();
  return availabilityInRange(
    from,
    to,
    rows.map((row) => new Date(row.slot_start)),
    new Date(),
  );
}
