// The write requests of `npm run load`: booking slots to ask for, and POSTs from several forwarded clients.
import autocannon from 'autocannon';
import { addDays, isWorkingDay, madridDay } from '../lib/domain/booking-calendar';
import { bookingTimestamp } from '../lib/domain/booking-rules';

/** `clients` visitors behind one proxy hop, taking turns: each meets its own rate limit during the run. */
export const clientAddress = (n: number, clients: number, block: number) => `198.18.${block}.${(n % clients) + 1}`;

/** Working-day slots of the next 60 days, handed out once each; later requests reuse them and meet a 409. */
export function slots(): string[] {
  const all: string[] = [];
  let day = addDays(madridDay(new Date()), 1);
  for (let i = 0; i < 58; i += 1, day = addDays(day, 1)) {
    if (!isWorkingDay(day)) continue;
    for (let minutes = 10 * 60; minutes <= 17 * 60 + 30; minutes += 30) {
      all.push(
        bookingTimestamp(
          day,
          `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
        ),
      );
    }
  }
  return all;
}

/** POSTs of `body(n)` to `pathname` for `seconds`, from `clients` forwarded addresses in turn. */
export function post(
  target: { origin: string; seconds: number },
  pathname: string,
  body: (n: number) => unknown,
  clients: number,
  block: number,
): Promise<autocannon.Result> {
  let n = 0;
  return autocannon({
    url: target.origin,
    connections: 4,
    duration: target.seconds,
    requests: [
      {
        method: 'POST',
        path: pathname,
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(n, clients, block) },
            body: JSON.stringify(body(n)),
          };
        },
      },
    ],
  });
}
