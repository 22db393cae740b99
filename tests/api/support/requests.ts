import seededSchedule from '@/cms/seed/schedule.json';
import { addDays, madridDay } from '@/lib/domain/booking-calendar';
import { bookingTimestamp } from '@/lib/domain/booking-rules';
import { isOpenDay } from '@/lib/domain/booking-schedule';
import { scheduleSchema } from '@/lib/schemas/schedule';

/**
 * The schedule the back office starts with (the spec's hours, Valencia's public holidays), as the tests' store holds
 * it.
 */
export const SEEDED_SCHEDULE = scheduleSchema.parse(seededSchedule);

let client = 0;

/** A request from its own client address, so rate limits count each test visitor apart. */
export function jsonRequest(
  url: string,
  body: unknown,
  init: { ip?: string; headers?: Record<string, string>; raw?: boolean } = {},
): Request {
  client += 1;
  return new Request(`http://localhost:3000${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': init.ip ?? `10.0.${Math.floor(client / 250)}.${client % 250}`,
      ...init.headers,
    },
    body: init.raw ? String(body) : JSON.stringify(body),
  });
}

export function getRequest(url: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${url}`, { headers });
}

/**
 * The next day the studio is open (a weekday, not a holiday of the seeded schedule) at least `ahead` days from today,
 * in Madrid.
 */
export function workingDay(ahead = 3): string {
  let day = addDays(madridDay(new Date()), ahead);
  while (!isOpenDay(day, SEEDED_SCHEDULE)) day = addDays(day, 1);
  return day;
}

export function slot(day: string, time: string): string {
  return bookingTimestamp(day, time);
}

export async function body(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
