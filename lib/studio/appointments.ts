import { z } from 'zod';
import { addDays, isCalendarDay, madridDay, madridTime } from '@/lib/domain/booking-calendar';
import { allSlotTimes, weekdayOf } from '@/lib/domain/booking-schedule';
import { isOwnerActor, UUID, type StudioActorRef } from './actor';
import type { StudioAppointmentDetail, StudioAppointmentSummary, StudioPorts, StudioStatus } from './ports';

export const STUDIO_STATUSES = ['pending', 'confirmed', 'cancelled'] as const satisfies readonly StudioStatus[];
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
export type StudioListQuery = Partial<Record<'status' | 'from' | 'to' | 'q', string | undefined>> & {
  page?: number | string;
};

export interface StudioAppointmentList {
  items: StudioAppointmentSummary[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** The filters as they were read (out-of-bound values dropped). */
  query: z.output<typeof studioListQuerySchema>;
}

/** One booking as a pill of the studio's week: who, when (Madrid), and how it stands. */
export interface WeekBooking {
  id: string;
  name: string;
  day: string;
  time: string;
  status: StudioStatus;
}

export interface AppointmentWeek {
  /** The week's Monday, 'YYYY-MM-DD' (Madrid). */
  monday: string;
  days: string[];
  /** The rows: every start the schedule offers, and any other a booking of the week holds (an older grid). */
  times: string[];
  bookings: WeekBooking[];
}

/** More bookings than a week of the finest grid can hold: the read is bounded whatever the store holds. */
const WEEK_READ_LIMIT = 7 * 48 * 4;

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The Monday of the week a day falls in; today's week for anything that is not a day. */
export function mondayOf(day: string, now: Date = new Date()): string {
  const known = isCalendarDay(day) ? day : madridDay(now);
  return addDays(known, -WEEKDAYS.indexOf(weekdayOf(known) ?? 'monday'));
}

/** The studio's reading of its bookings: the list, the week and one appointment; owners only. */
export function appointmentReads({ appointments, schedule }: Pick<StudioPorts, 'appointments' | 'schedule'>) {
  return {
    /** Filtered by status, Madrid days and a search in name or e-mail; one bounded page at a time. */
    async listStudioAppointments(
      actor: StudioActorRef | null,
      input: StudioListQuery,
      now: Date = new Date(),
    ): Promise<StudioAppointmentList | null> {
      if (!isOwnerActor(actor)) return null;
      const query = studioListQuerySchema.parse(input);
      const { page: asked, ...filter } = query;
      const total = await appointments.count(filter);
      const pageCount = Math.max(1, Math.ceil(total / STUDIO_PAGE_SIZE));
      const page = Math.min(asked, pageCount);
      const items = await appointments.list(
        filter,
        { limit: STUDIO_PAGE_SIZE, offset: (page - 1) * STUDIO_PAGE_SIZE },
        now,
      );
      return { items, total, page, pageCount, pageSize: STUDIO_PAGE_SIZE, query: { ...query, page } };
    },

    /** Everything the visitor sent, and the appointment's history of changes. */
    async getStudioAppointment(actor: StudioActorRef | null, id: string): Promise<StudioAppointmentDetail | null> {
      if (!isOwnerActor(actor) || !UUID.test(id)) return null;
      return appointments.detail(id);
    },

    /** The studio's week: Madrid days × the schedule's times, each booking of the week in its cell. */
    async studioWeek(
      actor: StudioActorRef | null,
      day: string,
      now: Date = new Date(),
    ): Promise<AppointmentWeek | null> {
      if (!isOwnerActor(actor)) return null;
      const monday = mondayOf(day, now);
      const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
      const rows = await appointments.ofDays(monday, days[6] ?? monday, WEEK_READ_LIMIT);
      const bookings = rows.map((row) => {
        const start = new Date(row.start);
        return { id: row.id, name: row.name, day: madridDay(start), time: madridTime(start), status: row.status };
      });
      const times = [
        ...new Set([...allSlotTimes(await schedule.read()), ...bookings.map((booking) => booking.time)]),
      ].sort();
      return { monday, days, times, bookings };
    },

    /** The free times of a Madrid day for moving an appointment; none outside the window or on failure. */
    async freeTimes(actor: StudioActorRef | null, day: string): Promise<string[]> {
      if (!isOwnerActor(actor) || !isCalendarDay(day)) return [];
      try {
        return await schedule.freeTimes(day);
      } catch {
        return [];
      }
    },
  };
}
