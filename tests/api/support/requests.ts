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
 * The `count`-th day the studio is open after today in Madrid (weekdays, not the seeded holidays). Counting open days,
 * not calendar days, gives each count its own day whatever today is, so tests on different counts never share a slot.
 */
export function workingDay(count = 3): string {
  let day = madridDay(new Date());
  for (let open = 0; open < count;) {
    day = addDays(day, 1);
    if (isOpenDay(day, SEEDED_SCHEDULE)) open += 1;
  }
  return day;
}

export function slot(day: string, time: string): string {
  return bookingTimestamp(day, time);
}

export async function body(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
