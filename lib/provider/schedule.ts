import { DEFAULT_SCHEDULE, type Schedule } from '@/lib/domain/booking-schedule';

/**
 * The studio's schedule as the server reads it for availability, the calendars and the re-checks of a booking or a
 * move. Until the back office's `schedule` global is wired in, the spec's defaults.
 */
export async function bookingSchedule(): Promise<Schedule> {
  return DEFAULT_SCHEDULE;
}
